// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SITE_PAGES } from '@/core/content/site-pages';
import { PUBLIC_ROUTES, publicRouteFor } from './router';

describe('the public routes', () => {
  it('are the page registry’s pages with a module, then not-found', () => {
    const expected = SITE_PAGES.filter((p) => 'page' in p).map((p) => p.path.slice(1));
    expect(expected.length).toBe(21);
    expect(PUBLIC_ROUTES.map((r) => r.path)).toEqual([...expected, '*']);
    expect(publicRouteFor('/coaches/').name).toBe('CoachesPage');
    expect(publicRouteFor('/nowhere').name).toBe('NotFoundPage');
  });
});
