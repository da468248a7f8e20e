import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '../../../core/contracts/common';
import {
  createDrillAssignmentsBody,
  createDrillAssignmentsResponse,
  drillAssignment,
  drillAssignmentParams,
  drillAssignmentsResponse,
  studentAssignmentsParams,
  updateDrillAssignmentBody,
} from '../../../core/contracts/drill-assignments';
import { AppError } from '../../errors';
import type { Services } from '../../services';
import type { AssignmentViewer } from './drill-assignments.service';

const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
};
const tags = ['drill assignments'];

export const drillAssignmentsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  const assignments = services.drillAssignments;

  // The list is the student's own; their coach and admins may read it too, with a staff session.
  async function requireStudentOrStaff(request: Parameters<typeof app.requireStudent>[0]) {
    try {
      await app.requireStudent(request);
    } catch (error) {
      if (!(error instanceof AppError && error.status === 401)) throw error;
      await app.requireStaff(request);
    }
  }
  const viewerOf = (request: {
    studentSession?: { studentId: string | null };
    staffSession?: { staffId: string | null };
  }): AssignmentViewer =>
    request.studentSession
      ? { kind: 'student', studentId: request.studentSession.studentId! }
      : { kind: 'staff', staffId: request.staffSession!.staffId! };

  app.get(
    '/api/students/:studentId/assignments',
    {
      schema: {
        tags,
        summary: "A student's drill assignments, newest first",
        security: [{ bearer: [] }],
        params: studentAssignmentsParams,
        response: { 200: drillAssignmentsResponse, ...errors },
      },
      preHandler: requireStudentOrStaff,
    },
    async (request) => assignments.listForStudent(viewerOf(request), request.params.studentId),
  );

  app.put(
    '/api/drill-assignments/:id',
    {
      schema: {
        tags,
        summary: 'Start or complete your own drill assignment',
        security: [{ bearer: [] }],
        params: drillAssignmentParams,
        body: updateDrillAssignmentBody,
        response: { 200: drillAssignment, ...errors },
      },
      preHandler: app.requireStudent,
    },
    async (request) =>
      assignments.updateByStudent(request.studentSession!.studentId!, request.params.id, request.body),
  );

  app.post(
    '/api/drill-assignments',
    {
      schema: {
        tags: ['staff portal: drill assignments'],
        summary: 'Assign a catalogue drill to students (coaches: their own students)',
        security: [{ bearer: [] }],
        body: createDrillAssignmentsBody,
        response: { 201: createDrillAssignmentsResponse, ...errors },
      },
      preHandler: app.requireStaff,
    },
    async (request, reply) =>
      reply.status(201).send(await assignments.create(request.staffSession!.staffId!, request.body)),
  );
};
