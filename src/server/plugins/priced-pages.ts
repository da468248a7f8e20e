import type { FastifyBaseLogger } from 'fastify';
import {
  CONTENT_PRICES,
  fillPriceTokens,
  PRICES_ELEMENT_ID,
  type PublicPrices,
} from '@/core/content/live-prices';

/**
 * Public pages with the server's prices in them: each prerendered page's price tokens filled, and the
 * figures written into the page for the browser's render to quote. Pages are filled once per set of
 * prices (a staff change makes a new set), so a visit costs a look-up, not a rewrite.
 */
export function pricedPages(read: (() => Promise<PublicPrices>) | undefined, log: FastifyBaseLogger) {
  let last: PublicPrices | undefined;
  // Each page's filled HTML with the HTML it was filled from: a page rendered anew (edited content) is
  // filled anew.
  let filled: { key: string; pages: Map<string, { source: string; page: string }> } | undefined;

  async function current(): Promise<PublicPrices> {
    if (!read) return CONTENT_PRICES;
    try {
      last = await read();
    } catch (err) {
      // The pages still answer while the database does not: with the last prices read, or the content's.
      log.error({ err }, 'could not read the public prices');
    }
    return last ?? CONTENT_PRICES;
  }

  return {
    async page(key: string, html: string): Promise<string> {
      const prices = await current();
      const setKey = JSON.stringify(prices);
      if (filled?.key !== setKey) filled = { key: setKey, pages: new Map() };
      const known = filled.pages.get(key);
      if (known?.source === html) return known.page;
      // A data block, not a script: the CSP does not run it, and it holds only whole numbers.
      const block = `<script type="application/json" id="${PRICES_ELEMENT_ID}">${setKey}</script>`;
      const page = fillPriceTokens(html, prices).replace('</body>', `${block}</body>`);
      filled.pages.set(key, { source: html, page });
      return page;
    },
  };
}
