import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bookingConfirmation,
  bookResponse,
  cancellationView,
  familyBookRequest,
  moveBookingBody,
} from '@/core/contracts/booking';
import { errorResponses, idempotencyHeaders, idParams, uuidParam } from '@/core/contracts/common';
import { bookingChoicesResponse } from '@/core/contracts/family';
import { signedInGuardian, signedInGuardianId } from '../../plugins/auth';
import type { Services } from '../../services';

/** A family books for its children and cancels its own bookings: thin routes over the families service. */
export const familyBookingsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  const families = services.families;
  const tags = ['student portal: family'];

  app.get(
    '/api/family/booking-choices',
    {
      schema: {
        tags,
        summary: 'The children a visitor may book for: none unless signed in to a family account',
        response: { 200: bookingChoicesResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      // Not signed in (or signed out): a guest, who books as a guest.
      await app.optionalStudent(request);
      const guardianId = signedInGuardianId(request);
      return { children: guardianId ? await families.bookingChoices(guardianId) : [] };
    },
  );

  app.post(
    '/api/family/bookings',
    {
      schema: {
        tags,
        summary:
          'Book a place for one of the signed-in guardian’s children (their age is checked on the day)',
        description:
          'Send an `Idempotency-Key` header to make retries safe: the same key and body answer the original booking (200).',
        security: [{ bearer: [] }],
        headers: idempotencyHeaders,
        body: familyBookRequest,
        response: {
          201: bookResponse,
          200: bookResponse,
          ...errorResponses(400, 401, 403, 404, 409, 422, 429),
        },
      },
      onRequest: app.requireStudent,
    },
    async (request, reply) => {
      await services.rateLimits.consume('bookingPerIp', request.ip);
      const outcome = await families.bookForChild(
        signedInGuardian(request),
        request.body,
        request.headers['idempotency-key'],
      );
      return reply.status(outcome.created ? 201 : 200).send({ success: true, data: outcome.booking });
    },
  );

  app.post(
    '/api/family/bookings/:id/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel one of the family’s bookings, until 48 hours before it starts',
        security: [{ bearer: [] }],
        params: idParams,
        response: { 200: cancellationView, ...errorResponses(400, 401, 403, 404, 409) },
      },
      onRequest: app.requireStudent,
    },
    async (request) => families.cancelBooking(signedInGuardian(request), request.params.id),
  );

  app.post(
    '/api/family/bookings/:id/places/:placeId/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel one day of a family’s several-day booking, until 48 hours before that day',
        security: [{ bearer: [] }],
        params: z.strictObject({ id: uuidParam, placeId: uuidParam }),
        response: { 200: cancellationView, ...errorResponses(400, 401, 403, 404, 409) },
      },
      onRequest: app.requireStudent,
    },
    async (request) =>
      families.cancelBookingDay(signedInGuardian(request), request.params.id, request.params.placeId),
  );

  app.post(
    '/api/family/bookings/:id/move',
    {
      schema: {
        tags,
        summary:
          'Move one of the family’s bookings (or one day of it) to another time, until 48 hours before it',
        security: [{ bearer: [] }],
        params: idParams,
        body: moveBookingBody.omit({ providerId: true }),
        response: { 200: bookingConfirmation, ...errorResponses(400, 401, 403, 404, 409) },
      },
      onRequest: app.requireStudent,
    },
    async (request) => families.moveBooking(signedInGuardian(request), request.params.id, request.body),
  );
};
