import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicCoachList } from '@/core/contracts/coaches';
import type { Services } from '../../services';

export const coachesRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get(
    '/api/coaches',
    { schema: { tags: ['public'], summary: "The academy's coaches", response: { 200: publicCoachList } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return services.coaches.listPublic();
    },
  );
};
