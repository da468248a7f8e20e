import { PassThrough } from 'node:stream';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppRoutes, loadPage, pageSource, publicRouteFor } from './app/router';

/**
 * Renders one public page to HTML at build time (see scripts/prerender.mjs). The page's module is
 * loaded first, so nothing suspends and the output carries no inline script. Returns the page's source
 * file too, so its chunk can be preloaded.
 */
export async function renderPage(pathname: string): Promise<{ html: string; sources: string[] }> {
  const route = publicRouteFor(pathname);
  await loadPage(route);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouter location={pathname}>
        <AppRoutes />
      </StaticRouter>
    </StrictMode>,
    // Never outline a large Suspense boundary behind a reveal script: the page is complete HTML.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude.pipe(new PassThrough())) chunks.push(Buffer.from(chunk));
  return { html: Buffer.concat(chunks).toString('utf8'), sources: [pageSource(route)] };
}

export { documentTitle, PUBLIC_PAGES } from '@/core/content/public-pages';
