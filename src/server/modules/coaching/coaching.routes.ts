import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  analyticsQuery,
  analyticsResponse,
  assignModuleBody,
  assignModuleResponse,
  coachStudentsResponse,
  dashboardStatsResponse,
  exerciseParams,
  moduleProgressResponse,
  studentCoachingResponse,
  studentDetailResponse,
  studentsAnalyticsResponse,
  successResponse,
  updateExerciseBody,
  updateExerciseFields,
  updateExerciseResponse,
} from '@/core/contracts/coaching';
import {
  coachIdParams,
  errorResponse,
  errorResponses,
  idParams,
  studentIdParams,
} from '@/core/contracts/common';
import { videoVariantQuery } from '@/core/contracts/video-variant';
import { welfareCardResponse } from '@/core/contracts/welfare';
import { refusedFields } from '../../errors';
import { operationOf, signedInStaffId, signedInViewer } from '../../plugins/auth';
import type { Services } from '../../services';
import { readMultipartForm } from '../../storage/multipart-form';
import { discardIfRefused } from '../../storage/refused-upload';
import { UPLOAD_RULES, type UploadRule } from '../../storage/uploads';
import { sendVideo } from '../video-conversion/send-video';

const errors = errorResponses(400, 401, 403, 404);
const security = [{ bearer: [] }];
const tags = ['staff portal: coaching'];

const EXERCISE_VIDEO: UploadRule = {
  ...UPLOAD_RULES.video,
  field: 'video',
  folder: 'exercise-videos',
  label: 'The video',
};

