import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponse } from '@/core/contracts/health';

export const healthRoutes: FastifyPluginAsyncZod<{ ping: () => Promise<boolean> }> = async (
  app,
  { ping },
) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['operations'],
        summary: 'Ready when the database answers',
        response: { 200: healthResponse, 503: healthResponse },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return (await ping())
        ? { status: 'ok' as const }
        : reply.status(503).send({ status: 'unavailable' as const });
    },
  );
};
