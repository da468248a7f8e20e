import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, studentIdParams } from '@/core/contracts/common';
import {
  notificationsSeenBody,
  notificationsSeenResponse,
  staffNotificationsResponse,
  studentNotificationsResponse,
} from '@/core/contracts/notifications';
import { signedInStaffId, signedInViewer } from '../../plugins/auth';
import type { Services } from '../../services';

const errors = errorResponses(400, 401, 403, 404);
const security = [{ bearer: [] }];

export const notificationsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  const notifications = services.notifications;

  app.get(
    '/api/staff/notifications',
    {
      schema: {
        tags: ['staff portal: notifications'],
        summary:
          "What awaits the coach (admins: the academy): new messages, work to review, today's bookings",
        security,
        response: { 200: staffNotificationsResponse, ...errors },
      },
      onRequest: app.requireStaff,
    },
    async (request) => notifications.forStaff(signedInStaffId(request)),
  );

  app.post(
    '/api/staff/notifications/seen',
    {
      schema: {
        tags: ['staff portal: notifications'],
        summary: 'The coach opened their notifications: everything up to `upTo` is read',
        security,
        body: notificationsSeenBody,
        response: { 200: notificationsSeenResponse, ...errors },
      },
      onRequest: app.requireStaff,
    },
    async (request) => notifications.staffSeen(signedInStaffId(request), request.body.upTo),
  );

  app.get(
    '/api/students/:id/notifications',
    {
      schema: {
        tags: ['student portal: notifications'],
        summary: "Coaches' replies, drill reviews and verified rounds for the student, newest first",
        security,
        params: studentIdParams,
        response: { 200: studentNotificationsResponse, ...errors },
      },
      onRequest: app.requireStudent,
    },
    async (request) => notifications.forStudent(signedInViewer(request), request.params.id),
  );

  app.post(
    '/api/students/:id/notifications/seen',
    {
      schema: {
        tags: ['student portal: notifications'],
        summary: 'The student (or their guardian) opened the list: everything up to `upTo` is read',
        security,
        params: studentIdParams,
        body: notificationsSeenBody,
        response: { 200: notificationsSeenResponse, ...errors },
      },
      onRequest: app.requireStudent,
    },
    async (request) =>
      notifications.studentSeen(signedInViewer(request), request.params.id, request.body.upTo),
  );
};
