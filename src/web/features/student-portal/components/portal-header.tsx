import { LogOut, Menu } from 'lucide-react';
import { Link } from 'react-router';
import { academy } from '@/core/content/academy';
import type { StudentUser } from '@/core/contracts/auth';
import { AcademyLogo } from '@/web/components/brand/academy-logo';
import { Avatar } from '@/web/components/ui/avatar';
import { TierBadge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';

interface PortalHeaderProps {
  user: StudentUser;
  onLogout: () => void;
  loggingOut: boolean;
  onOpenMenu: () => void;
  menuOpen: boolean;
}

export function PortalHeader({ user, onLogout, loggingOut, onOpenMenu, menuOpen }: PortalHeaderProps) {
  const fullName = `${user.firstName} ${user.lastName}`;
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-white/95 backdrop-blur-sm">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 md:px-6">
        <Link to="/home" aria-label={`${academy.name} home`} className="shrink-0 rounded-md">
          <span className="hidden sm:block">
            <AcademyLogo />
          </span>
          <span className="sm:hidden">
            <AcademyLogo markOnly />
          </span>
        </Link>
        <div className="flex min-w-0 items-center gap-3">
          <div className="flex min-w-0 items-center gap-2.5">
            <span className="hidden sm:block">
              <Avatar name={fullName} src={user.avatar} size="sm" />
            </span>
            <div className="flex min-w-0 flex-col items-end sm:items-start">
              <p className="truncate text-sm font-semibold text-ink-900">Welcome, {user.firstName}</p>
              <TierBadge tier={user.membershipTier} className="px-2 py-0 text-xs" />
            </div>
          </div>
          <div className="hidden md:block">
            <Button
              variant="secondary"
              size="sm"
              onClick={onLogout}
              loading={loggingOut}
              loadingText="Logging out..."
            >
              <LogOut aria-hidden="true" />
              Logout
            </Button>
          </div>
          <Button
            variant="ghost"
            size="icon"
            onClick={onOpenMenu}
            aria-label="Menu"
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            className="md:hidden"
          >
            <Menu aria-hidden="true" />
          </Button>
        </div>
      </div>
    </header>
  );
}
