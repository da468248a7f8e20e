import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse, errorResponses, idParams } from '@/core/contracts/common';
import { actingStudentQuery } from '@/core/contracts/family';
import {
  learningVideoResponse,
  learningVideosResponse,
  staffVideoResponse,
  staffVideosResponse,
  VIDEO_UPLOAD_FIELD,
  videoCreateBody,
  videoOrderBody,
  videoPatchBody,
  videoProgressBody,
  videoUploadFields,
} from '@/core/contracts/learning';
import { actingStudentVideoQuery, videoVariantQuery } from '@/core/contracts/video-variant';
import { signedInStaffId, signedInStudentId } from '../../plugins/auth';
import type { Services } from '../../services';
import { discardIfRefused } from '../../storage/refused-upload';
import { readVideoUploadForm } from '../../storage/video-upload-form';
import { sendVideo } from '../video-conversion/send-video';

const errors = errorResponses(400, 401, 403, 404);
const security = [{ bearer: [] }];
const studentTags = ['student portal: learning'];
const staffTags = ['staff portal: content'];

/** Learning Modules for students, and the videos the academy manages in the staff portal. */
export const learningRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const learning = services.learning;
  const student = { preHandler: app.requireStudent };
  const staff = { preHandler: app.requireStaff };

  app.get(
    '/api/learning/videos',
    {
      schema: {
        tags: studentTags,
        summary: 'Offered videos with my progress; `locked` when my tier does not open one',
        security,
        querystring: actingStudentQuery,
        response: { 200: learningVideosResponse, ...errors },
      },
      ...student,
    },
    async (request) => ({ videos: await learning.listForStudent(signedInStudentId(request)) }),
  );

  app.get(
    '/api/learning/videos/:id',
    {
      schema: {
        tags: studentTags,
        summary: 'One video to watch (403 below its tier)',
        security,
        querystring: actingStudentQuery,
        params: idParams,
        response: { 200: learningVideoResponse, ...errors },
      },
      ...student,
    },
    async (request) => ({
      video: await learning.detailForStudent(signedInStudentId(request), request.params.id),
    }),
  );

  app.get(
    '/api/learning/videos/:id/stream',
    {
      schema: {
        tags: studentTags,
        summary: 'An uploaded video file, with Range (403 below its tier)',
        security,
        querystring: actingStudentVideoQuery,
        params: idParams,
        response: { 403: errorResponse, 404: errorResponse, 401: errorResponse, 416: errorResponse },
      },
      ...student,
    },
    async (request, reply) => {
      const file = await learning.fileForStudent(signedInStudentId(request), request.params.id);
      return sendVideo(
        request,
        reply,
        { storage: app.storage, rendition: services.videoRenditions.find },
        file,
      );
    },
  );

  app.put(
    '/api/learning/videos/:id/progress',
    {
      schema: {
        tags: studentTags,
        summary: 'How far I have watched, 0 to 100 (it only moves forward)',
        security,
        querystring: actingStudentQuery,
        params: idParams,
        body: videoProgressBody,
        response: { 200: learningVideoResponse, ...errors },
      },
      ...student,
    },
    async (request) => ({
      video: await learning.saveProgress(
        signedInStudentId(request),
        request.params.id,
        request.body.progress,
      ),
    }),
  );

  app.post(
    '/api/learning/videos/:id/complete',
    {
      schema: {
        tags: studentTags,
        summary: 'Mark as Complete',
        security,
        querystring: actingStudentQuery,
        params: idParams,
        response: { 200: learningVideoResponse, ...errors },
      },
      ...student,
    },
    async (request) => ({
      video: await learning.markComplete(signedInStudentId(request), request.params.id),
    }),
  );

  app.get(
    '/api/staff/learning/videos',
    {
      schema: {
        tags: staffTags,
        summary: 'The academy’s videos (admins also see retired ones)',
        security,
        response: { 200: staffVideosResponse, ...errors },
      },
      ...staff,
    },
    async (request) => ({ videos: await learning.listForStaff(signedInStaffId(request)) }),
  );

  app.get(
    '/api/staff/learning/videos/:id/stream',
    {
      schema: {
        tags: staffTags,
        summary: 'Preview an uploaded video file, with Range',
        security,
        querystring: videoVariantQuery,
        params: idParams,
        response: { 403: errorResponse, 404: errorResponse, 401: errorResponse, 416: errorResponse },
      },
      ...staff,
    },
    async (request, reply) => {
      const file = await learning.fileForStaff(signedInStaffId(request), request.params.id);
      return sendVideo(
        request,
        reply,
        { storage: app.storage, rendition: services.videoRenditions.find },
        file,
      );
    },
  );

  app.post(
    '/api/staff/learning/videos',
    {
      schema: {
        tags: staffTags,
        summary: 'Admin: add a YouTube video (any form of YouTube link)',
        security,
        body: videoCreateBody,
        response: { 201: staffVideoResponse, ...errors },
      },
      ...staff,
    },
    async (request, reply) =>
      reply.status(201).send({ video: await learning.createYoutube(signedInStaffId(request), request.body) }),
  );

  app.post(
    '/api/staff/learning/videos/upload',
    {
      schema: {
        tags: staffTags,
        summary: 'Admin: upload a video file (multipart: the details as fields, the file as `video`)',
        security,
        response: { 201: staffVideoResponse, 413: errorResponse, 507: errorResponse, ...errors },
      },
      ...staff,
    },
    async (request, reply) => {
      // Refuse a coach before reading (and storing) a file of up to 500 MB.
      await learning.requireAdmin(signedInStaffId(request));
      const form = await readVideoUploadForm(request, app.storage, {
        schema: videoUploadFields,
        field: VIDEO_UPLOAD_FIELD,
        folder: 'learning-videos',
      });
      const video = await discardIfRefused(form, () =>
        learning.createUploaded(signedInStaffId(request), form.fields, form.file),
      );
      return reply.status(201).send({ video });
    },
  );

  app.patch(
    '/api/staff/learning/videos/:id',
    {
      schema: {
        tags: staffTags,
        summary: 'Admin: change a video, or retire / restore it with `active`',
        security,
        params: idParams,
        body: videoPatchBody,
        response: { 200: staffVideoResponse, ...errors },
      },
      ...staff,
    },
    async (request) => ({
      video: await learning.update(signedInStaffId(request), request.params.id, request.body),
    }),
  );

  app.put(
    '/api/staff/learning/videos/order',
    {
      schema: {
        tags: staffTags,
        summary: 'Admin: the order students see, as every video id',
        security,
        body: videoOrderBody,
        response: { 200: staffVideosResponse, ...errors },
      },
      ...staff,
    },
    async (request) => ({ videos: await learning.reorder(signedInStaffId(request), request.body.ids) }),
  );
};
