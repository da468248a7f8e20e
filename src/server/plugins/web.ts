import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isKnownPagePath } from '../../core/content/site-routes';

/**
 * Serves the built web app: hashed assets cached for a year, pages never cached, and every page path
 * answered with the app's HTML (404 status for paths the app does not know). Paths under /api, under
 * /assets and with a file extension are never answered with HTML.
 */
export const webPlugin = fp<{ webRoot: string | undefined }>(
  async (app: FastifyInstance, opts) => {
    const root = opts.webRoot && existsSync(path.join(opts.webRoot, 'index.html')) ? opts.webRoot : undefined;
    if (root) {
      await app.register(fastifyStatic, {
        root,
        wildcard: false,
        index: false,
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
    const shell = root ? readFileSync(path.join(root, 'index.html'), 'utf8') : undefined;

    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      if (pathname.startsWith('/api/') || pathname === '/api') {
        return reply.status(404).send({ message: `No API route matches ${request.method} ${pathname}` });
      }
      const wantsPage =
        (request.method === 'GET' || request.method === 'HEAD') && !/\.[a-z0-9]+$/i.test(pathname);
      if (!shell || !wantsPage || pathname.startsWith('/assets/')) {
        return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
      }
      return reply
        .status(isKnownPagePath(pathname) ? 200 : 404)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(shell);
    });
  },
  { name: 'web' },
);
