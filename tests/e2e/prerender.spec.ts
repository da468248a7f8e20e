import { expect, test } from '@playwright/test';
import { PUBLIC_PAGES } from '../../src/core/content/public-pages';

const base = () => process.env.E2E_BASE_URL!;

test.describe('prerendered public pages', () => {
  test('each public route answers HTML with its own title, description, canonical link, Open Graph tags and h1', async ({
    request,
  }) => {
    for (const page of PUBLIC_PAGES) {
      const res = await request.get(page.path);
      expect(res.status(), page.path).toBe(200);
      const html = await res.text();
      expect(html, page.path).toContain(
        `<title>${page.title.replaceAll('&', '&amp;')} | Solent Golf Academy</title>`,
      );
      expect(html, page.path).toContain(
        `<meta name="description" content="${page.description.replaceAll('&', '&amp;')}"`,
      );
      expect(html, page.path).toContain(
        `<link rel="canonical" href="${base()}${page.canonical ?? page.path}"`,
      );
      expect(html, page.path).toContain(
        `<meta property="og:url" content="${base()}${page.canonical ?? page.path}"`,
      );
      expect(html, page.path).toMatch(/<meta property="og:title" content="[^"]+"/);
      expect(html, page.path).toMatch(/<h1[^>]*>.+?<\/h1>/s);
      expect(html.match(/<h1[\s>]/g), `${page.path}: one h1`).toHaveLength(1);
      expect(html, page.path).not.toContain('__APP_URL__');
      // No executable inline script: only the module entry, JSON-LD and the settings data block.
      const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1]!);
      for (const attributes of inline)
        expect(attributes, page.path).toMatch(/type="application\/(ld\+)?json"/);
    }
  });

  test('pages hydrate without errors or CSP violations, and navigation keeps working', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') problems.push(`${page.url()}: ${msg.text()}`);
    });
    page.on('pageerror', (err) => problems.push(`${page.url()}: ${err.message}`));
    for (const { path } of PUBLIC_PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    // The app has taken over: client-side navigation works from a prerendered page.
    await page.goto('/home');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Our Coaches' }).click();
    await expect(page).toHaveURL(/\/coaches$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Our Coaches/);
    expect(problems).toEqual([]);
  });

  test('the home page describes the academy as structured data with absolute addresses', async ({
    request,
  }) => {
    const html = await (await request.get('/home')).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) =>
      JSON.parse(m[1]!),
    );
    const academy = blocks.find((b) => b['@type'] === 'SportsActivityLocation');
    expect(academy).toMatchObject({
      name: 'Solent Golf Academy',
      url: `${base()}/home`,
      telephone: '+447700900461',
      address: { postalCode: 'SO31 4QA', addressCountry: 'GB' },
    });
    expect(blocks.some((b) => b['@type'] === 'FAQPage')).toBe(true);
  });

  test('robots.txt keeps the portals out and the sitemap lists every indexed page', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Disallow: /student-portal');
    expect(robots).toContain('Disallow: /staff-portal');
    expect(robots).toContain(`Sitemap: ${base()}/sitemap.xml`);
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.headers()['content-type']).toContain('application/xml');
    const xml = await sitemap.text();
    for (const page of PUBLIC_PAGES.filter((p) => p.indexed))
      expect(xml).toContain(`<loc>${base()}${page.path}</loc>`);
    expect(xml).not.toContain('/student-portal');
  });
});
