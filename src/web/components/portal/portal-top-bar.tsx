import { LogOut, Menu } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { academy } from '@/core/content/academy';
import { AcademyLogo } from '@/web/components/brand/academy-logo';
import { Button, buttonClasses } from '@/web/components/ui/button';

type Tone = 'light' | 'dark';

// The student portal's bar is white; the staff portal's is the dark fairway green, so staff know where they are.
const TONES = {
  light: {
    header: 'sticky top-0 z-30 border-b border-line bg-white/95 backdrop-blur-sm',
    actions: 'flex min-w-0 items-center gap-3',
    logout: 'secondary',
    menuButton: buttonClasses({ variant: 'ghost', size: 'icon', className: 'md:hidden' }),
    menuIcon: undefined,
  },
  dark: {
    header: 'sticky top-0 z-30 bg-fairway-900',
    actions: 'flex items-center gap-1 md:gap-2',
    logout: 'inverse',
    menuButton:
      'inline-flex size-11 items-center justify-center rounded-full text-cream-50 hover:bg-white/10 md:hidden',
    menuIcon: 'size-6',
  },
} as const satisfies Record<Tone, object>;

/** What the shell hands the top bar (`usePortalNavigation().bar`). */
export interface PortalTopBarState {
  onLogout: () => void;
  loggingOut: boolean;
  onOpenMenu: () => void;
  menuOpen: boolean;
}

interface PortalTopBarProps extends PortalTopBarState {
  tone: Tone;
  /** Shown beside the logo (the staff portal's name). */
  badge?: ReactNode;
  /** The portal's own parts before Logout (who is signed in, messages). */
  children: ReactNode;
}

/** A portal's sticky top bar: the academy logo home, the portal's own parts, Logout and the phone menu button. */
export function PortalTopBar({
  tone,
  badge,
  children,
  onLogout,
  loggingOut,
  onOpenMenu,
  menuOpen,
}: PortalTopBarProps) {
  const style = TONES[tone];
  const dark = tone === 'dark';
  const home = (
    <Link to="/home" aria-label={`${academy.name} home`} className="shrink-0 rounded-md">
      <span className="hidden sm:block">
        <AcademyLogo tone={tone} />
      </span>
      <span className="sm:hidden">
        <AcademyLogo tone={tone} markOnly />
      </span>
    </Link>
  );
  return (
    <header data-surface={dark ? 'dark' : undefined} className={style.header}>
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 md:px-6">
        {badge ? (
          <div className="flex min-w-0 items-center gap-3">
            {home}
            {badge}
          </div>
        ) : (
          home
        )}
        <div className={style.actions}>
          {children}
          <div className="hidden md:block">
            <Button
              variant={style.logout}
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
            className={style.menuButton}
          >
            <Menu className={style.menuIcon} aria-hidden="true" />
          </button>
        </div>
      </div>
    </header>
  );
}
