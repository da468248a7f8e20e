import { Outlet, ScrollRestoration } from 'react-router';

/** The root route: every page, plus scroll restoration between them. */
export function AppRoot() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
