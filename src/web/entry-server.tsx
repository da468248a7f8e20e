import { PassThrough } from 'node:stream';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import { LAZY_SOURCE, routes } from './app/router';

/**
 * Renders one public page to HTML at build time (see scripts/prerender.mjs). `prerenderToNodeStream`
 * waits for lazy routes and Suspense, and no hydration data is written, so the page carries no inline
 * script; the browser resolves the same route chunk before hydrating. Returns the source files of the
 * page's lazy routes, so their chunks can be preloaded.
 */
export async function renderPage(pathname: string): Promise<{ html: string; sources: string[] }> {
  const sources = (matchRoutes(routes, pathname) ?? [])
    .map(({ route }) => (route.lazy as { [LAZY_SOURCE]?: string } | undefined)?.[LAZY_SOURCE])
    .filter((s): s is string => Boolean(s));
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(pathname, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${pathname} redirected while prerendering`);
  if (context.errors)
    throw new Error(`${pathname} failed while prerendering: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude.pipe(new PassThrough())) chunks.push(Buffer.from(chunk));
  return { html: Buffer.concat(chunks).toString('utf8'), sources };
}

export { documentTitle, PUBLIC_PAGES } from '@/core/content/public-pages';
