import { Menu, Phone, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { academy, headerLinks } from '@/core/content/academy';
import { AcademyLogo } from '@/web/components/brand/academy-logo';
import { cn } from '@/web/lib/class-names';

const PORTAL_PATHS = new Set(['/student-portal', '/staff-portal']);

function useIsActive() {
  const { pathname } = useLocation();
  return (to: string) => pathname === to || (to === '/home' && pathname === '/');
}

/**
 * The sticky site header (public-site §2). On wide screens the brand row scrolls away and the navigation row
 * stays; below that, a hamburger opens the same links in order.
 */
export function PublicHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  const isActive = useIsActive();

  // A new page closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation on purpose
  useEffect(() => {
    setMenuOpen(false);
  }, [location.key]);

  useEffect(() => {
    if (!menuOpen) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        setMenuOpen(false);
        menuButton.current?.focus();
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-cream-50/95 backdrop-blur-sm xl:-top-[4.5rem]">
      <div className="container-page flex h-16 items-center justify-between gap-4 xl:h-[4.5rem]">
        <Link to="/home" aria-label={`${academy.name} home`} className="-mx-1 rounded-md px-1 py-1">
          <AcademyLogo />
        </Link>
        <a
          href={`tel:${academy.phone.tel}`}
          className="hidden items-center gap-2 rounded-full px-3 py-2.5 text-base font-semibold text-fairway-800 hover:bg-fairway-50 xl:inline-flex"
        >
          <Phone className="size-5" aria-hidden="true" />
          <span>
            <span className="font-normal text-ink-600">Call the academy</span> {academy.phone.display}
          </span>
        </a>
        <div className="flex items-center gap-1 xl:hidden">
          <a
            href={`tel:${academy.phone.tel}`}
            aria-label={`Call the academy on ${academy.phone.display}`}
            className="inline-flex size-11 items-center justify-center rounded-full text-fairway-800 hover:bg-fairway-50"
          >
            <Phone className="size-5" aria-hidden="true" />
          </a>
          <button
            ref={menuButton}
            type="button"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label="Menu"
            onClick={() => setMenuOpen((open) => !open)}
            className="inline-flex size-11 items-center justify-center rounded-full text-ink-900 hover:bg-cream-200"
          >
            {menuOpen ? (
              <X className="size-6" aria-hidden="true" />
            ) : (
              <Menu className="size-6" aria-hidden="true" />
            )}
          </button>
        </div>
      </div>

      <nav aria-label="Main" className="hidden border-t border-line bg-white xl:block">
        <ul className="container-page flex h-14 items-center gap-1">
          {headerLinks.map((link) => {
            const portal = PORTAL_PATHS.has(link.to);
            return (
              <li key={link.to} className={cn(link.to === '/student-portal' && 'ml-auto')}>
                <Link
                  to={link.to}
                  aria-current={isActive(link.to) ? 'page' : undefined}
                  className={cn(
                    'inline-flex min-h-11 items-center rounded-full text-sm font-semibold whitespace-nowrap transition-colors duration-150',
                    portal
                      ? 'border border-line-strong px-4 text-fairway-800 hover:border-fairway-600 hover:bg-fairway-50'
                      : 'px-3 text-ink-700 hover:bg-cream-100 hover:text-fairway-800',
                    !portal && isActive(link.to) && 'bg-fairway-50 text-fairway-800',
                  )}
                >
                  {link.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>

      <nav
        id="mobile-menu"
        aria-label="Main menu"
        hidden={!menuOpen}
        className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-line bg-cream-50 shadow-raised xl:hidden"
      >
        <ul className="container-page flex flex-col py-3">
          {headerLinks.map((link) => (
            <li
              key={link.to}
              className={cn(link.to === '/student-portal' && 'mt-2 border-t border-line pt-2')}
            >
              <Link
                to={link.to}
                onClick={() => setMenuOpen(false)}
                aria-current={isActive(link.to) ? 'page' : undefined}
                className={cn(
                  'flex min-h-12 items-center rounded-md px-3 text-lg font-semibold text-ink-800 hover:bg-cream-100',
                  isActive(link.to) && 'bg-fairway-50 text-fairway-800',
                )}
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
        <div className="container-page pb-5">
          <a
            href={`tel:${academy.phone.tel}`}
            className="flex min-h-12 w-full items-center justify-center gap-2 rounded-full bg-fairway-700 px-6 font-semibold text-white hover:bg-fairway-800"
          >
            <Phone className="size-5" aria-hidden="true" />
            Call {academy.phone.display}
          </a>
        </div>
      </nav>
    </header>
  );
}
