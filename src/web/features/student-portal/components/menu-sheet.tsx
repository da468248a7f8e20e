import { ArrowLeft, LogOut } from 'lucide-react';
import { Link } from 'react-router';
import type { StudentUser } from '@/core/contracts/auth';
import { Avatar } from '@/web/components/ui/avatar';
import { TierBadge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/web/components/ui/sheet';
import { cn } from '@/web/lib/class-names';
import { MENU_ITEMS, type StudentTab } from '../portal-tabs';

interface MenuSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  user: StudentUser;
  active: StudentTab;
  onSelect: (tab: StudentTab) => void;
  onLogout: () => void;
  loggingOut: boolean;
}

/** The phone menu: My Profile, Downloads and Logout (student-portal §2). */
export function MenuSheet({
  open,
  onOpenChange,
  user,
  active,
  onSelect,
  onLogout,
  loggingOut,
}: MenuSheetProps) {
  const fullName = `${user.firstName} ${user.lastName}`;
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="right">
        <SheetHeader>
          <SheetTitle className="font-display text-xl font-semibold text-ink-900">Menu</SheetTitle>
          <SheetDescription className="sr-only">Your profile, downloads and sign out.</SheetDescription>
        </SheetHeader>
        <div className="flex items-center gap-3 rounded-lg border border-line bg-white p-4">
          <Avatar name={fullName} src={user.avatar} />
          <div className="min-w-0">
            <p className="truncate font-semibold text-ink-900">{fullName}</p>
            <p className="truncate text-sm text-ink-600">{user.email}</p>
            <TierBadge tier={user.membershipTier} className="mt-1 px-2 py-0 text-xs" />
          </div>
        </div>
        <nav aria-label="More">
          <ul className="flex flex-col gap-1">
            {MENU_ITEMS.map(({ value, label, icon: Icon }) => (
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
