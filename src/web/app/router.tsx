import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppRoot } from './app-root';
import { PublicLayout } from './layouts/public-layout';
import { PageLoading } from './page-loading';
import { RootErrorPage, RouteErrorPage } from './route-error-page';

const publicPages = import.meta.glob<Record<string, ComponentType>>('../features/public/pages/*-page.tsx');

/** The source file of a lazy route, so the prerender can preload the page's chunk. */
export const LAZY_SOURCE = Symbol('lazy source');

/** A route whose page component lives in its own chunk: `page('home-page', 'HomePage')`. */
function page(file: string, name: string) {
  const load = publicPages[`../features/public/pages/${file}.tsx`];
  if (!load) throw new Error(`No page module ${file}`);
  const lazy = async () => ({ Component: (await load())[name] });
  return Object.assign(lazy, { [LAZY_SOURCE]: `src/web/features/public/pages/${file}.tsx` });
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
              { index: true, lazy: page('home-page', 'HomePage') },
              { path: 'home', lazy: page('home-page', 'HomePage') },
              {
                path: 'welcome',
                lazy: page('welcome-page', 'WelcomePage'),
              },
              {
                path: 'programs',
                lazy: page('programs-page', 'ProgramsPage'),
              },
              {
                path: 'aboutus',
                lazy: page('about-page', 'AboutPage'),
              },
              {
                path: 'coaches',
                lazy: page('coaches-page', 'CoachesPage'),
              },
              {
                path: 'summer-academy',
                lazy: page('camps-page', 'CampsPage'),
              },
              {
                path: 'golf-camps',
                lazy: page('camps-page', 'CampsPage'),
              },
              {
                path: 'junior-lessons',
                lazy: page('junior-lessons-page', 'JuniorLessonsPage'),
              },
              {
                path: 'adult-lessons',
                lazy: page('adult-lessons-page', 'AdultLessonsPage'),
              },
              {
                path: 'development-squad',
                lazy: page('development-squad-page', 'DevelopmentSquadPage'),
              },
              {
                path: 'payment-success',
                lazy: page('payment-success-page', 'PaymentSuccessPage'),
              },
              {
                path: 'booking-comparison',
                lazy: page('booking-comparison-page', 'BookingComparisonPage'),
              },
              {
                path: 'custom-booking',
                lazy: page('custom-booking-page', 'CustomBookingPage'),
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
                lazy: page('not-found-page', 'NotFoundPage'),
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
