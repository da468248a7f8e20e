import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse, errorResponses, idParams } from '@/core/contracts/common';
import { actingStudentQuery } from '@/core/contracts/family';
import {
  CHUNK_CONTENT_TYPE,
  createStaffUploadBody,
  createUploadBody,
  type UploadState,
  uploadOffsetHeaders,
  uploadStateResponse,
} from '@/core/contracts/uploads';
import { AppError } from '../../errors';
import { signedInStaffId, signedInStudentId, signedInViewer } from '../../plugins/auth';
import type { Services } from '../../services';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['student portal: uploads'];
const security = [{ bearer: [] }];

/** The offset travels as a header too, as tus clients read it. */
const withOffset = (state: UploadState) => ({ 'upload-offset': String(state.offset) });

/** Resumable uploads: start one, add chunks at their offset, ask where it stands after a failure. */
export const resumableUploadsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  const uploads = services.resumableUploads;
  // A chunk's bytes are streamed to storage as they arrive: the body is handed over unread.
  app.addContentTypeParser(CHUNK_CONTENT_TYPE, (_request, payload, done) => done(null, payload));

  app.post(
    '/api/uploads',
    {
      schema: {
        tags,
        summary: 'Start a resumable upload (a swing video): checks the type allowed, size and upload space',
        security,
        querystring: actingStudentQuery,
        body: createUploadBody,
        response: { 201: uploadStateResponse, ...errors, 413: errorResponse, 507: errorResponse },
      },
      onRequest: app.requireStudent,
    },
    async (request, reply) => {
      const state = await uploads.create(signedInViewer(request), signedInStudentId(request), request.body);
      return reply.status(201).headers(withOffset(state)).send(state);
    },
  );

  app.patch(
    '/api/uploads/:id',
    {
      schema: {
        tags,
        summary: `Add a chunk at Upload-Offset (${CHUNK_CONTENT_TYPE}); 409 with the right offset otherwise`,
        security,
        params: idParams,
        headers: uploadOffsetHeaders,
        response: {
          200: uploadStateResponse,
          ...errors,
          409: errorResponse,
          413: errorResponse,
          415: errorResponse,
        },
      },
      // A student's, a guardian's or a member of staff's: each continues only their own.
      onRequest: app.requireStudentOrStaff,
    },
    async (request, reply) => {
      // Any other content type was parsed as something else (JSON, say): it is not a chunk's bytes.
      if (!(request.body instanceof Readable)) {
        throw new AppError(415, 'unsupported_media_type', `Send each chunk as ${CHUNK_CONTENT_TYPE}`, {
          'content-type': `Must be ${CHUNK_CONTENT_TYPE}`,
        });
      }
      const state = await uploads.append(
        signedInViewer(request),
        request.params.id,
        request.headers['upload-offset'],
        request.body,
      );
      return reply.headers(withOffset(state)).send(state);
    },
  );

  app.get(
    '/api/uploads/:id',
    {
      schema: {
        tags,
        summary: 'Where an upload stands (HEAD answers the same in the Upload-Offset header)',
        security,
        params: idParams,
        response: { 200: uploadStateResponse, ...errors },
      },
      onRequest: app.requireStudentOrStaff,
    },
    async (request, reply) => {
      const state = await uploads.state(signedInViewer(request), request.params.id);
      return reply.headers({ ...withOffset(state), 'cache-control': 'no-store' }).send(state);
    },
  );

  app.post(
    '/api/staff/uploads',
    {
      schema: {
        tags: ['staff portal: uploads'],
        summary:
          "Start a member of staff's resumable upload (a voice-over) for one of their students; continued at /api/uploads/{id}",
        security,
        body: createStaffUploadBody,
        response: { 201: uploadStateResponse, ...errors, 413: errorResponse },
      },
      onRequest: app.requireStaff,
    },
    async (request, reply) => {
      const state = await uploads.createForStaff(signedInStaffId(request), request.body);
      return reply.status(201).headers(withOffset(state)).send(state);
    },
  );
};
