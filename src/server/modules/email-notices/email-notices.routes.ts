import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '@/core/contracts/common';
import {
  portalEmailPreferences,
  portalEmailPreferencesBody,
  staffEmailPreferences,
  staffEmailPreferencesBody,
  unsubscribeBody,
  unsubscribeQuery,
  unsubscribeView,
} from '@/core/contracts/email-preferences';
import { signedInStaffId } from '../../plugins/auth';
import type { Services } from '../../services';
import type { Reader } from './email-notices.repository';

const errors = errorResponses(400, 401, 403, 404);
const security = [{ bearer: [] }];

/** E-mail settings in each portal, and the unsubscribe link every news e-mail carries. */
export const emailNoticesRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  const notices = services.emailNotices;
  /** A guardian's own setting covers all their children; a student's is their own. */
  const portalReader = (request: {
    studentSession?: { studentId?: string | null; guardianId?: string | null };
  }) => {
    const session = request.studentSession;
    return (
      session?.guardianId ? { guardianId: session.guardianId } : { studentId: session!.studentId! }
    ) as Reader;
  };

  app.get(
    '/api/staff/email-preferences',
    {
      schema: {
        tags: ['staff portal: settings'],
        summary: 'Which news e-mails the signed-in member of staff gets',
        security,
        response: { 200: staffEmailPreferences, ...errors },
      },
      onRequest: app.requireStaff,
    },
    async (request) => notices.staffPreferences(signedInStaffId(request)),
  );

  app.put(
    '/api/staff/email-preferences',
    {
      schema: {
        tags: ['staff portal: settings'],
        summary: 'Choose e-mails of students’ messages (at once, daily, none) and of purchase requests',
        security,
        body: staffEmailPreferencesBody,
        response: { 200: staffEmailPreferences, ...errors },
      },
      onRequest: app.requireStaff,
    },
    async (request) => notices.saveStaffPreferences(signedInStaffId(request), request.body),
  );

  app.get(
    '/api/portal/email-preferences',
    {
      schema: {
        tags: ['student portal: profile'],
        summary:
          'Whether the student (or the signed-in guardian) is e-mailed of the coach’s replies and reviews',
        security,
        response: { 200: portalEmailPreferences, ...errors },
      },
      onRequest: app.requireStudent,
    },
    async (request) => notices.portalPreferences(portalReader(request)),
  );

  app.put(
    '/api/portal/email-preferences',
    {
      schema: {
        tags: ['student portal: profile'],
        summary: 'Turn e-mails of the coach’s replies and reviews on or off',
        security,
        body: portalEmailPreferencesBody,
        response: { 200: portalEmailPreferences, ...errors },
      },
      onRequest: app.requireStudent,
    },
    async (request) => notices.savePortalPreferences(portalReader(request), request.body),
  );

  app.get(
    '/api/email-preferences/unsubscribe',
    {
      schema: {
        tags: ['public'],
        summary: 'What an e-mail’s unsubscribe link stops, and whether it is stopped already',
        querystring: unsubscribeQuery,
        response: { 200: unsubscribeView, ...errors },
      },
    },
    async (request, reply) => {
      await services.rateLimits.consume('cancellationPerIp', request.ip);
      reply.header('cache-control', 'no-store');
      return notices.unsubscribeView(request.query.token);
    },
  );

  // A mail client's one-click unsubscribe (RFC 8058) posts `List-Unsubscribe=One-Click` as a form.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, body),
  );
  app.post(
    '/api/email-preferences/unsubscribe',
    {
      schema: {
        tags: ['public'],
        summary:
          'Stop the kind of e-mail the link came with (the page’s button, or a mail client’s one click)',
        querystring: unsubscribeQuery,
        body: unsubscribeBody,
        response: { 200: unsubscribeView, ...errors },
      },
    },
    async (request) => {
      await services.rateLimits.consume('cancellationPerIp', request.ip);
      return notices.unsubscribe(request.query.token);
    },
  );
};
