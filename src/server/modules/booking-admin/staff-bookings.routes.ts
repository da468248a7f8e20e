import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bookingWelfareResponse,
  cancelBookingResponse,
  staffBookingsQuery,
  staffBookingsResponse,
} from '@/core/contracts/booking-admin';
import { errorResponses, idParams } from '@/core/contracts/common';

import { signedInStaffId } from '../../plugins/auth';
import type { StaffBookingsService } from './staff-bookings.service';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['staff portal: bookings'];

export const staffBookingsRoutes: FastifyPluginAsyncZod<{ bookings: StaffBookingsService }> = async (
  app,
  { bookings },
) => {
  app.get(
    '/api/staff/bookings',
    {
      schema: {
        tags,
        summary: 'Places booked in a London date range (at most 31 days), by coach and start time',
        security: [{ bearer: [] }],
        querystring: staffBookingsQuery,
        response: { 200: staffBookingsResponse, ...errors },
      },
      preHandler: app.requireStaff,
    },
    async (request) => bookings.list(signedInStaffId(request), request.query),
  );

  app.get(
    '/api/staff/bookings/:id/welfare',
    {
      schema: {
        tags,
        summary: "A guest's medical notes and emergency contact for the day (the session's coach and admins)",
        security: [{ bearer: [] }],
        params: idParams,
        response: { 200: bookingWelfareResponse, ...errors },
      },
      preHandler: app.requireStaff,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return bookings.welfare(signedInStaffId(request), request.params.id);
    },
  );

  app.post(
    '/api/staff/bookings/:id/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel a booking at any time and e-mail the customer',
        security: [{ bearer: [] }],
        params: idParams,
        response: { 200: cancelBookingResponse, ...errors },
      },
      preHandler: app.requireStaff,
    },
    async (request) => bookings.cancel(signedInStaffId(request), request.params.id),
  );

  app.post(
    '/api/staff/bookings/:id/balance',
    {
      schema: {
        tags,
        summary: 'Record the rest of the price as paid at the venue (a deposit booking’s balance)',
        security: [{ bearer: [] }],
        params: idParams,
        response: { 200: cancelBookingResponse, ...errors },
      },
      preHandler: app.requireStaff,
    },
    async (request) => bookings.recordBalance(signedInStaffId(request), request.params.id),
  );
};