export const coachingRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const coaching = services.coaching;
  const staffOnly = { onRequest: app.requireStaff };

  app.get(
    '/api/coaches/:id/students',
    {
      schema: {
        tags,
        summary:
          "A coach's students with progress, badges and last activity (admins: their own id lists everyone)",
        security,
        params: coachIdParams,
        response: { 200: coachStudentsResponse, ...errors },
      },
      ...staffOnly,
    },
    async (request) => coaching.students(signedInStaffId(request), request.params.id),
  );

  app.get(
    '/api/coaches/:id/dashboard-stats',
    {
      schema: {
        tags,
        summary: 'The dashboard cards and recent activity, computed from the coach’s students',
        security,
        params: coachIdParams,
        response: { 200: dashboardStatsResponse, ...errors },
      },
      ...staffOnly,
    },
    async (request) => coaching.dashboardStats(signedInStaffId(request), request.params.id),
  );

  app.get(
    '/api/coaches/:id/students-analytics',
    {
      schema: {
        tags,
        summary:
          'Students, most active in the period first (period: week, month or quarter; month by default)',
        security,
        params: coachIdParams,
        querystring: analyticsQuery,
        response: { 200: studentsAnalyticsResponse, ...errors },
      },
      ...staffOnly,
    },
    async (request) =>
      coaching.studentsAnalytics(signedInStaffId(request), request.params.id, request.query.period),
  );

  app.get(
    '/api/coaches/:id/analytics',
    {
      schema: {
        tags,
        summary: 'The Analytics tab for a period: stat cards, this month, top three, activity chart',
        security,
        params: coachIdParams,
        querystring: analyticsQuery,
        response: { 200: analyticsResponse, ...errors },
      },
      ...staffOnly,
    },
    async (request) => coaching.analytics(signedInStaffId(request), request.params.id, request.query.period),
  );

  app.get(
    '/api/staff-portal/student/:id/details',
    {
      schema: {
        tags,
        summary: 'A student’s overview: profile, stats, drill assignments and modules',
        security,
        params: studentIdParams,
        response: { 200: studentDetailResponse, ...errors },
      },
      ...staffOnly,
    },
    async (request) => coaching.studentDetail(signedInStaffId(request), request.params.id),
  );

  app.get(
    '/api/staff/students/:id/welfare',
    {
      schema: {
        tags,
        summary:
          'A student’s welfare card: medical, allergies, emergency contact, pick-up, guardians (logged)',
        security,
        params: studentIdParams,
        response: { 200: welfareCardResponse, ...errors },
      },
      ...staffOnly,
    },
    async (request, reply) => {
      const card = await services.welfare.card(
        signedInStaffId(request),
        request.params.id,
        operationOf(request),
      );
      // Medical and family details: never kept by a browser or a proxy.
      return reply.header('cache-control', 'no-store').send(card);
    },
  );

  app.get(
    '/api/module-assignments/:id/progress',
    {
      schema: {
        tags,
        summary: 'Every exercise of an assigned module with its progress, notes and video',
        security,
        params: idParams,
        response: { 200: moduleProgressResponse, ...errors },
      },
      ...staffOnly,
    },
    async (request) => coaching.moduleProgress(signedInStaffId(request), request.params.id),
  );

  app.post(
    '/api/module-assignments',
    {
      schema: {
        tags,
        summary: 'Assign a curriculum lesson to students (refused for a student who already has it)',
        security,
        body: assignModuleBody,
        response: { 201: assignModuleResponse, ...errors, 409: errorResponse },
      },
      ...staffOnly,
    },
    async (request, reply) =>
      reply.status(201).send(await coaching.assignModule(signedInStaffId(request), request.body)),
  );

  app.put(
    '/api/module-assignments/:assignmentId/exercises/:exerciseId',
    {
      schema: {
        tags,
        summary: 'Tick or untick an exercise and keep the coach’s notes; the module moves with it',
        security,
        params: exerciseParams,
        body: updateExerciseBody,
        response: { 200: updateExerciseResponse, ...errors },
      },
      ...staffOnly,
    },
    async (request) =>
      coaching.updateExercise(
        signedInStaffId(request),
        request.params.assignmentId,
        request.params.exerciseId,
        request.body,
      ),
  );

  app.put(
    '/api/module-assignments/:assignmentId/exercises/:exerciseId/with-video',
    {
      schema: {
        tags,
        summary: 'As above, with a coaching video (multipart: completed, coachNotes, video; up to 500 MiB)',
        security,
        consumes: ['multipart/form-data'],
        params: exerciseParams,
        response: {
          200: updateExerciseResponse,
          ...errors,
          409: errorResponse,
          413: errorResponse,
          507: errorResponse,
        },
      },
      ...staffOnly,
    },
    async (request) => {
      const form = await readMultipartForm(
        request,
        app.storage,
        (field) => (field === 'video' ? EXERCISE_VIDEO : undefined),
        // A junior's coaching video needs consent: refused before its bytes are read.
        { admitFile: () => coaching.admitVideo(signedInStaffId(request), request.params.assignmentId) },
      );
      return discardIfRefused(form, async () => {
        const parsed = updateExerciseFields.safeParse(form.fields);
        if (!parsed.success) throw refusedFields(parsed.error.issues);
        return coaching.updateExercise(
          signedInStaffId(request),
          request.params.assignmentId,
          request.params.exerciseId,
          parsed.data,
          form.files.video,
        );
      });
    },
  );

  app.get(
    '/api/module-assignments/:assignmentId/exercises/:exerciseId/video',
    {
      schema: {
        tags,
        summary:
          'Play an exercise’s coaching video, for the student, their guardian, their coach and admins (Range supported; a junior’s only with consent)',
        security,
        querystring: videoVariantQuery,
        params: exerciseParams,
        response: { ...errors, 409: errorResponse },
      },
      onRequest: app.requireStudentOrStaff,
    },
    async (request, reply) => {
      const file = await coaching.exerciseVideo(
        signedInViewer(request),
        request.params.assignmentId,
        request.params.exerciseId,
      );
      return sendVideo(
        request,
        reply,
        { storage: app.storage, rendition: services.videoRenditions.find },
        file,
      );
    },
  );

  app.get(
    '/api/students/:id/coaching',
    {
      schema: {
        tags: ['student portal: coaching'],
        summary:
          "A student's own coaching: assigned modules with each exercise's status, coach's notes and video, drill reviews and Break Par rounds with the coach's verification",
        security,
        params: studentIdParams,
        response: { 200: studentCoachingResponse, ...errors },
      },
      onRequest: app.requireStudentOrStaff,
    },
    async (request) => coaching.studentCoaching(signedInViewer(request), request.params.id),
  );

  app.delete(
    '/api/module-assignments/:id',
    {
      schema: {
        tags,
        summary: 'Unassign a module: archived, its progress kept',
        security,
        params: idParams,
        response: { 200: successResponse, ...errors },
      },
      ...staffOnly,
    },
    async (request) => coaching.unassignModule(signedInStaffId(request), request.params.id),
  );
};
