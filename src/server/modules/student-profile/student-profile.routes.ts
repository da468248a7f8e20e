import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse, errorResponses, studentIdParams } from '@/core/contracts/common';
import { actingStudentQuery } from '@/core/contracts/family';
import {
  studentDashboard,
  studentEmailParams,
  studentProfile,
  updateStudentProfileBody,
} from '@/core/contracts/student-profile';
import { operationOf, signedInStudentId, signedInViewer } from '../../plugins/auth';
import type { Services } from '../../services';

const errors = errorResponses(400, 401, 403, 404);

export const studentProfileRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  const tags = ['student portal: profile'];
  const security = [{ bearer: [] }];

  app.get(
    '/api/students/by-email/:email',
    {
      schema: {
        tags,
        security,
        querystring: actingStudentQuery,
        summary: 'My profile, found by my e-mail',
        params: studentEmailParams,
        response: { 200: studentProfile, ...errors },
      },
      onRequest: app.requireStudent,
    },
    async (request) =>
      services.studentProfile.profileByEmail(signedInStudentId(request), request.params.email),
  );

  app.get(
    '/api/students/:id',
    {
      schema: {
        tags,
        security,
        summary: 'A student profile',
        params: studentIdParams,
        response: { 200: studentProfile, ...errors },
      },
      onRequest: app.requireStudentOrStaff,
    },
    async (request) =>
      services.studentProfile.profile(signedInViewer(request), request.params.id, operationOf(request)),
  );

  app.put(
    '/api/students/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Update a student profile',
        params: studentIdParams,
        body: updateStudentProfileBody,
        response: { 200: studentProfile, ...errors, 409: errorResponse },
      },
      onRequest: app.requireStudentOrStaff,
    },
    async (request) =>
      services.studentProfile.update(
        signedInViewer(request),
        request.params.id,
        request.body,
        operationOf(request),
      ),
  );

  app.get(
    '/api/students/:id/dashboard',
    {
      schema: {
        tags,
        security,
        summary: "A student's dashboard",
        params: studentIdParams,
        response: { 200: studentDashboard, ...errors },
      },
      onRequest: app.requireStudentOrStaff,
    },
    async (request) => services.studentProfile.dashboard(signedInViewer(request), request.params.id),
  );
};
