import { LogOut, Menu } from 'lucide-react';
import { Link } from 'react-router';
import { academy } from '@/core/content/academy';
import type { StaffUser } from '@/core/contracts/auth';
import { AcademyLogo } from '@/web/components/brand/academy-logo';
import { Button } from '@/web/components/ui/button';
import { UnreadMessagesButton } from './unread-badge';
import { UserMenu } from './user-menu';

interface TopBarProps {
  user: StaffUser;
  unreadCount: number;
  onOpenMessages: () => void;
  onOpenSettings: () => void;
  onLogout: () => void;
  loggingOut: boolean;
  onOpenMenu: () => void;
  menuOpen: boolean;
}

export function TopBar(props: TopBarProps) {
  const { user, unreadCount, onOpenMessages, onOpenSettings, onLogout, loggingOut, onOpenMenu, menuOpen } =
    props;
  return (
    <header data-surface="dark" className="sticky top-0 z-30 bg-fairway-900">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 md:px-6">
        <div className="flex min-w-0 items-center gap-3">
          <Link to="/home" aria-label={`${academy.name} home`} className="shrink-0 rounded-md">
            <span className="hidden sm:block">
              <AcademyLogo tone="dark" />
            </span>
            <span className="sm:hidden">
              <AcademyLogo tone="dark" markOnly />
            </span>
          </Link>
          <span className="rounded-full border border-gold-300/40 px-2.5 py-0.5 text-xs font-semibold tracking-[0.12em] text-gold-200 uppercase">
            Staff Portal
          </span>
        </div>
        <div className="flex items-center gap-1 md:gap-2">
          <UnreadMessagesButton count={unreadCount} onClick={onOpenMessages} />
          <div className="hidden md:block">
            <UserMenu user={user} onSettings={onOpenSettings} onLogout={onLogout} />
          </div>
          <div className="hidden md:block">
            <Button
              variant="inverse"
              size="sm"
              onClick={onLogout}
              loading={loggingOut}
              loadingText="Logging out..."
            >
              <LogOut aria-hidden="true" />
              Logout
            </Button>
          </div>
          <button
            type="button"
            onClick={onOpenMenu}
            aria-label="Menu"
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            className="inline-flex size-11 items-center justify-center rounded-full text-cream-50 hover:bg-white/10 md:hidden"
          >
            <Menu className="size-6" aria-hidden="true" />
          </button>
        </div>
      </div>
    </header>
  );
}
