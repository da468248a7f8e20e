import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { PublicPrices } from '@/core/content/live-prices';
import { CONTENT_PAGE_PATHS, PUBLIC_PAGES } from '@/core/content/public-pages';
import { APP_PAGE_PATHS, isKnownPagePath } from '@/core/content/site-routes';
import type { PublicContent } from '@/core/contracts/public-content';
import { SITE_CONFIG_ELEMENT_ID, type SiteConfig } from '@/core/contracts/site-config';
import { contentPages, type RenderPage } from './content-pages';
import { pricedPages } from './priced-pages';

interface WebOptions {
  webRoot: string | undefined;
  appUrl: string;
  siteConfig: SiteConfig;
  /** The prices the pages quote, from the server's records (remembered briefly by the caller). */
  prices?: () => Promise<PublicPrices>;
  /** The content staff edit (coach profiles, camp days), remembered briefly by the caller. */
  content?: () => Promise<PublicContent>;
  /** The build's page renderer, for the pages that show that content; absent without a build. */
  renderPage?: RenderPage;
}

/** Every prerendered page under the web root, keyed by its path ('/home' ← home/index.html). */
function loadPages(root: string): Map<string, string> {
  const pages = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory() && entry.name !== 'assets' && entry.name !== 'media')
        walk(path.join(dir, entry.name));
      else if (entry.name === 'index.html') {
        const rel = path.relative(root, dir).split(path.sep).join('/');
        pages.set(rel ? `/${rel}` : '/', readFileSync(path.join(dir, entry.name), 'utf8'));
      }
    }
  };
  walk(root);
  return pages;
}

/**
 * Serves the built web app. Public pages are the prerendered HTML (absolute URLs and the run-time site
 * settings filled in at start); portals and unknown paths get the app shell (404 status for unknown
 * ones). Hashed assets are cached for a year; pages are revalidated. Paths under /api and /assets and
 * paths with a file extension never get HTML.
 */
export const webPlugin = fp<WebOptions>(
  async (app: FastifyInstance, opts) => {
    const root = opts.webRoot && existsSync(path.join(opts.webRoot, 'index.html')) ? opts.webRoot : undefined;
    // The JSON is a data block, not a script: the CSP does not run it, and `<` is escaped so no value can
    // close the element.
    const configBlock = `<script type="application/json" id="${SITE_CONFIG_ELEMENT_ID}">${JSON.stringify(
      opts.siteConfig,
    ).replaceAll('<', '\\u003c')}</script>`;
    const finish = (html: string) =>
      html.replaceAll('__APP_URL__', opts.appUrl).replace('</body>', `${configBlock}</body>`);

    const pages = new Map<string, string>();
    let shell: string | undefined;
    if (root) {
      for (const [pagePath, html] of loadPages(root)) pages.set(pagePath, finish(html));
      const shellFile = path.join(root, 'app-shell.html');
      shell = finish(readFileSync(existsSync(shellFile) ? shellFile : path.join(root, 'index.html'), 'utf8'));
      await app.register(fastifyStatic, {
        root,
        wildcard: false,
        index: false,
        // The build writes .br and .gz beside each asset.
        preCompressed: true,
        // Pages are answered below, with their settings filled in.
        allowedPath: (pathName) => !pathName.endsWith('.html') && !pathName.startsWith('/.vite'),
        setHeaders(res, filePath) {
          res.header(
            'cache-control',
            filePath.includes(`${path.sep}assets${path.sep}`)
              ? 'public, max-age=31536000, immutable'
              : 'public, max-age=3600',
          );
        },
      });
    }

    app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
      reply.type('text/plain; charset=utf-8');
      return [
        'User-agent: *',
        'Disallow: /student-portal',
        'Disallow: /staff-portal',
        'Disallow: /reset-password',
        'Disallow: /account-deletion',
        'Disallow: /confirm-email',
        'Disallow: /booking/cancel',
        'Disallow: /booking/checkout-cancelled',
        'Disallow: /waiting-list',
        'Disallow: /email-preferences',
        'Disallow: /api/',
        '',
        `Sitemap: ${opts.appUrl}/sitemap.xml`,
        '',
      ].join('\n');
    });

    app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
      reply.type('application/xml; charset=utf-8');
      const urls = PUBLIC_PAGES.filter((p) => p.indexed)
        .map((p) => `  <url><loc>${opts.appUrl}${p.path}</loc></url>`)
        .join('\n');
      return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
    });

    const priced = pricedPages(opts.prices, app.log);
    const renderPage = opts.renderPage;
    const edited = contentPages(
      {
        read: opts.content,
        // A rendered body's absolute addresses (structured data) get the run-time address, as the built
        // pages' did at start.
        render: renderPage
          ? async (pagePath, content) =>
              (await renderPage(pagePath, content)).replaceAll('__APP_URL__', opts.appUrl)
          : undefined,
        paths: CONTENT_PAGE_PATHS,
      },
      app.log,
    );
    const pageFor = async (key: string, html: string) => priced.page(key, await edited.page(key, html));
    // The first render of a page loads its code into the renderer; done at start, the first visitor does
    // not wait for it. Without content, so nothing is read from the database before it is ready.
    app.addHook('onReady', async () => {
      const render = renderPage;
      if (!render) return;
      for (const pagePath of CONTENT_PAGE_PATHS) {
        render(pagePath, null).catch((err: unknown) => app.log.warn({ err }, `could not render ${pagePath}`));
      }
    });
    // Every known page is a route of its own, so it gets compression and the other per-route hooks.
    const sendPage =
      (pagePath: string, html: string) => async (_request: FastifyRequest, reply: FastifyReply) =>
        reply
          .header('cache-control', 'no-cache')
          .type('text/html; charset=utf-8')
          .send(await pageFor(pagePath, html));
    if (shell) {
      const appShell = shell;
      for (const [pagePath, html] of pages)
        app.get(pagePath, { schema: { hide: true } }, sendPage(pagePath, html));
      for (const pagePath of APP_PAGE_PATHS) {
        if (!pages.has(pagePath)) app.get(pagePath, { schema: { hide: true } }, sendPage('shell', appShell));
      }
    }

    app.setNotFoundHandler(async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      if (pathname.startsWith('/api/') || pathname === '/api') {
        return reply.status(404).send({ message: `No API route matches ${request.method} ${pathname}` });
      }
      const wantsPage =
        (request.method === 'GET' || request.method === 'HEAD') && !/\.[a-z0-9]+$/i.test(pathname);
      if (!shell || !wantsPage || pathname.startsWith('/assets/')) {
        return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
      }
      const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
      const prerendered = pages.get(normalised);
      return reply
        .status(prerendered || isKnownPagePath(normalised) ? 200 : 404)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(await pageFor(prerendered ? normalised : 'shell', prerendered ?? shell));
    });
  },
  { name: 'web' },
);
