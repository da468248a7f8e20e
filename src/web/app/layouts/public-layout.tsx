import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { documentTitleFor } from '@/core/content/page-titles';
import { SkipLink } from '@/web/components/ui/skip-link';
import { LoadingState } from '@/web/components/ui/spinner';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';

/** Header, the page, footer: every public page and the not-found page. */
export function PublicLayout() {
  const { pathname } = useLocation();
  // The prerendered head already has the title; this keeps it right as the visitor navigates.
  // Pages outside the table (not found, reset password) set their own.
  useEffect(() => {
    const title = documentTitleFor(pathname);
    if (title) document.title = title;
  }, [pathname]);
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <PublicHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {/* A page's chunk downloads while the header and footer stay in place. */}
        <Suspense
          fallback={
            <div className="flex min-h-[60vh] items-center justify-center">
              <LoadingState text="Loading..." />
            </div>
          }
        >
          <Outlet />
        </Suspense>
      </main>
      <PublicFooter />
    </div>
  );
}
