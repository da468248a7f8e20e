import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse, messageResponse } from '@/core/contracts/common';
import { waitingListBody } from '@/core/contracts/waiting-list';
import type { Services } from '../../services';

export const waitingListRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.post(
    '/api/waiting-list',
    {
      schema: {
        tags: ['public'],
        summary: 'Join the waiting list for a programme',
        body: waitingListBody,
        response: { 201: messageResponse, 400: errorResponse, 403: errorResponse, 429: errorResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ message: await services.waitingList.join(request.body, request.ip) }),
  );
};
