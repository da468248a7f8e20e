import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { documentTitleFor, PAGE_TITLES } from './page-titles';
import { PUBLIC_PAGES } from './public-pages';
import { SITE_PAGES } from './site-pages';
import { APP_PAGE_PATHS, isKnownPagePath, PUBLIC_PAGE_PATHS } from './site-routes';

const pagesDir = path.resolve(import.meta.dirname, '../../web/features/public/pages');

describe('the page registry', () => {
  it('lists each path once', () => {
    const paths = SITE_PAGES.map((p) => p.path);
    expect(paths.length).toBeGreaterThan(15);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('every public page has a title, a description and a page module; app pages have no title', () => {
    const publicPages = SITE_PAGES.filter((p) => p.kind === 'public');
    expect(publicPages.length).toBe(14);
    expect(PUBLIC_PAGES.map((p) => p.path)).toEqual(publicPages.map((p) => p.path));
    for (const meta of PUBLIC_PAGES) {
      expect(meta.title, meta.path).toBe(PAGE_TITLES[meta.path]);
      expect(meta.description.length, meta.path).toBeGreaterThan(40);
      expect(documentTitleFor(meta.path === '/' ? '/' : `${meta.path}/`)).toBe(
        `${meta.title} | Solent Golf Academy`,
      );
    }
    for (const page of SITE_PAGES.filter((p) => p.kind === 'app')) {
      expect(PAGE_TITLES[page.path]).toBeUndefined();
    }
  });

  it('names page modules that exist and export the named component', () => {
    const withModule = SITE_PAGES.flatMap((p) => ('page' in p ? [p.page] : []));
    expect(withModule.length).toBe(21);
    for (const page of withModule) {
      const file = path.join(pagesDir, `${page.file}.tsx`);
      expect(existsSync(file), file).toBe(true);
      expect(readFileSync(file, 'utf8')).toMatch(new RegExp(`export function ${page.name}\\b`));
    }
  });

  it('is what the server knows: every registry path is a page, anything else is not', () => {
    expect([...PUBLIC_PAGE_PATHS, ...APP_PAGE_PATHS].sort()).toEqual(SITE_PAGES.map((p) => p.path).sort());
    for (const page of SITE_PAGES) expect(isKnownPagePath(page.path), page.path).toBe(true);
    expect(isKnownPagePath('/no-such-page')).toBe(false);
  });
});
