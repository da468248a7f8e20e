import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { documentTitle, pageMetaFor } from '@/core/content/public-pages';
import { SkipLink } from '@/web/components/ui/skip-link';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';

/** Header, the page, footer: every public page and the not-found page. */
export function PublicLayout() {
  const { pathname } = useLocation();
  // The prerendered head already has the title; this keeps it right as the visitor navigates.
  // Pages outside the table (not found, reset password) set their own.
  useEffect(() => {
    const meta = pageMetaFor(pathname);
    if (meta) document.title = documentTitle(meta);
  }, [pathname]);
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
