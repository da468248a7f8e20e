import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noContent } from '@/core/contracts/booking-admin';
import { errorResponse, errorResponses, idParams } from '@/core/contracts/common';
import {
  MODEL_SWING_FILE_FIELD,
  modelSwingMomentsBody,
  modelSwingPatchBody,
  modelSwingResponse,
  modelSwingsResponse,
  modelSwingUploadFields,
} from '@/core/contracts/model-swings';
import { videoVariantQuery } from '@/core/contracts/video-variant';
import { signedInStaffId } from '../../plugins/auth';
import type { Services } from '../../services';
import { discardIfRefused } from '../../storage/refused-upload';
import { readVideoUploadForm } from '../../storage/video-upload-form';
import { sendVideo } from '../video-conversion/send-video';

const errors = errorResponses(400, 401, 403, 404);
const security = [{ bearer: [] }];
const tags = ['staff portal: model swings'];

/** The academy's model swing library: staff play and mark them; administrators manage them. */
export const modelSwingsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const swings = services.modelSwings;
  const staff = { onRequest: app.requireStaff };

  app.get(
    '/api/staff/model-swings',
    {
      schema: {
        tags,
        summary: 'The model swing library, newest first',
        security,
        response: { 200: modelSwingsResponse, ...errors },
      },
      ...staff,
    },
    async (request) => ({ swings: await swings.list(signedInStaffId(request)) }),
  );

  app.get(
    '/api/staff/model-swings/:id',
    {
      schema: {
        tags,
        summary: 'One model swing, with how it plays and its marked moments',
        security,
        params: idParams,
        response: { 200: modelSwingResponse, ...errors },
      },
      ...staff,
    },
    async (request) => ({ swing: await swings.detail(signedInStaffId(request), request.params.id) }),
  );

  app.get(
    '/api/staff/model-swings/:id/file',
    {
      schema: {
        tags,
        summary:
          'The model swing’s video (`variant`: full, phone, poster or storyboard once converted), with Range',
        security,
        params: idParams,
        querystring: videoVariantQuery,
        response: { 401: errorResponse, 403: errorResponse, 404: errorResponse, 416: errorResponse },
      },
      ...staff,
    },
    async (request, reply) => {
      const file = await swings.file(signedInStaffId(request), request.params.id);
      return sendVideo(
        request,
        reply,
        { storage: app.storage, rendition: services.videoRenditions.find },
        file,
      );
    },
  );

  app.put(
    '/api/staff/model-swings/:id/moments',
    {
      schema: {
        tags,
        summary: 'Mark address, top and impact as frame numbers (replaces the marks before)',
        security,
        params: idParams,
        body: modelSwingMomentsBody,
        response: { 200: modelSwingResponse, ...errors },
      },
      ...staff,
    },
    async (request) => ({
      swing: await swings.setMoments(signedInStaffId(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/api/admin/model-swings',
    {
      schema: {
        tags,
        summary:
          'Admin: add a model swing (multipart: title, club, view, handedness, and the file as `video`)',
        security,
        response: { 201: modelSwingResponse, 413: errorResponse, 507: errorResponse, ...errors },
      },
      ...staff,
    },
    async (request, reply) => {
      // Refuse a coach before reading (and storing) a file of up to 500 MB.
      await swings.requireAdmin(signedInStaffId(request));
      const form = await readVideoUploadForm(request, app.storage, {
        schema: modelSwingUploadFields,
        field: MODEL_SWING_FILE_FIELD,
        folder: 'model-swings',
      });
      const swing = await discardIfRefused(form, () =>
        swings.create(signedInStaffId(request), form.fields, form.file),
      );
      return reply.status(201).send({ swing });
    },
  );

  app.patch(
    '/api/admin/model-swings/:id',
    {
      schema: {
        tags,
        summary: 'Admin: change a model swing’s title, club, view or handedness',
        security,
        params: idParams,
        body: modelSwingPatchBody,
        response: { 200: modelSwingResponse, ...errors },
      },
      ...staff,
    },
    async (request) => ({
      swing: await swings.update(signedInStaffId(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/api/admin/model-swings/:id',
    {
      schema: {
        tags,
        summary: 'Admin: delete a model swing and its file',
        security,
        params: idParams,
        response: { 204: noContent, ...errors },
      },
      ...staff,
    },
    async (request, reply) => {
      await swings.remove(signedInStaffId(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
