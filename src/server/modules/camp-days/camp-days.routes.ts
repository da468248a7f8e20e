import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { campDaysResponse } from '@/core/contracts/camp-days';
import type { Services } from '../../services';

export const campDaysRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get(
    '/api/camp-days',
    {
      schema: {
        tags: ['public'],
        summary: 'The camp’s upcoming days with how full each is',
        response: { 200: campDaysResponse },
      },
    },
    async (_request, reply) => {
      // Briefly cacheable: a visitor sees a booking made elsewhere within half a minute.
      reply.header('cache-control', 'public, max-age=30');
      return { days: await services.campDays.upcoming() };
    },
  );
};
