import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginBody, staffAuthResponse, staffValidateResponse } from '@/core/contracts/auth';
import { errorResponse, errorResponses, messageResponse } from '@/core/contracts/common';
import { presentedToken, signedInStaffId } from '../../plugins/auth';
import type { Services } from '../../services';

const errors = errorResponses(400, 401, 403, 429);

export const staffAuthRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const tags = ['staff portal: account'];

  app.post(
    '/api/staff-portal/login',
    {
      schema: {
        tags,
        summary: 'Sign a member of staff in',
        body: loginBody,
        response: { 200: staffAuthResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { session, user } = await services.staffAuth.login(request.body, request.ip);
      app.sessionCookies.set(reply, 'staff', session.token, session.cookieMaxAge);
      return { token: session.token, user };
    },
  );

  app.post(
    '/api/staff-portal/validate',
    {
      schema: {
        tags,
        summary: 'The signed-in member of staff',
        security: [{ bearer: [] }],
        response: { 200: staffValidateResponse, 401: errorResponse },
      },
      preHandler: app.requireStaff,
    },
    async (request) => ({ user: await services.staffAuth.currentUser(signedInStaffId(request)) }),
  );

  app.post(
    '/api/staff-portal/logout',
    {
      schema: {
        tags,
        summary: 'End the session on the server',
        response: { 200: messageResponse, 403: errorResponse },
      },
    },
    async (request, reply) => {
      const token = presentedToken(request, app.sessionCookies.name('staff'));
      const session = token ? await services.sessions.resume('staff', token) : undefined;
      if (session) await services.sessions.end(session.id);
      app.sessionCookies.clear(reply, 'staff');
      return { message: 'Signed out' };
    },
  );
};
