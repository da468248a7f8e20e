import { ChevronDown, LogOut, Settings } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import type { StaffUser } from '@/core/contracts/auth';
import { staffRoleLabel } from '@/core/rules/staff-roles';
import { Avatar } from '@/web/components/ui/avatar';

interface UserMenuProps {
  user: StaffUser;
  onSettings: () => void;
  onLogout: () => void;
}

const itemClasses =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-3 text-base font-medium text-ink-800 outline-none ' +
  'data-[highlighted]:bg-cream-100 data-[highlighted]:text-ink-900';

/** Avatar, name and role; opens Settings and Logout. */
export function UserMenu({ user, onSettings, onLogout }: UserMenuProps) {
  const fullName = `${user.firstName} ${user.lastName}`;
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className="inline-flex min-h-11 items-center gap-3 rounded-full py-1 pr-3 pl-1 text-left hover:bg-white/10">
        <Avatar name={fullName} src={user.avatar} size="sm" className="ring-2 ring-gold-300/60" />
        <span className="flex flex-col leading-tight">
          <span className="text-sm font-semibold text-cream-50">{fullName}</span>
          <span className="text-xs text-cream-200">{staffRoleLabel(user.role)}</span>
        </span>
        <ChevronDown className="size-4 text-cream-200" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-56 rounded-lg border border-line bg-white p-1.5 shadow-raised data-[state=open]:animate-fade-in"
        >
          <DropdownMenu.Label className="px-3 py-2 text-sm text-ink-600">{user.email}</DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <DropdownMenu.Item className={itemClasses} onSelect={onSettings}>
            <Settings className="size-5 text-ink-600" aria-hidden="true" />
            Settings
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClasses} onSelect={onLogout}>
            <LogOut className="size-5 text-ink-600" aria-hidden="true" />
            Logout
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
