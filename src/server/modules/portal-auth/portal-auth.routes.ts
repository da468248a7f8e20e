import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  loginBody,
  portalAuthResponse,
  portalValidateResponse,
  registerBody,
  studentAuthResponse,
} from '@/core/contracts/auth';
import { errorResponse, errorResponses, messageResponse } from '@/core/contracts/common';
import { presentedToken } from '../../plugins/auth';
import type { Services } from '../../services';

const errors = errorResponses(400, 401, 403, 409, 429);

export const portalAuthRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const tags = ['student portal: account'];

  app.post(
    '/api/portal/register',
    {
      schema: {
        tags,
        summary: 'Create a student account',
        body: registerBody,
        response: { 201: studentAuthResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { session, user } = await services.portalAuth.register(request.body, request.ip);
      app.sessionCookies.set(reply, 'student', session.token, session.cookieMaxAge);
      return reply.status(201).send({ token: session.token, user });
    },
  );

  app.post(
    '/api/portal/login',
    {
      schema: {
        tags,
        summary: 'Sign a student or a guardian in to the Student Portal',
        body: loginBody,
        response: { 200: portalAuthResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { session, ...who } = await services.portalAuth.login(request.body, request.ip);
      app.sessionCookies.set(reply, 'student', session.token, session.cookieMaxAge);
      return { token: session.token, ...who };
    },
  );

  app.post(
    '/api/portal/validate',
    {
      schema: {
        tags,
        summary: 'Who is signed in to the Student Portal: a student, or a guardian',
        security: [{ bearer: [] }],
        response: { 200: portalValidateResponse, 401: errorResponse },
      },
      preHandler: app.requireStudent,
    },
    async (request) => services.portalAuth.currentUser(request.studentSession ?? {}),
  );

  app.post(
    '/api/portal/logout',
    {
      schema: {
        tags,
        summary: 'End the session on the server',
        response: { 200: messageResponse, 403: errorResponse },
      },
    },
    async (request, reply) => {
      const token = presentedToken(request, app.sessionCookies.name('student'));
      const session = token ? await services.sessions.resume('student', token) : undefined;
      if (session) await services.sessions.end(session.id);
      app.sessionCookies.clear(reply, 'student');
      return { message: 'Signed out' };
    },
  );
};
