import { Outlet } from 'react-router';
import { SkipLink } from '@/web/components/ui/skip-link';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';

/** Header, the page, footer: every public page and the not-found page. */
export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <PublicHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <PublicFooter />
    </div>
  );
}
