/**
 * Every page path the web app answers. The server uses it to answer unknown paths with a real 404
 * (the app still renders its not-found page), and the prerender and sitemap will use the public ones.
 */
export const PUBLIC_PAGE_PATHS = [
  '/',
  '/home',
  '/welcome',
  '/programs',
  '/aboutus',
  '/coaches',
  '/summer-academy',
  '/golf-camps',
  '/junior-lessons',
  '/adult-lessons',
  '/development-squad',
  '/payment-success',
  '/booking-comparison',
  '/custom-booking',
] as const;

export const APP_PAGE_PATHS = [
  '/student-portal',
  '/staff-portal',
  '/reset-password',
  '/account-deletion',
  '/confirm-email',
  '/booking/cancel',
] as const;

const KNOWN = new Set<string>([...PUBLIC_PAGE_PATHS, ...APP_PAGE_PATHS]);

export function isKnownPagePath(pathname: string): boolean {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return KNOWN.has(normalised);
}
