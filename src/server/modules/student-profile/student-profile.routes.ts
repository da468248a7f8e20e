import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '../../../core/contracts/common';
import {
  studentDashboard,
  studentEmailParams,
  studentIdParams,
  studentProfile,
  updateStudentProfileBody,
} from '../../../core/contracts/student-profile';
import { AppError } from '../../errors';
import type { Services } from '../../services';
import type { ViewerIdentity } from './student-profile.service';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

export const studentProfileRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  const tags = ['student portal: profile'];
  const security = [{ bearer: [] }];

  // The student themselves, or a member of staff (their coach, an admin): whichever session is presented.
  async function requireStudentOrStaff(request: FastifyRequest) {
    try {
      await app.requireStudent(request);
    } catch (error) {
      if (!(error instanceof AppError) || error.status !== 401) throw error;
      await app.requireStaff(request);
    }
  }
  const identity = (request: FastifyRequest): ViewerIdentity =>
    request.studentSession
      ? { kind: 'student', studentId: request.studentSession.studentId! }
      : { kind: 'staff', staffId: request.staffSession!.staffId! };

  app.get(
    '/api/students/by-email/:email',
    {
      schema: {
        tags,
        security,
        summary: 'My profile, found by my e-mail',
        params: studentEmailParams,
        response: { 200: studentProfile, ...errors },
      },
      onRequest: app.requireStudent,
    },
    async (request) =>
      services.studentProfile.profileByEmail(request.studentSession!.studentId!, request.params.email),
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
      onRequest: requireStudentOrStaff,
    },
    async (request) => services.studentProfile.profile(identity(request), request.params.id),
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
      onRequest: requireStudentOrStaff,
    },
    async (request) => services.studentProfile.update(identity(request), request.params.id, request.body),
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
      onRequest: requireStudentOrStaff,
    },
    async (request) => services.studentProfile.dashboard(identity(request), request.params.id),
  );
};
