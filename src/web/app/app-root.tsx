import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';

/** The root: every page, starting at the top when the visitor moves to another page. */
export function AppRoot() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    // A link to an anchor scrolls there itself; a new page starts at the top.
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);
  return <Outlet />;
}
