import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse, errorResponses, idParams, studentIdParams } from '@/core/contracts/common';
import { actingStudentQuery } from '@/core/contracts/family';
import {
  createSwingBody,
  createVoiceOverBody,
  reviewSwingBody,
  swingMomentsBody,
  swingResponse,
  swingsResponse,
  swingTargetsResponse,
} from '@/core/contracts/swings';
import { videoVariantQuery } from '@/core/contracts/video-variant';
import { signedInStaffId, signedInStudentId, signedInViewer } from '../../plugins/auth';
import type { Services } from '../../services';
import { sendVideo } from '../video-conversion/send-video';

const errors = errorResponses(400, 401, 403, 404);
const security = [{ bearer: [] }];

/** Swings sent from the Student Portal, and the coach's review queue in the staff portal. */
export const swingsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const swings = services.swings;
  const tags = ['student portal: swings'];

  app.get(
    '/api/swings',
    {
      schema: {
        tags,
        summary: "The student's swings, newest first, with the coach's review",
        security,
        querystring: actingStudentQuery,
        response: { 200: swingsResponse, ...errors },
      },
      onRequest: app.requireStudent,
    },
    async (request) => ({
      swings: await swings.listForStudent(signedInViewer(request), signedInStudentId(request)),
    }),
  );

  app.get(
    '/api/swings/targets',
    {
      schema: {
        tags,
        summary: "What a swing may be for: the student's drills, exercises and Break Par rounds",
        security,
        querystring: actingStudentQuery,
        response: { 200: swingTargetsResponse, ...errors },
      },
      onRequest: app.requireStudent,
    },
    async (request) => swings.targets(signedInViewer(request), signedInStudentId(request)),
  );

  app.post(
    '/api/swings',
    {
      schema: {
        tags,
        summary: 'Send a swing for review, with the id of its finished resumable upload',
        security,
        querystring: actingStudentQuery,
        body: createSwingBody,
        response: { 201: swingResponse, ...errors, 409: errorResponse, 413: errorResponse },
      },
      config: { storesVideo: true },
      onRequest: app.requireStudent,
    },
    async (request, reply) => {
      const swing = await swings.create(signedInViewer(request), signedInStudentId(request), request.body);
      return reply.status(201).send({ swing });
    },
  );

  app.get(
    '/api/swings/:id/video',
    {
      schema: {
        tags,
        summary:
          "A swing's video (once converted: ?variant=full|phone|poster|storyboard), for the student, their guardians, their coach and admins (Range supported)",
        security,
        params: idParams,
        querystring: videoVariantQuery,
        response: errors,
      },
      onRequest: app.requireStudentOrStaff,
    },
    async (request, reply) => {
      const file = await swings.video(signedInViewer(request), request.params.id);
      return sendVideo(
        request,
        reply,
        { storage: app.storage, rendition: services.videoRenditions.find },
        file,
      );
    },
  );

  const staffTags = ['staff portal: swings'];

  app.get(
    '/api/staff/swings',
    {
      schema: {
        tags: staffTags,
        summary: "Swings waiting for review: the coach's own students' (an admin: all), oldest first",
        security,
        response: { 200: swingsResponse, ...errors },
      },
      onRequest: app.requireStaff,
    },
    async (request) => ({ swings: await swings.queue(signedInStaffId(request)) }),
  );

  app.get(
    '/api/staff/students/:id/swings',
    {
      schema: {
        tags: staffTags,
        summary:
          "One student's swings, waiting and reviewed, newest first, for their coach (or an admin) to compare",
        security,
        params: studentIdParams,
        response: { 200: swingsResponse, ...errors },
      },
      onRequest: app.requireStaff,
    },
    async (request) => ({
      swings: await swings.listForCoach(signedInStaffId(request), request.params.id),
    }),
  );

  app.put(
    '/api/staff/swings/:id/moments',
    {
      schema: {
        tags: staffTags,
        summary:
          "Mark a swing's address, top and impact frames, replacing the marks before (the student's coach or an admin)",
        security,
        params: idParams,
        body: swingMomentsBody,
        response: { 200: swingResponse, ...errors },
      },
      onRequest: app.requireStaff,
    },
    async (request) => ({
      swing: await swings.setMoments(signedInStaffId(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/api/staff/swings/:id/review',
    {
      schema: {
        tags: staffTags,
        summary: 'Mark a swing reviewed with a comment; the student (and a junior’s guardians) are told',
        security,
        params: idParams,
        body: reviewSwingBody,
        response: { 200: swingResponse, ...errors, 409: errorResponse },
      },
      onRequest: app.requireStaff,
    },
    async (request) => ({
      swing: await swings.review(signedInStaffId(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/api/staff/swings/:id/voice-overs',
    {
      schema: {
        tags: staffTags,
        summary:
          "Send a voice-over recorded on a swing, with the id of the coach's finished upload; the swing is reviewed and the family told",
        security,
        params: idParams,
        body: createVoiceOverBody,
        response: { 201: swingResponse, ...errors },
      },
      config: { storesVideo: true },
      onRequest: app.requireStaff,
    },
    async (request, reply) => {
      const swing = await swings.sendVoiceOver(signedInStaffId(request), request.params.id, request.body);
      return reply.status(201).send({ swing });
    },
  );
};
