import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addDiaryCoachBody,
  diaryCoachesResponse,
  diaryCoachPatch,
  diaryCoachResponse,
  noContent,
  numericIdParams,
  timeOffBody,
  timeOffParams,
  timeOffResponse,
  weeklyHoursBody,
} from '@/core/contracts/booking-admin';
import { errorResponses } from '@/core/contracts/common';
import { signedInStaffId } from '../../plugins/auth';
import type { DiaryCoachesService } from './diary-coaches.service';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['staff portal: booking diary'];
const security = [{ bearer: [] }];

export const diaryCoachesRoutes: FastifyPluginAsyncZod<{ coaches: DiaryCoachesService }> = async (
  app,
  { coaches },
) => {
  app.get(
    '/api/staff/booking/coaches',
    {
      schema: {
        tags,
        summary: 'Coaches in the diary with hours, notice, buffer and time off (a coach: only their own)',
        security,
        response: { 200: diaryCoachesResponse, ...errors },
      },
      preHandler: app.requireStaff,
    },
    async (request) => coaches.list(signedInStaffId(request)),
  );

  app.post(
    '/api/staff/booking/coaches',
    {
      schema: {
        tags,
        summary: 'Admin: put a member of staff in the diary',
        security,
        body: addDiaryCoachBody,
        response: { 201: diaryCoachResponse, ...errors },
      },
      preHandler: app.requireStaff,
    },
    async (request, reply) =>
      reply.status(201).send({ coach: await coaches.add(signedInStaffId(request), request.body.staffId) }),
  );

  app.patch(
    '/api/staff/booking/coaches/:id',
    {
      schema: {
        tags,
        summary: 'Change minimum notice, buffer, or whether the coach takes bookings',
        security,
        params: numericIdParams,
        body: diaryCoachPatch,
        response: { 200: diaryCoachResponse, ...errors },
      },
      preHandler: app.requireStaff,
    },
    async (request) => ({
      coach: await coaches.update(signedInStaffId(request), request.params.id, request.body),
    }),
  );

  app.put(
    '/api/staff/booking/coaches/:id/hours',
    {
      schema: {
        tags,
        summary: "Replace the coach's weekly hours (London wall clock)",
        security,
        params: numericIdParams,
        body: weeklyHoursBody,
        response: { 200: diaryCoachResponse, ...errors },
      },
      preHandler: app.requireStaff,
    },
    async (request) => ({
      coach: await coaches.replaceHours(signedInStaffId(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/api/staff/booking/coaches/:id/time-off',
    {
      schema: {
        tags,
        summary: 'Add time off: no lessons are offered in it',
        security,
        params: numericIdParams,
        body: timeOffBody,
        response: { 201: timeOffResponse, ...errors },
      },
      preHandler: app.requireStaff,
    },
    async (request, reply) =>
      reply.status(201).send({
        timeOff: await coaches.addTimeOff(signedInStaffId(request), request.params.id, request.body),
      }),
  );

  app.delete(
    '/api/staff/booking/coaches/:id/time-off/:timeOffId',
    {
      schema: {
        tags,
        summary: 'Remove time off',
        security,
        params: timeOffParams,
        response: { 204: noContent, ...errors },
      },
      preHandler: app.requireStaff,
    },
    async (request, reply) => {
      await coaches.removeTimeOff(signedInStaffId(request), request.params.id, request.params.timeOffId);
      return reply.status(204).send(null);
    },
  );
};
