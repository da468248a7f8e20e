import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bookingIdParams,
  cancelBookingResponse,
  staffBookingsQuery,
  staffBookingsResponse,
} from '../../../core/contracts/booking-admin';
import { errorResponse } from '../../../core/contracts/common';
import type { StaffBookingsService } from './staff-bookings.service';

const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
};
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
    async (request) => bookings.list(request.staffSession!.staffId!, request.query),
  );

  app.post(
    '/api/staff/bookings/:id/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel a booking at any time and e-mail the customer',
        security: [{ bearer: [] }],
        params: bookingIdParams,
        response: { 200: cancelBookingResponse, ...errors },
      },
      preHandler: app.requireStaff,
    },
    async (request) => bookings.cancel(request.staffSession!.staffId!, request.params.id),
  );
};
