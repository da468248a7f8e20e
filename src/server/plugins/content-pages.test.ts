import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { contentPages, withBody } from './content-pages';

const PAGE = [
  '<!doctype html><html><head><title>Coaches</title></head><body>',
  '<div id="root"><main><div>Built content</div></main></div>',
  '<script type="application/json" id="site-config">{}</script></body></html>',
].join('');

describe('pages with the content staff edit', () => {
  it('puts a rendered body inside the root and keeps the rest of the page', () => {
    const page = withBody(PAGE, '<main><div>Edited content</div></main>');
    expect(page).toContain('<div id="root"><main><div>Edited content</div></main></div>');
    expect(page).not.toContain('Built content');
    expect(page).toContain('<title>Coaches</title>');
    expect(page).toContain('id="site-config"');
  });

  it('refuses a page with no root to render into', () => {
    expect(() => withBody('<html><body></body></html>', 'x')).toThrow(/no root/);
  });

  it('sends pages as built, without a data block, where there is no renderer', async () => {
    const pages = contentPages(
      { read: async () => ({ coaches: [], campDays: [], testimonials: {} }), paths: ['/coaches'] },
      Fastify({ logger: false }).log,
    );
    expect(await pages.page('/coaches', PAGE)).toBe(PAGE);
  });
});
