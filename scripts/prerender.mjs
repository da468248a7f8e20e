// Writes every public page as static HTML (dist/web/<path>/index.html) from the SSR bundle, with its
// title, description, canonical link and Open Graph tags. Absolute URLs are written as __APP_URL__,
// which the server replaces with APP_URL at start, since the public address is a run-time setting.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const WEB = 'dist/web';
const ssr = await import(pathToFileURL(path.resolve('dist/ssr/entry-server.js')).href);
const { PUBLIC_PAGES, documentTitle } = ssr;

const built = await readFile(path.join(WEB, 'index.html'), 'utf8');
// The two faces every page uses start downloading with the HTML instead of after the CSS.
const cssFile = /href="\/(assets\/[^"]+\.css)"/.exec(built)?.[1];
const css = cssFile ? await readFile(path.join(WEB, cssFile), 'utf8') : '';
const fontPreloads = [
  ...new Set(css.match(/\/assets\/(?:inter|fraunces)-latin-wght-normal-[^)"']+\.woff2/g) ?? []),
]
  .map((href) => `<link rel="preload" as="font" type="font/woff2" href="${href}" crossorigin>`)
  .join('\n    ');
const template = built.replace('<script type="module"', `${fontPreloads}\n    <script type="module"`);
// Portals and unknown paths are rendered in the browser from the untouched shell.
await writeFile(path.join(WEB, 'app-shell.html'), template);

const escapeHtml = (s) =>
  s.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

function head(page) {
  const title = escapeHtml(documentTitle(page));
  const description = escapeHtml(page.description);
  const url = `__APP_URL__${page.canonical ?? page.path}`;
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<link rel="canonical" href="${url}" />`,
    '<meta property="og:type" content="website" />',
    '<meta property="og:site_name" content="Solent Golf Academy" />',
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url}" />`,
    '<meta property="og:locale" content="en_GB" />',
    '<meta name="twitter:card" content="summary" />',
    ...(page.indexed ? [] : ['<meta name="robots" content="noindex" />']),
  ].join('\n    ');
}

let count = 0;
for (const page of PUBLIC_PAGES) {
  const body = await ssr.renderPage(page.path);
  if (/<script(?![^>]*type="application\/ld\+json")/i.test(body)) {
    throw new Error(
      `${page.path}: prerendered HTML contains an executable inline script (the CSP forbids it)`,
    );
  }
  const headPattern = /<title>[\s\S]*?<\/title>\s*<meta name="description"[^>]*>/;
  if (!headPattern.test(template))
    throw new Error('index.html must have <title> then <meta name="description">');
  // React writes the hero image's preload where it renders; at the top of the head, the browser fetches
  // the page's largest image before its scripts and fonts.
  const heroPreloads = body.match(/<link rel="preload" as="image"[^>]*fetchPriority="high"[^>]*\/>/g) ?? [];
  const html = template
    .replace(headPattern, head(page))
    .replace('<meta name="viewport"', `${heroPreloads.join('')}\n    <meta name="viewport"`)
    .replace('<div id="root"></div>', `<div id="root">${body}</div>`);
  const file = page.path === '/' ? path.join(WEB, 'index.html') : path.join(WEB, page.path, 'index.html');
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, html);
  count++;
}
// dist/ssr stays: the server renders the pages that show edited content with it (CONTENT_PAGE_PATHS).
console.info(`prerendered ${count} public pages`);
