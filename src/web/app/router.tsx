import { createBrowserRouter, type RouteObject } from 'react-router';
import { AboutPage } from '@/web/features/public/pages/about-page';
import { AdultLessonsPage } from '@/web/features/public/pages/adult-lessons-page';
import { BookingComparisonPage } from '@/web/features/public/pages/booking-comparison-page';
import { CampsPage } from '@/web/features/public/pages/camps-page';
import { CoachesPage } from '@/web/features/public/pages/coaches-page';
import { CustomBookingPage } from '@/web/features/public/pages/custom-booking-page';
import { DevelopmentSquadPage } from '@/web/features/public/pages/development-squad-page';
import { HomePage } from '@/web/features/public/pages/home-page';
import { JuniorLessonsPage } from '@/web/features/public/pages/junior-lessons-page';
import { NotFoundPage } from '@/web/features/public/pages/not-found-page';
import { PaymentSuccessPage } from '@/web/features/public/pages/payment-success-page';
import { ProgramsPage } from '@/web/features/public/pages/programs-page';
import { AppRoot } from './app-root';
import { PublicLayout } from './layouts/public-layout';
import { PageLoading } from './page-loading';
import { RootErrorPage, RouteErrorPage } from './route-error-page';

/**
 * Every route of the web app. Public pages ship in the main bundle; the two portals (with their layout and
 * the toast region) and the reset-password form (which needs zod and react-hook-form) are split out with
 * `lazy`, so a public page never loads them.
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
              { index: true, Component: HomePage },
              { path: 'home', Component: HomePage },
              { path: 'programs', Component: ProgramsPage },
              { path: 'aboutus', Component: AboutPage },
              { path: 'coaches', Component: CoachesPage },
              { path: 'summer-academy', Component: CampsPage },
              { path: 'golf-camps', Component: CampsPage },
              { path: 'junior-lessons', Component: JuniorLessonsPage },
              { path: 'adult-lessons', Component: AdultLessonsPage },
              { path: 'development-squad', Component: DevelopmentSquadPage },
              { path: 'payment-success', Component: PaymentSuccessPage },
              { path: 'booking-comparison', Component: BookingComparisonPage },
              { path: 'custom-booking', Component: CustomBookingPage },
              {
                path: 'reset-password',
                lazy: async () => ({
                  Component: (await import('@/web/features/public/pages/reset-password-page'))
                    .ResetPasswordPage,
                }),
              },
              { path: '*', Component: NotFoundPage },
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
