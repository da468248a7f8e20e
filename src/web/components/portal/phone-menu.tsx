import { ArrowLeft, LogOut, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar } from '@/web/components/ui/avatar';
import { Button } from '@/web/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/web/components/ui/sheet';
import { cn } from '@/web/lib/class-names';

export interface PhoneMenuItem<Tab extends string> {
  value: Tab;
  label: string;
  icon: LucideIcon;
}

/** What the shell hands the phone menu (`usePortalNavigation().menu`). */
export interface PhoneMenuState<Tab extends string> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  active: Tab;
  onSelect: (tab: Tab) => void;
  onLogout: () => void;
  loggingOut: boolean;
}

interface PhoneMenuProps<Tab extends string> extends PhoneMenuState<Tab> {
  /** Read out with the menu's title, for screen readers. */
  description: string;
  /** The accessible name of the menu's navigation. */
  navLabel: string;
  user: { firstName: string; lastName: string; avatar?: string | null };
  /** What each portal shows under the name (e-mail and tier, or the staff role). */
  details: ReactNode;
  items: readonly PhoneMenuItem<Tab>[];
  /** Shown above the sections (the Student Portal's choice of Family or a child, for a guardian). */
  extra?: ReactNode;
}

/** The menu a portal opens on small screens: who is signed in, its sections, the website and Logout. */
export function PhoneMenu<Tab extends string>({
  open,
  onOpenChange,
  description,
  navLabel,
  user,
  details,
  items,
  extra,
  active,
  onSelect,
  onLogout,
  loggingOut,
}: PhoneMenuProps<Tab>) {
  const fullName = `${user.firstName} ${user.lastName}`;
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="right">
        <SheetHeader>
          <SheetTitle className="font-display text-xl font-semibold text-ink-900">Menu</SheetTitle>
          <SheetDescription className="sr-only">{description}</SheetDescription>
        </SheetHeader>
        <div className="flex items-center gap-3 rounded-lg border border-line bg-white p-4">
          <Avatar name={fullName} src={user.avatar} />
          <div className="min-w-0">
            <p className="truncate font-semibold text-ink-900">{fullName}</p>
            {details}
          </div>
        </div>
        {extra}
        <nav aria-label={navLabel}>
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
