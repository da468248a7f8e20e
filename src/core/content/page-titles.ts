import { academy } from './academy';

/**
 * The title of every public page. Kept apart from the descriptions (public-pages.ts) because the
 * browser needs only these, to set the title as the visitor moves between pages.
 */
export const PAGE_TITLES: Record<string, string> = {
  '/home': 'Junior & Adult Golf Coaching in Southampton',
  '/': 'Junior & Adult Golf Coaching in Southampton',
  '/welcome': 'Welcome',
  '/programs': 'Elite Junior Academy',
  '/development-squad': 'Junior Development Squad',
  '/summer-academy': 'Half-Term Golf Camps',
  '/golf-camps': 'Half-Term Golf Camps',
  '/junior-lessons': 'Junior Group Lessons',
  '/adult-lessons': 'Elite Adult 1:1 Coaching',
  '/aboutus': 'About Us',
  '/coaches': 'Our Coaches',
  '/payment-success': 'Payment Successful',
  '/booking-comparison': 'Booking Comparison',
  '/custom-booking': 'Custom Booking System',
};

/** '<page> | Solent Golf Academy' for a public path; undefined for any other path. */
export function documentTitleFor(pathname: string): string | undefined {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const title = PAGE_TITLES[normalised];
  return title ? `${title} | ${academy.name}` : undefined;
}
