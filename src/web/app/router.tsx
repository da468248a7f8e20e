import { type ComponentType, lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { SITE_PAGES } from '@/core/content/site-pages';
import { AppRoot } from './app-root';
import { ErrorBoundary } from './error-boundary';
import { PublicLayout } from './layouts/public-layout';
import { PageLoading } from './page-loading';
import { RootErrorPage, RouteErrorPage } from './route-error-page';

const pageModules = import.meta.glob<Record<string, ComponentType>>('../features/public/pages/*-page.tsx');

interface PageRoute {
  /** The route path, '' for the index. */
  path: string;
  /** The module under features/public/pages, without '.tsx'. */
  file: string;
  /** Its exported component. */
  name: string;
}

/** The public layout's pages, from the one page registry, each in its own chunk; anything else is not found. */
export const PUBLIC_ROUTES: PageRoute[] = [
  ...SITE_PAGES.flatMap((p) => ('page' in p ? [{ path: p.path.slice(1), ...p.page }] : [])),
  { path: '*', file: 'not-found-page', name: 'NotFoundPage' },
];

/** The public route a pathname lands on (the not-found page when none). */
export function publicRouteFor(pathname: string): PageRoute {
  const segment = pathname.replace(/^\/+|\/+$/g, '');
  return PUBLIC_ROUTES.find((r) => r.path === segment) ?? PUBLIC_ROUTES.at(-1)!;
}

const loaders = new Map<string, Promise<Record<string, ComponentType>>>();
const loaded = new Map<string, Record<string, ComponentType>>();

/** Starts (once) the download of a page's chunk. */
export function loadPage(route: PageRoute) {
  let promise = loaders.get(route.file);
  if (!promise) {
    const load = pageModules[`../features/public/pages/${route.file}.tsx`];
    if (!load) throw new Error(`No page module ${route.file}`);
    promise = load().then((module) => {
      loaded.set(route.file, module);
      return module;
    });
    loaders.set(route.file, promise);
  }
  return promise;
}

const components = new Map<string, ComponentType>();
/**
 * A page's component: the module itself when it was loaded before the first render (the prerender and
 * the hydrating page load theirs first, so nothing suspends and the HTML matches), otherwise a lazy
 * component that loads it on first visit. The choice is kept, so a page never remounts because of it.
 */
function pageComponent(route: PageRoute): ComponentType {
  const key = `${route.file}#${route.name}`;
  let component = components.get(key);
  if (!component) {
    const module = loaded.get(route.file);
    component = module
      ? module[route.name]!
      : lazy(async () => ({ default: (await loadPage(route))[route.name]! }));
    components.set(key, component);
  }
  return component;
}

const PortalLayout = lazy(async () => ({ default: (await import('./layouts/portal-layout')).PortalLayout }));
const StudentPortalPage = lazy(async () => ({
  default: (await import('@/web/features/student-portal/student-portal-page')).StudentPortalPage,
}));
const InvitationPage = lazy(async () => ({
  default: (await import('@/web/features/student-portal/invitation/invitation-page')).InvitationPage,
}));
const MembershipPage = lazy(async () => ({
  default: (await import('@/web/features/student-portal/membership/membership-page')).MembershipPage,
}));
const StaffPortalPage = lazy(async () => ({
  default: (await import('@/web/features/staff-portal/staff-portal-page')).StaffPortalPage,
}));

/**
 * Every route of the web app (React Router's declarative mode: the app reads its data with TanStack
 * Query, so the data router's loaders are not needed, and this mode is half its size). Every page is
 * its own chunk: a public page loads the shared shell and itself only.
 */
export function AppRoutes() {
  return (
    <ErrorBoundary fallback={<RootErrorPage />}>
      <Routes>
        <Route element={<AppRoot />}>
          <Route element={<PublicLayout />}>
            {PUBLIC_ROUTES.map((route) => {
              const Page = pageComponent(route);
              const element = (
                <ErrorBoundary key={route.path} fallback={<RouteErrorPage />}>
                  <Page />
                </ErrorBoundary>
              );
              return route.path === '' ? (
                <Route key="index" index element={element} />
              ) : (
                <Route key={route.path} path={route.path} element={element} />
              );
            })}
          </Route>
          <Route
            element={
              <Suspense fallback={<PageLoading />}>
                <PortalLayout />
              </Suspense>
            }
          >
            <Route path="student-portal" element={<StudentPortalPage />} />
            <Route path="portal/invitation" element={<InvitationPage />} />
            <Route path="portal/membership" element={<MembershipPage />} />
            <Route path="staff-portal" element={<StaffPortalPage />} />
          </Route>
        </Route>
      </Routes>
    </ErrorBoundary>
  );
}
