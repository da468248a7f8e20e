/**
 * Every page the web app answers, written once. The router, the server's known paths (a real 404 for any
 * other), the document titles, the prerender and the sitemap are all derived from this list.
 *
 * `page` names the module under `src/web/features/public/pages` and its exported component, for pages the
 * public layout renders; the portals have their own layouts. Public pages have a title and are prerendered;
 * app pages (opened from an e-mailed link, or the portals) are not.
 */
export interface SitePage {
  path: `/${string}`;
  kind: 'public' | 'app';
  /** The page's own part of the title: '<title> | Solent Golf Academy' (public pages). */
  title?: string;
  page?: { file: `${string}-page`; name: string };
}

export const SITE_PAGES = [
  {
    path: '/',
    kind: 'public',
    title: 'Junior & Adult Golf Coaching in Southampton',
    page: { file: 'home-page', name: 'HomePage' },
  },
  {
    path: '/home',
    kind: 'public',
    title: 'Junior & Adult Golf Coaching in Southampton',
    page: { file: 'home-page', name: 'HomePage' },
  },
  { path: '/welcome', kind: 'public', title: 'Welcome', page: { file: 'welcome-page', name: 'WelcomePage' } },
  {
    path: '/programs',
    kind: 'public',
    title: 'Elite Junior Academy',
    page: { file: 'programs-page', name: 'ProgramsPage' },
  },
  { path: '/aboutus', kind: 'public', title: 'About Us', page: { file: 'about-page', name: 'AboutPage' } },
  {
    path: '/coaches',
    kind: 'public',
    title: 'Our Coaches',
    page: { file: 'coaches-page', name: 'CoachesPage' },
  },
  {
    path: '/summer-academy',
    kind: 'public',
    title: 'Half-Term Golf Camps',
    page: { file: 'camps-page', name: 'CampsPage' },
  },
  {
    path: '/golf-camps',
    kind: 'public',
    title: 'Half-Term Golf Camps',
    page: { file: 'camps-page', name: 'CampsPage' },
  },
  {
    path: '/junior-lessons',
    kind: 'public',
    title: 'Junior Group Lessons',
    page: { file: 'junior-lessons-page', name: 'JuniorLessonsPage' },
  },
  {
    path: '/adult-lessons',
    kind: 'public',
    title: 'Elite Adult 1:1 Coaching',
    page: { file: 'adult-lessons-page', name: 'AdultLessonsPage' },
  },
  {
    path: '/development-squad',
    kind: 'public',
    title: 'Junior Development Squad',
    page: { file: 'development-squad-page', name: 'DevelopmentSquadPage' },
  },
  {
    path: '/payment-success',
    kind: 'public',
    title: 'Payment Successful',
    page: { file: 'payment-success-page', name: 'PaymentSuccessPage' },
  },
  {
    path: '/booking-comparison',
    kind: 'public',
    title: 'Booking Comparison',
    page: { file: 'booking-comparison-page', name: 'BookingComparisonPage' },
  },
  {
    path: '/custom-booking',
    kind: 'public',
    title: 'Custom Booking System',
    page: { file: 'custom-booking-page', name: 'CustomBookingPage' },
  },
  { path: '/reset-password', kind: 'app', page: { file: 'reset-password-page', name: 'ResetPasswordPage' } },
  {
    path: '/account-deletion',
    kind: 'app',
    page: { file: 'account-deletion-page', name: 'AccountDeletionPage' },
  },
  { path: '/confirm-email', kind: 'app', page: { file: 'confirm-email-page', name: 'ConfirmEmailPage' } },
  { path: '/booking/cancel', kind: 'app', page: { file: 'booking-cancel-page', name: 'BookingCancelPage' } },
  // A customer's private link to their place on a full camp day's waiting list, and any offer of one.
  {
    path: '/waiting-list',
    kind: 'app',
    page: { file: 'waiting-list-place-page', name: 'WaitingListPlacePage' },
  },
  // A news e-mail's unsubscribe link: says what it stops, and stops it at the press of a button.
  {
    path: '/email-preferences',
    kind: 'app',
    page: { file: 'email-preferences-page', name: 'EmailPreferencesPage' },
  },
  {
    path: '/booking/checkout-cancelled',
    kind: 'app',
    page: { file: 'checkout-cancelled-page', name: 'CheckoutCancelledPage' },
  },
  { path: '/student-portal', kind: 'app' },
  // A family invitation (a second guardian, a junior's own login): the Student Portal's own page.
  { path: '/portal/invitation', kind: 'app' },
  // A student's membership, and where Stripe's Checkout and customer portal send people back to.
  { path: '/portal/membership', kind: 'app' },
  { path: '/staff-portal', kind: 'app' },
] as const satisfies readonly SitePage[];

type Page = (typeof SITE_PAGES)[number];
export type PublicPagePath = Extract<Page, { kind: 'public' }>['path'];

/** A pathname without its trailing slashes ('/' stays '/'). */
export function normalisePagePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}
