import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bookingConfirmation,
  bookingError,
  cancelDayBody,
  cancellationQuery,
  cancellationView,
  moveByLinkBody,
} from '@/core/contracts/booking';

import type { RateLimitService } from '../rate-limit/rate-limit.service';
import type { BookingsService } from './bookings.service';

/** The private cancel link e-mailed with every booking of the academy's own diary. */
export const cancellationRoutes: FastifyPluginAsyncZod<{
  bookings: BookingsService;
  rateLimits: RateLimitService;
}> = async (app, { bookings, rateLimits }) => {
  app.get(
    '/api/booking/cancellation',
    {
      schema: {
        tags: ['booking'],
        summary: 'The booking behind a private cancel link, and whether it can still be cancelled online',
        querystring: cancellationQuery,
        response: { 200: cancellationView, 400: bookingError, 404: bookingError, 429: bookingError },
      },
    },
    async (request, reply) => {
      await rateLimits.consume('cancellationPerIp', request.ip);
      reply.header('cache-control', 'no-store');
      return bookings.viewByToken(request.query.token);
    },
  );

  app.post(
    '/api/booking/cancellation',
    {
      schema: {
        tags: ['booking'],
        summary: 'Cancel through the private link (until 48 hours before the start)',
        body: cancellationQuery,
        response: {
          200: cancellationView,
          400: bookingError,
          404: bookingError,
          409: bookingError,
          429: bookingError,
        },
      },
    },
    async (request) => {
      await rateLimits.consume('cancellationPerIp', request.ip);
      return bookings.cancelByToken(request.body.token);
    },
  );

  app.post(
    '/api/booking/cancellation/day',
    {
      schema: {
        tags: ['booking'],
        summary:
          'Cancel one day of a several-day booking through the private link (until 48 hours before it)',
        body: cancelDayBody,
        response: {
          200: cancellationView,
          400: bookingError,
          404: bookingError,
          409: bookingError,
          429: bookingError,
        },
      },
    },
    async (request) => {
      await rateLimits.consume('cancellationPerIp', request.ip);
      return bookings.cancelDayByToken(request.body.token, request.body.placeId);
    },
  );

  app.post(
    '/api/booking/cancellation/move',
    {
      schema: {
        tags: ['booking'],
        summary:
          'Move a booking (or one day of it) to another time through the private link, until 48 hours before it; the coach stays the same',
        body: moveByLinkBody,
        response: {
          200: bookingConfirmation,
          400: bookingError,
          404: bookingError,
          409: bookingError,
          429: bookingError,
        },
      },
    },
    async (request) => {
      await rateLimits.consume('cancellationPerIp', request.ip);
      const { token, ...move } = request.body;
      return bookings.moveByToken(token, move);
    },
  );
};
