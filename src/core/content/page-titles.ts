import { academy } from './academy';
import { normalisePagePath, SITE_PAGES } from './site-pages';

/**
 * The title of every public page, from the one page registry. Kept apart from the descriptions
 * (public-pages.ts) because the browser needs only these, to set the title as the visitor moves between pages.
 */
export const PAGE_TITLES: Record<string, string> = Object.fromEntries(
  SITE_PAGES.flatMap((p) => ('title' in p ? [[p.path, p.title]] : [])),
);

/** '<page> | Solent Golf Academy' for a public path; undefined for any other path. */
export function documentTitleFor(pathname: string): string | undefined {
  const title = PAGE_TITLES[normalisePagePath(pathname)];
  return title ? `${title} | ${academy.name}` : undefined;
}
