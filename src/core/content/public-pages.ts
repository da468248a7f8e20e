import { academy } from './academy';
import { price } from './live-prices';
import { PAGE_TITLES } from './page-titles';
import { normalisePagePath, type PublicPagePath, SITE_PAGES } from './site-pages';

export interface PublicPageMeta {
  path: string;
  /** The page's own part of the title: '<title> | Solent Golf Academy'. */
  title: string;
  description: string;
  /** The path search engines should treat as the original (same page under two paths). */
  canonical?: string;
  /** Listed in the sitemap. */
  indexed: boolean;
}

type PageDescription = Omit<PublicPageMeta, 'path' | 'title'>;

/**
 * The description of every public page of the page registry (the type makes a missing one a compile
 * error): the prerender writes it into each page's head, and the sitemap lists the indexed pages.
 */
const DESCRIPTIONS: Record<PublicPagePath, PageDescription> = {
  '/home': {
    description: `PGA coaching for juniors aged 5 to 17 and adults at ${academy.venue.name}: group lessons, a Friday development squad, half-term camps, 1:1 coaching and memberships.`,
    indexed: true,
  },
  '/': {
    description: `PGA coaching for juniors aged 5 to 17 and adults at ${academy.venue.name}: group lessons, a Friday development squad, half-term camps, 1:1 coaching and memberships.`,
    canonical: '/home',
    indexed: false,
  },
  '/welcome': {
    description: `${academy.name}: junior and adult golf coaching on the south coast of England.`,
    canonical: '/home',
    indexed: false,
  },
  '/programs': {
    description:
      'A year-round pathway for juniors aged 6 to 18+: Foundation, Development, Performance and Elite phases with PGA professionals, measurable progress and monthly memberships.',
    indexed: true,
  },
  '/development-squad': {
    description: `Four one-hour group lessons every Friday, 4-5pm or 5-6pm, at most four children per class, for ages 5 to 17. ${price('squadMonth')} a month.`,
    indexed: true,
  },
  '/summer-academy': {
    description: `Four-hour half-term golf camps for ages 8 and up in our indoor simulator studio: ${price('campDay')} a day, at most six golfers, book one day or several.`,
    indexed: true,
  },
  '/golf-camps': {
    description: `Four-hour half-term golf camps for ages 8 and up in our indoor simulator studio: ${price('campDay')} a day, at most six golfers, book one day or several.`,
    canonical: '/summer-academy',
    indexed: false,
  },
  '/junior-lessons': {
    description: `Fun, structured group golf lessons for ages 5 to 17 with a PGA professional: ${price('juniorGroupHour')} an hour, at most six juniors per group, taster sessions available.`,
    indexed: true,
  },
  '/adult-lessons': {
    description: `Private golf coaching for adults built around your game, from ${price('adultHour')} an hour, with launch-monitor data, video feedback and monthly memberships.`,
    indexed: true,
  },
  '/aboutus': {
    description: `Who we are and how we coach: the ${academy.name} pathway for golfers aged 5 to 17 and beyond, and our values of excellence, integrity and community.`,
    indexed: true,
  },
  '/coaches': {
    description: `Meet the founders of ${academy.name}: PGA professionals coaching juniors and adults, with mentor programmes and a 6 x 60 minute lesson course.`,
    indexed: true,
  },
  '/payment-success': {
    description: 'Your booking is confirmed. What happens next, and how to reach us.',
    indexed: false,
  },
  '/booking-comparison': {
    description: 'Our own booking widget and the embedded scheduling widget side by side.',
    indexed: false,
  },
  '/custom-booking': {
    description: 'Book a lesson in three steps: choose a service, pick a date and time, and confirm.',
    indexed: false,
  },
};

/** Title and description of every public page, in the registry's order. */
export const PUBLIC_PAGES: PublicPageMeta[] = SITE_PAGES.flatMap((page) =>
  page.kind === 'public'
    ? [{ path: page.path, title: PAGE_TITLES[page.path]!, ...DESCRIPTIONS[page.path] }]
    : [],
);

export function pageMetaFor(pathname: string): PublicPageMeta | undefined {
  const normalised = normalisePagePath(pathname);
  return PUBLIC_PAGES.find((p) => p.path === normalised);
}

export function documentTitle(meta: PublicPageMeta | undefined): string {
  return meta ? `${meta.title} | ${academy.name}` : academy.name;
}

/**
 * The pages that show content staff edit (coach profiles, the camp's days, testimonials): the server renders these
 * per request from its records, remembered briefly, instead of sending the build's HTML.
 */
export const CONTENT_PAGE_PATHS: readonly PublicPagePath[] = [
  '/',
  '/home',
  '/coaches',
  '/summer-academy',
  '/golf-camps',
  '/junior-lessons',
  '/adult-lessons',
  '/development-squad',
];
