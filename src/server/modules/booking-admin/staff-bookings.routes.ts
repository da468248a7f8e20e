import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bookingConfirmation, moveBookingBody } from '@/core/contracts/booking';
import {
  bookingWelfareResponse,
  cancelBookingResponse,
  staffBookingsQuery,
  staffBookingsResponse,
} from '@/core/contracts/booking-admin';
import { errorResponses, idParams } from '@/core/contracts/common';
import {
  attendanceBody,
  bookingPlaceParams,
  customerSearchQuery,
  customerSearchResponse,
  frontDeskBookingBody,
} from '@/core/contracts/front-desk';

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

  app.get(
    '/api/staff/customers',
    {
      schema: {
        tags,
        summary: 'Find a customer at the front desk: students and families’ children by name or e-mail',
        security: [{ bearer: [] }],
        querystring: customerSearchQuery,
        response: { 200: customerSearchResponse, ...errors },
      },
      preHandler: app.requireStaff,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return bookings.searchCustomers(signedInStaffId(request), request.query);
    },
  );

  app.post(
    '/api/staff/bookings',
    {
      schema: {
        tags,
        summary:
          'Take a booking at the front desk (phone or walk-in): paid at the venue, with a session credit, or through a payment link e-mailed',
        security: [{ bearer: [] }],
        body: frontDeskBookingBody,
        response: { 201: bookingConfirmation, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
      preHandler: app.requireStaff,
    },
    async (request, reply) =>
      reply.status(201).send(await bookings.create(signedInStaffId(request), request.body)),
  );

  app.post(
    '/api/staff/bookings/:id/move',
    {
      schema: {
        tags,
        summary: 'Move a booked place to another time or coach, and send the customer the updated invitation',
        security: [{ bearer: [] }],
        params: idParams,
        body: moveBookingBody,
        response: { 200: bookingConfirmation, ...errors },
      },
      preHandler: app.requireStaff,
    },
    async (request) => bookings.move(signedInStaffId(request), request.params.id, request.body),
  );

  app.put(
    '/api/staff/bookings/:id/places/:placeId/attendance',
    {
      schema: {
        tags,
        summary: 'Record whether the participant came to a place (attended or no-show), or clear the mark',
        security: [{ bearer: [] }],
        params: bookingPlaceParams,
        body: attendanceBody,
        response: { 200: bookingConfirmation, ...errors },
      },
      preHandler: app.requireStaff,
    },
    async (request) =>
      bookings.markAttendance(
        signedInStaffId(request),
        request.params.id,
        request.params.placeId,
        request.body,
      ),
  );
};
