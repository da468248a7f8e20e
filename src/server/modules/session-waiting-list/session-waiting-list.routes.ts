import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { numericIdParams } from '@/core/contracts/booking-admin';
import {
  claimWaitingPlaceBody,
  claimWaitingPlaceResponse,
  joinWaitingListBody,
  joinWaitingListResponse,
  waitingPlaceQuery,
  waitingPlaceView,
} from '@/core/contracts/session-waiting-list';
import type { Services } from '../../services';

/** A full camp day's waiting list, and the customer's private link to their place on it. */
export const sessionWaitingListRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  const lists = services.sessionWaitingList;

  app.post(
    '/api/camp-days/:id/waiting-list',
    {
      schema: {
        tags: ['public'],
        summary: 'Join a fully booked camp day’s waiting list',
        params: numericIdParams,
        body: joinWaitingListBody,
        response: { 201: joinWaitingListResponse },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return lists.join(request.params.id, request.body, request.ip);
    },
  );

  app.get(
    '/api/waiting-list/place',
    {
      schema: {
        tags: ['public'],
        summary: 'Where the customer stands on a waiting list, or the place offered and until when',
        querystring: waitingPlaceQuery,
        response: { 200: waitingPlaceView },
      },
    },
    async (request, reply) => {
      await services.rateLimits.consume('cancellationPerIp', request.ip);
      reply.header('cache-control', 'no-store');
      return lists.view(request.query.token);
    },
  );

  app.post(
    '/api/waiting-list/place/claim',
    {
      schema: {
        tags: ['public'],
        summary: 'Book the place offered from the waiting list, before the offer runs out',
        body: claimWaitingPlaceBody,
        response: { 201: claimWaitingPlaceResponse },
      },
    },
    async (request, reply) => {
      await services.rateLimits.consume('bookingPerIp', request.ip);
      const outcome = await lists.claim(request.body);
      reply.code(201);
      return { booking: outcome.booking };
    },
  );

  app.post(
    '/api/waiting-list/place/leave',
    {
      schema: {
        tags: ['public'],
        summary: 'Leave the waiting list (a place held for the customer passes to the next)',
        body: waitingPlaceQuery,
        response: { 200: waitingPlaceView },
      },
    },
    async (request) => {
      await services.rateLimits.consume('cancellationPerIp', request.ip);
      return lists.leave(request.body.token);
    },
  );
};
