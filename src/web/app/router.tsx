import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppRoot } from './app-root';
import { PublicLayout } from './layouts/public-layout';
import { PageLoading } from './page-loading';
import { RootErrorPage, RouteErrorPage } from './route-error-page';

/** A route whose page component lives in its own chunk. */
function page<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) {
  return async () => ({ Component: (await load())[name] as ComponentType });
}

/**
 * Every route of the web app. Every page is its own chunk, so a public page loads the shared shell and
 * itself only; the portals (with their layout and the toast region) are split out the same way. The
 * prerendered pages resolve their route's chunk before hydrating (see main.tsx).
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: AppRoot,
    ErrorBoundary: RootErrorPage,
    HydrateFallback: PageLoading,
    children: [
      {
        Component: PublicLayout,
        children: [
          {
            ErrorBoundary: RouteErrorPage,
            children: [
              { index: true, lazy: page(() => import('@/web/features/public/pages/home-page'), 'HomePage') },
              { path: 'home', lazy: page(() => import('@/web/features/public/pages/home-page'), 'HomePage') },
              {
                path: 'welcome',
                lazy: page(() => import('@/web/features/public/pages/welcome-page'), 'WelcomePage'),
              },
              {
                path: 'programs',
                lazy: page(() => import('@/web/features/public/pages/programs-page'), 'ProgramsPage'),
              },
              {
                path: 'aboutus',
                lazy: page(() => import('@/web/features/public/pages/about-page'), 'AboutPage'),
              },
              {
                path: 'coaches',
                lazy: page(() => import('@/web/features/public/pages/coaches-page'), 'CoachesPage'),
              },
              {
                path: 'summer-academy',
                lazy: page(() => import('@/web/features/public/pages/camps-page'), 'CampsPage'),
              },
              {
                path: 'golf-camps',
                lazy: page(() => import('@/web/features/public/pages/camps-page'), 'CampsPage'),
              },
              {
                path: 'junior-lessons',
                lazy: page(
                  () => import('@/web/features/public/pages/junior-lessons-page'),
                  'JuniorLessonsPage',
                ),
              },
              {
                path: 'adult-lessons',
                lazy: page(
                  () => import('@/web/features/public/pages/adult-lessons-page'),
                  'AdultLessonsPage',
                ),
              },
              {
                path: 'development-squad',
                lazy: page(
                  () => import('@/web/features/public/pages/development-squad-page'),
                  'DevelopmentSquadPage',
                ),
              },
              {
                path: 'payment-success',
                lazy: page(
                  () => import('@/web/features/public/pages/payment-success-page'),
                  'PaymentSuccessPage',
                ),
              },
              {
                path: 'booking-comparison',
                lazy: page(
                  () => import('@/web/features/public/pages/booking-comparison-page'),
                  'BookingComparisonPage',
                ),
              },
              {
                path: 'custom-booking',
                lazy: page(
                  () => import('@/web/features/public/pages/custom-booking-page'),
                  'CustomBookingPage',
                ),
              },
              {
                path: 'reset-password',
                lazy: async () => ({
                  Component: (await import('@/web/features/public/pages/reset-password-page'))
                    .ResetPasswordPage,
                }),
              },
              {
                path: '*',
                lazy: page(() => import('@/web/features/public/pages/not-found-page'), 'NotFoundPage'),
              },
            ],
          },
        ],
      },
      {
        // Portals: their own layout (with the toast region) and their own chunks.
        lazy: async () => ({ Component: (await import('./layouts/portal-layout')).PortalLayout }),
        children: [
          {
            path: 'student-portal',
            ErrorBoundary: RootErrorPage,
            lazy: async () => ({
              Component: (await import('@/web/features/student-portal/student-portal-page'))
                .StudentPortalPage,
            }),
          },
          {
            path: 'staff-portal',
            ErrorBoundary: RootErrorPage,
            lazy: async () => ({
              Component: (await import('@/web/features/staff-portal/staff-portal-page')).StaffPortalPage,
            }),
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
