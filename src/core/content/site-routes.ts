import { normalisePagePath, SITE_PAGES } from './site-pages';

/**
 * The page paths the web app answers, from the one page registry. The server uses them to answer unknown
 * paths with a real 404 (the app still renders its not-found page).
 */
export const PUBLIC_PAGE_PATHS: readonly string[] = SITE_PAGES.filter((p) => p.kind === 'public').map(
  (p) => p.path,
);

export const APP_PAGE_PATHS: readonly string[] = SITE_PAGES.filter((p) => p.kind === 'app').map(
  (p) => p.path,
);

const KNOWN = new Set<string>(SITE_PAGES.map((p) => p.path));

export function isKnownPagePath(pathname: string): boolean {
  return KNOWN.has(normalisePagePath(pathname));
}
