import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successResponse } from '@/core/contracts/coaching';
import { coachIdParams, errorResponses, idParams, studentIdParams } from '@/core/contracts/common';

import {
  createDrillAssignmentsBody,
  createDrillAssignmentsResponse,
  drillAssignment,
  drillAssignmentsResponse,
  reviewDrillAssignmentBody,
  staffDrillAssignmentsQuery,
  staffDrillAssignmentsResponse,
  updateDrillAssignmentBody,
} from '@/core/contracts/drill-assignments';
import { actingStudentQuery } from '@/core/contracts/family';
import { signedInGuardianId, signedInStaffId, signedInStudentId, signedInViewer } from '../../plugins/auth';
import type { Services } from '../../services';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['drill assignments'];

export const drillAssignmentsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  const assignments = services.drillAssignments;

  // The list is the student's own; their coach and admins may read it too, with a staff session.
  app.get(
    '/api/students/:id/assignments',
    {
      schema: {
        tags,
        summary: "A student's drill assignments, newest first",
        security: [{ bearer: [] }],
        params: studentIdParams,
        response: { 200: drillAssignmentsResponse, ...errors },
      },
      preHandler: app.requireStudentOrStaff,
    },
    async (request) => assignments.listForStudent(signedInViewer(request), request.params.id),
  );

  app.put(
    '/api/drill-assignments/:id',
    {
      schema: {
        tags,
        summary: 'Start or complete your own drill assignment',
        security: [{ bearer: [] }],
        querystring: actingStudentQuery,
        params: idParams,
        body: updateDrillAssignmentBody,
        response: { 200: drillAssignment, ...errors },
      },
      preHandler: app.requireStudent,
    },
    async (request) =>
      assignments.updateByStudent(signedInStudentId(request), request.params.id, request.body, {
        guardianId: signedInGuardianId(request),
      }),
  );

  app.get(
    '/api/coaches/:id/drill-assignments',
    {
      schema: {
        tags: ['staff portal: drill assignments'],
        summary:
          "Every drill assignment of a coach's students, newest first, with counts (filters: status, studentId)",
        security: [{ bearer: [] }],
        params: coachIdParams,
        querystring: staffDrillAssignmentsQuery,
        response: { 200: staffDrillAssignmentsResponse, ...errors },
      },
      preHandler: app.requireStaff,
    },
    async (request) => assignments.listForStaff(signedInStaffId(request), request.params.id, request.query),
  );

  app.put(
    '/api/drill-assignments/:id/review',
    {
      schema: {
        tags: ['staff portal: drill assignments'],
        summary: 'Review a completed drill assignment: a rating from 1 to 5 and comments the student sees',
        security: [{ bearer: [] }],
        params: idParams,
        body: reviewDrillAssignmentBody,
        response: { 200: drillAssignment, ...errors },
      },
      preHandler: app.requireStaff,
    },
    async (request) => assignments.review(signedInStaffId(request), request.params.id, request.body),
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
      reply.status(201).send(await assignments.create(signedInStaffId(request), request.body)),
  );

  app.delete(
    '/api/drill-assignments/:id',
    {
      schema: {
        tags: ['staff portal: drill assignments'],
        summary: 'Remove a drill assignment from a student; cannot be undone',
        security: [{ bearer: [] }],
        params: idParams,
        response: { 200: successResponse, ...errorResponses(400, 401, 403, 404) },
      },
      // Refused before the id is read, as the other coaching removals are.
      onRequest: app.requireStaff,
    },
    async (request) => assignments.remove(signedInStaffId(request), request.params.id),
  );
};
