import { ArrowLeft, LogOut } from 'lucide-react';
import { Link } from 'react-router';
import type { StaffUser } from '@/core/contracts/auth';
import { staffRoleLabel } from '@/core/rules/staff-roles';
import { Avatar } from '@/web/components/ui/avatar';
import { Button } from '@/web/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/web/components/ui/sheet';
import { cn } from '@/web/lib/class-names';
import { SETTINGS_PANEL, type StaffPanel, shellTabsFor } from '../staff-tabs';

interface MobileMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  user: StaffUser;
  active: StaffPanel;
  onSelect: (panel: StaffPanel) => void;
  onLogout: () => void;
  loggingOut: boolean;
}

/** The collapsible menu on small screens: who is signed in, every section, Settings and Logout. */
export function MobileMenu({
  open,
  onOpenChange,
  user,
  active,
  onSelect,
  onLogout,
  loggingOut,
}: MobileMenuProps) {
  const fullName = `${user.firstName} ${user.lastName}`;
  const items = [...shellTabsFor(user.role), SETTINGS_PANEL];
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="right">
        <SheetHeader>
          <SheetTitle className="font-display text-xl font-semibold text-ink-900">Menu</SheetTitle>
          <SheetDescription className="sr-only">Sections, settings and sign out.</SheetDescription>
        </SheetHeader>
        <div className="flex items-center gap-3 rounded-lg border border-line bg-white p-4">
          <Avatar name={fullName} src={user.avatar} />
          <div className="min-w-0">
            <p className="truncate font-semibold text-ink-900">{fullName}</p>
            <p className="truncate text-sm text-ink-600">{staffRoleLabel(user.role)}</p>
          </div>
        </div>
        <nav aria-label="Staff menu">
          <ul className="flex flex-col gap-1">
            {items.map(({ value, label, icon: Icon }) => (
              <li key={value}>
                <button
                  type="button"
                  onClick={() => onSelect(value)}
                  aria-current={value === active ? 'page' : undefined}
                  className={cn(
                    'flex min-h-12 w-full items-center gap-3 rounded-md px-3 text-left text-base font-semibold',
                    value === active ? 'bg-fairway-700 text-white' : 'text-ink-800 hover:bg-cream-200',
                  )}
                >
                  <Icon className="size-5" aria-hidden="true" />
                  {label}
                </button>
              </li>
            ))}
            <li>
              <Link
                to="/home"
                className="flex min-h-12 w-full items-center gap-3 rounded-md px-3 text-base font-semibold text-ink-800 hover:bg-cream-200"
              >
                <ArrowLeft className="size-5" aria-hidden="true" />
                Back to the website
              </Link>
            </li>
          </ul>
        </nav>
        <Button
          variant="secondary"
          onClick={onLogout}
          loading={loggingOut}
          loadingText="Logging out..."
          className="mt-auto w-full"
        >
          <LogOut aria-hidden="true" />
          Logout
        </Button>
      </SheetContent>
    </Sheet>
  );
}
