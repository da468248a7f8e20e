import { type ComponentType, lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
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

/** The public site's pages, each in its own chunk. */
export const PUBLIC_ROUTES: PageRoute[] = [
  { path: '', file: 'home-page', name: 'HomePage' },
  { path: 'home', file: 'home-page', name: 'HomePage' },
  { path: 'welcome', file: 'welcome-page', name: 'WelcomePage' },
  { path: 'programs', file: 'programs-page', name: 'ProgramsPage' },
  { path: 'aboutus', file: 'about-page', name: 'AboutPage' },
  { path: 'coaches', file: 'coaches-page', name: 'CoachesPage' },
  { path: 'summer-academy', file: 'camps-page', name: 'CampsPage' },
  { path: 'golf-camps', file: 'camps-page', name: 'CampsPage' },
  { path: 'junior-lessons', file: 'junior-lessons-page', name: 'JuniorLessonsPage' },
  { path: 'adult-lessons', file: 'adult-lessons-page', name: 'AdultLessonsPage' },
  { path: 'development-squad', file: 'development-squad-page', name: 'DevelopmentSquadPage' },
  { path: 'payment-success', file: 'payment-success-page', name: 'PaymentSuccessPage' },
  { path: 'booking-comparison', file: 'booking-comparison-page', name: 'BookingComparisonPage' },
  { path: 'custom-booking', file: 'custom-booking-page', name: 'CustomBookingPage' },
  { path: 'reset-password', file: 'reset-password-page', name: 'ResetPasswordPage' },
  { path: 'account-deletion', file: 'account-deletion-page', name: 'AccountDeletionPage' },
  { path: 'confirm-email', file: 'confirm-email-page', name: 'ConfirmEmailPage' },
  { path: 'booking/cancel', file: 'booking-cancel-page', name: 'BookingCancelPage' },
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
            <Route path="staff-portal" element={<StaffPortalPage />} />
          </Route>
        </Route>
      </Routes>
    </ErrorBoundary>
  );
}
