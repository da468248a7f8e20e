import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ANNOTATIONS_CONFLICT,
  annotationSetResponse,
  annotationsConflictResponse,
  annotationTemplateResponse,
  annotationTemplatesResponse,
  createAnnotationTemplateBody,
  saveAnnotationsBody,
} from '@/core/contracts/annotations';
import { noContent } from '@/core/contracts/booking-admin';
import { errorResponses, idParams } from '@/core/contracts/common';
import { signedInStaffId, signedInViewer } from '../../plugins/auth';
import type { Services } from '../../services';
import type { SaveResult } from './annotations.service';

const errors = errorResponses(400, 401, 403, 404);
const security = [{ bearer: [] }];
const saveResponses = { 200: annotationSetResponse, 409: annotationsConflictResponse, ...errors };

/** 200 with the saved set, or 409 with the newer set someone saved after the caller's base version. */
function sendSaved(reply: FastifyReply, result: SaveResult) {
  if ('conflict' in result) {
    return reply.status(409).send({ message: ANNOTATIONS_CONFLICT, latest: result.conflict });
  }
  return reply.send({ annotations: result.saved });
}

/** Drawings over swing videos and model swings, versioned, and the academy's drawing templates. */
export const annotationsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const annotations = services.annotations;
  const staffTags = ['staff portal: swing drawings'];

  app.get(
    '/api/swings/:id/annotations',
    {
      schema: {
        tags: ['student portal: swings'],
        summary: "The coach's drawings over a swing, for the student and their guardians once it is reviewed",
        security,
        params: idParams,
        response: { 200: annotationSetResponse, ...errors },
      },
      onRequest: app.requireStudent,
    },
    async (request) => ({
      annotations: await annotations.forFamily(signedInViewer(request), request.params.id),
    }),
  );

  app.get(
    '/api/staff/swings/:id/annotations',
    {
      schema: {
        tags: staffTags,
        summary: "The latest drawings over a swing (the student's coach or an admin)",
        security,
        params: idParams,
        response: { 200: annotationSetResponse, ...errors },
      },
      onRequest: app.requireStaff,
    },
    async (request) => ({
      annotations: await annotations.forCoachedSwing(signedInStaffId(request), request.params.id),
    }),
  );

  app.put(
    '/api/staff/swings/:id/annotations',
    {
      schema: {
        tags: staffTags,
        summary:
          "Save a swing's drawings as a new version on top of baseVersion; 409 with the latest if stale",
        security,
        params: idParams,
        body: saveAnnotationsBody,
        response: saveResponses,
      },
      onRequest: app.requireStaff,
    },
    async (request, reply) =>
      sendSaved(
        reply,
        await annotations.saveForCoachedSwing(signedInStaffId(request), request.params.id, request.body),
      ),
  );

  app.get(
    '/api/staff/model-swings/:id/annotations',
    {
      schema: {
        tags: staffTags,
        summary: 'The latest drawings over a model swing (any member of staff)',
        security,
        params: idParams,
        response: { 200: annotationSetResponse, ...errors },
      },
      onRequest: app.requireStaff,
    },
    async (request) => ({
      annotations: await annotations.forModelSwing(signedInStaffId(request), request.params.id),
    }),
  );

  app.put(
    '/api/staff/model-swings/:id/annotations',
    {
      schema: {
        tags: staffTags,
        summary:
          "Save a model swing's drawings as a new version on top of baseVersion; 409 with the latest if stale",
        security,
        params: idParams,
        body: saveAnnotationsBody,
        response: saveResponses,
      },
      onRequest: app.requireStaff,
    },
    async (request, reply) =>
      sendSaved(
        reply,
        await annotations.saveForModelSwing(signedInStaffId(request), request.params.id, request.body),
      ),
  );

  app.get(
    '/api/staff/annotation-templates',
    {
      schema: {
        tags: staffTags,
        summary: "The academy's drawing templates, by name",
        security,
        response: { 200: annotationTemplatesResponse, ...errors },
      },
      onRequest: app.requireStaff,
    },
    async (request) => ({ templates: await annotations.templates(signedInStaffId(request)) }),
  );

  app.post(
    '/api/staff/annotation-templates',
    {
      schema: {
        tags: staffTags,
        summary: 'Keep a named set of drawings (without frames) for any member of staff to apply',
        security,
        body: createAnnotationTemplateBody,
        response: { 201: annotationTemplateResponse, ...errors },
      },
      onRequest: app.requireStaff,
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ template: await annotations.createTemplate(signedInStaffId(request), request.body) }),
  );

  app.delete(
    '/api/staff/annotation-templates/:id',
    {
      schema: {
        tags: staffTags,
        summary: 'Delete a drawing template (its author or an administrator)',
        security,
        params: idParams,
        response: { 204: noContent, ...errors },
      },
      onRequest: app.requireStaff,
    },
    async (request, reply) => {
      await annotations.deleteTemplate(signedInStaffId(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
