import './prerender-prices';
import { PassThrough } from 'node:stream';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import type { PublicContent } from '@/core/contracts/public-content';
import { AppRoutes, loadPage, publicRouteFor } from './app/router';
import { PublicContentProvider } from './lib/public-content';

/**
 * Renders one public page to HTML: at build time without content (see scripts/prerender.mjs), and by the
 * server for the pages that show what staff edit, with the content it read. The page's module is loaded
 * first, so nothing suspends and the output carries no inline script.
 */
export async function renderPage(pathname: string, content: PublicContent | null = null): Promise<string> {
  const route = publicRouteFor(pathname);
  await loadPage(route);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <PublicContentProvider content={content}>
        <StaticRouter location={pathname}>
          <AppRoutes />
        </StaticRouter>
      </PublicContentProvider>
    </StrictMode>,
    // Never outline a large Suspense boundary behind a reveal script: the page is complete HTML.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude.pipe(new PassThrough())) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

export { CONTENT_PAGE_PATHS, documentTitle, PUBLIC_PAGES } from '@/core/content/public-pages';
