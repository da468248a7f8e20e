import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminServiceResponse,
  adminServicesResponse,
  adminSessionsResponse,
  noContent,
  numericIdParams,
  serviceCreateBody,
  servicePatchBody,
  sessionCreateBody,
  sessionsQuery,
} from '@/core/contracts/booking-admin';
import { errorResponses } from '@/core/contracts/common';
import { signedInStaffId } from '../../plugins/auth';
import type { BookingCatalogueService } from './booking-catalogue.service';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['staff portal: booking services'];
const security = [{ bearer: [] }];

export const bookingCatalogueRoutes: FastifyPluginAsyncZod<{ catalogue: BookingCatalogueService }> = async (
  app,
  { catalogue },
) => {
  app.get(
    '/api/staff/booking/services',
    {
      schema: {
        tags,
        summary: 'Every service, inactive ones too, with their coaches',
        security,
        response: { 200: adminServicesResponse, ...errors },
      },
      preHandler: app.requireStaff,
    },
    async (request) => ({ services: await catalogue.listServices(signedInStaffId(request)) }),
  );

  app.post(
    '/api/staff/booking/services',
    {
      schema: {
        tags,
        summary: 'Admin: add a service',
        security,
        body: serviceCreateBody,
        response: { 201: adminServiceResponse, ...errors },
      },
      preHandler: app.requireStaff,
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ service: await catalogue.createService(signedInStaffId(request), request.body) }),
  );

  app.patch(
    '/api/staff/booking/services/:id',
    {
      schema: {
        tags,
        summary: 'Admin: change a service',
        security,
        params: numericIdParams,
        body: servicePatchBody,
        response: { 200: adminServiceResponse, ...errors },
      },
      preHandler: app.requireStaff,
    },
    async (request) => ({
      service: await catalogue.updateService(signedInStaffId(request), request.params.id, request.body),
    }),
  );

  app.get(
    '/api/staff/booking/sessions',
    {
      schema: {
        tags,
        summary: "A dated programme's open sessions (from today for a year unless told)",
        security,
        querystring: sessionsQuery,
        response: { 200: adminSessionsResponse, ...errors },
      },
      preHandler: app.requireStaff,
    },
    async (request) => ({ sessions: await catalogue.listSessions(signedInStaffId(request), request.query) }),
  );

  app.post(
    '/api/staff/booking/sessions',
    {
      schema: {
        tags,
        summary: 'Admin: add a session, optionally repeated weekly (London wall times)',
        security,
        body: sessionCreateBody,
        response: { 201: adminSessionsResponse, ...errors },
      },
      preHandler: app.requireStaff,
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ sessions: await catalogue.createSessions(signedInStaffId(request), request.body) }),
  );

  app.delete(
    '/api/staff/booking/sessions/:id',
    {
      schema: {
        tags,
        summary: 'Admin: remove a session that has no confirmed places',
        security,
        params: numericIdParams,
        response: { 204: noContent, ...errors },
      },
      preHandler: app.requireStaff,
    },
    async (request, reply) => {
      await catalogue.deleteSession(signedInStaffId(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
