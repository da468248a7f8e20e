import './prerender-prices';
import { PassThrough } from 'node:stream';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppRoutes, loadPage, publicRouteFor } from './app/router';

/**
 * Renders one public page to HTML at build time (see scripts/prerender.mjs). The page's module is
 * loaded first, so nothing suspends and the output carries no inline script.
 */
export async function renderPage(pathname: string): Promise<string> {
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
  return Buffer.concat(chunks).toString('utf8');
}

export { documentTitle, PUBLIC_PAGES } from '@/core/content/public-pages';
