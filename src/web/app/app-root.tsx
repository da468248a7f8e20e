import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';

/** The root: every page, starting at the top when the visitor moves to another page. */
export function AppRoot() {
  const { pathname, hash } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every change of page, on purpose.
  useEffect(() => {
    // A link to an anchor scrolls there itself; a new page starts at the top.
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);
  return <Outlet />;
}
