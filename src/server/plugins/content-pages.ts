import type { FastifyBaseLogger } from 'fastify';
import { CONTENT_ELEMENT_ID } from '@/core/content/public-content';
import type { PublicContent } from '@/core/contracts/public-content';

/** Renders a public page's body with the given content: the build's SSR bundle (`dist/ssr`). */
export type RenderPage = (pathname: string, content: PublicContent | null) => Promise<string>;

const ROOT_OPEN = '<div id="root">';

/** The page with its root's HTML replaced: the root closes at the last `</div>` before `</body>`. */
export function withBody(html: string, body: string): string {
  const start = html.indexOf(ROOT_OPEN);
  const end = html.lastIndexOf('</div>', html.indexOf('</body>'));
  if (start < 0 || end < start) throw new Error('page has no root element to render into');
  return `${html.slice(0, start + ROOT_OPEN.length)}${body}${html.slice(end)}`;
}

/**
 * Pages with the content staff edit in them. The pages that show it (`CONTENT_PAGE_PATHS`) are rendered
 * with the server's records, so their HTML carries the edited words for crawlers and the first paint;
 * every page carries the same content as a JSON data block, so the browser renders what the HTML says
 * and a move to one of those pages in the app shows it too. Each page is rendered once per version of
 * the content (the content is read with the public listings and forgotten with them).
 *
 * Without a renderer (tests without a build) or before the first read succeeds, pages go as built and
 * without the block, which still agree with the browser's render (both use the pages' own content).
 */
export function contentPages(
  options: {
    read?: () => Promise<PublicContent>;
    render?: RenderPage;
    paths: readonly string[];
  },
  log: FastifyBaseLogger,
) {
  const { read, render } = options;
  const contentPaths = new Set(options.paths);
  let last: PublicContent | undefined;
  let rendered: { key: string; pages: Map<string, string> } | undefined;

  async function current(): Promise<PublicContent | undefined> {
    if (!read || !render) return undefined;
    try {
      last = await read();
    } catch (err) {
      // The pages still answer while the database does not: with the last content read, or as built.
      log.error({ err }, 'could not read the public content');
    }
    return last;
  }

  return {
    async page(key: string, html: string): Promise<string> {
      const content = await current();
      if (!content || !render) return html;
      // `<` escaped so no value can close the element; a data block, so the CSP does not run it.
      const setKey = JSON.stringify(content).replaceAll('<', '\\u003c');
      if (rendered?.key !== setKey) rendered = { key: setKey, pages: new Map() };
      let page = rendered.pages.get(key);
      if (page === undefined) {
        const block = `<script type="application/json" id="${CONTENT_ELEMENT_ID}">${setKey}</script>`;
        const body = contentPaths.has(key) ? withBody(html, await render(key, content)) : html;
        page = body.replace('</body>', `${block}</body>`);
        rendered.pages.set(key, page);
      }
      return page;
    },
  };
}
