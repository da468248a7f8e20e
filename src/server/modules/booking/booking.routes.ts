import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bookingError,
  bookRequest,
  bookResponse,
  membershipsResponse,
  providersResponse,
  servicesResponse,
  timeslotsQuery,
  timeslotsResponse,
} from '@/core/contracts/booking';
import { idempotencyHeaders } from '@/core/contracts/common';
import type { RateLimitService } from '../rate-limit/rate-limit.service';
import type { BookingProvider } from './booking-provider';

const failure = { 400: bookingError, 409: bookingError, 502: bookingError };

/**
 * The booking calls (public-site §7) under /api/booking, answered by whichever provider is configured.
 * Errors keep the spec's `success: false` and `error` beside our usual `message` and `fields`.
 */
type ServicesData = Awaited<ReturnType<BookingProvider['listServices']>>;

export const bookingRoutes: FastifyPluginAsyncZod<{
  provider: BookingProvider;
  rateLimits: RateLimitService;
}> = async (app, { provider, rateLimits }) => {
  // The same answer object while the listing is served from memory, so it is serialized once.
  let last: { data: ServicesData; answer: { success: true; data: ServicesData } } | undefined;
  const servicesAnswer = (data: ServicesData) => {
    if (last?.data !== data) last = { data, answer: { success: true, data } };
    return last.answer;
  };
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

  app.get(
    '/api/booking/services',
    {
      schema: {
        tags: ['booking'],
        summary: 'Bookable services keyed by id',
        response: { 200: servicesResponse, ...failure },
      },
    },
    async () => servicesAnswer(await provider.listServices()),
  );

  app.get(
    '/api/booking/providers',
    {
      schema: {
        tags: ['booking'],
        summary: 'Coaches who take bookings, keyed by id',
        response: { 200: providersResponse, ...failure },
      },
    },
    async () => ({ success: true, data: await provider.listProviders() }),
  );

  app.get(
    '/api/booking/timeslots',
    {
      schema: {
        tags: ['booking'],
        summary: 'Available dates of a range (with endDate), or the times of one date',
        description:
          'With `endDate`: `data` is keyed by the available dates between `date` and `endDate`. Without it: `data[date]` lists the open times (HH:MM, Europe/London).',
        querystring: timeslotsQuery,
        response: { 200: timeslotsResponse, ...failure },
      },
    },
    async (request) => {
      const { serviceId, date, endDate, providerId } = request.query;
      const data = await provider.availability({ serviceId, from: date, to: endDate ?? date, providerId });
      return { success: true, data: endDate ? data : { [date]: data[date] ?? [] } };
    },
  );

  app.post(
    '/api/booking/book',
    {
      schema: {
        tags: ['booking'],
        summary: 'Book a place',
        description:
          'Send an `Idempotency-Key` header to make retries safe: the same key and body answer the original booking (200) instead of booking twice.',
        headers: idempotencyHeaders,
        body: bookRequest,
        response: { 201: bookResponse, 200: bookResponse, 422: bookingError, 429: bookingError, ...failure },
      },
    },
    async (request, reply) => {
      await rateLimits.consume('bookingPerIp', request.ip);
      const outcome = await provider.book(request.body, {
        idempotencyKey: request.headers['idempotency-key'],
      });
      return reply.status(outcome.created ? 201 : 200).send({ success: true, data: outcome.booking });
    },
  );
};
