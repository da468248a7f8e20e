import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { membershipsResponse } from '../../../core/contracts/booking';
import type { BookingProvider } from './booking-provider';

export const bookingRoutes: FastifyPluginAsyncZod<{ provider: BookingProvider }> = async (
  app,
  { provider },
) => {
  app.get(
    '/api/booking/memberships',
    {
      schema: {
        tags: ['booking'],
        summary: 'The monthly coaching memberships and where to buy them',
        response: { 200: membershipsResponse, 502: membershipsResponse },
      },
    },
    async (request, reply) => {
      try {
        reply.header('cache-control', 'public, max-age=60');
        return { success: true, data: await provider.listMemberships() };
      } catch (err) {
        request.log.error({ err }, 'memberships could not be loaded');
        return reply
          .status(502)
          .send({ success: false, error: 'Membership packages are unavailable right now' });
      }
    },
  );
};
