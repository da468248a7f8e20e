import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  coachIdParams,
  errorResponse,
  errorResponses,
  idempotencyHeaders,
  idParams,
  studentIdParams,
} from '@/core/contracts/common';
import { actingStudentQuery } from '@/core/contracts/family';
import {
  attachmentParams,
  coachInboxResponse,
  markReadBody,
  markReadResponse,
  replyFields,
  replyResponse,
  sendMessageResponse,
  staffMessagesResponse,
  studentMessagesResponse,
  updateMessageStatusBody,
  updateMessageStatusResponse,
} from '@/core/contracts/messages';
import { videoVariantQuery } from '@/core/contracts/video-variant';
import { refusedFields } from '../../errors';
import {
  signedInGuardianId,
  signedInParty,
  signedInStaffId,
  signedInStudentId,
  signedInViewer,
} from '../../plugins/auth';
import type { Services } from '../../services';
import { readMultipartForm } from '../../storage/multipart-form';
import { discardIfRefused } from '../../storage/refused-upload';
import { UPLOAD_RULES, type UploadRule } from '../../storage/uploads';
import { sendVideo } from '../video-conversion/send-video';
import { readMessageForm } from './message-form';

const REPLY_VIDEO: UploadRule = {
  ...UPLOAD_RULES.video,
  field: 'video',
  folder: 'message-videos',
  label: 'The video',
};

const errors = errorResponses(400, 401, 403, 404);
const tags = ['student portal: messages'];
const security = [{ bearer: [] }];

export const messagesRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const messages = services.messages;

  app.get(
    '/api/students/:id/messages',
    {
      schema: {
        tags,
        summary: "The signed-in student's messages, newest first",
        security,
        params: studentIdParams,
        response: { 200: studentMessagesResponse, ...errors },
      },
      onRequest: app.requireStudent,
    },
    async (request) =>
      messages.listForStudent(signedInStudentId(request, request.params.id), request.params.id),
  );

  app.post(
    '/api/messages',
    {
      schema: {
        tags,
        summary: 'Send a message to a coach (multipart: fields and optional video and image files)',
        description:
          'Send an `Idempotency-Key` header to make retries safe: the same key and words answer the message already sent (200) instead of sending it twice.',
        security,
        querystring: actingStudentQuery,
        consumes: ['multipart/form-data'],
        headers: idempotencyHeaders,
        response: {
          201: sendMessageResponse,
          200: sendMessageResponse,
          ...errors,
          409: errorResponse,
          413: errorResponse,
          422: errorResponse,
          507: errorResponse,
        },
      },
      onRequest: app.requireStudent,
      // Refused before a byte of the upload is read: an unconfirmed address, or a junior without consent.
      preHandler: async (request) => {
        await services.emailConfirmation.requireConfirmed(signedInParty(request), 'messages');
        // A body that is not a form is answered as bad input by the handler, whoever sends it.
        if (request.isMultipart()) await messages.admitSend(signedInStudentId(request));
      },
    },
    async (request, reply) => {
      const form = await readMessageForm(request, app.storage, (field) =>
        messages.admitSend(signedInStudentId(request), field),
      );
      const outcome = await discardIfRefused(form, () =>
        messages.send(signedInStudentId(request), form.fields, form.uploads, {
          idempotencyKey: request.headers['idempotency-key'],
          // A guardian writing for their child is recorded as the message's author.
          guardianId: signedInGuardianId(request),
        }),
      );
      // A resend keeps the first message's files; the copies this request brought are not needed.
      if (!outcome.created) await form.discard();
      return reply.status(outcome.created ? 201 : 200).send(outcome.response);
    },
  );

  app.patch(
    '/api/messages/:id/read',
    {
      schema: {
        tags,
        summary: 'Mark an answered message read by the student',
        security,
        querystring: actingStudentQuery,
        params: idParams,
        body: markReadBody,
        response: { 200: markReadResponse, ...errors },
      },
      onRequest: app.requireStudent,
    },
    async (request) => messages.markRead(signedInStudentId(request), request.params.id),
  );

  app.get(
    '/api/messages/:id/attachments/:kind',
    {
      schema: {
        tags,
        summary: "A message's video or image, for the student, their coaches and admins (Range supported)",
        security,
        querystring: videoVariantQuery,
        params: attachmentParams,
        response: errors,
      },
      onRequest: app.requireStudentOrStaff,
    },
    async (request, reply) => {
      const file = await messages.attachment(signedInViewer(request), request.params.id, request.params.kind);
      return sendVideo(
        request,
        reply,
        { storage: app.storage, rendition: services.videoRenditions.find },
        file,
      );
    },
  );

  app.get(
    '/api/coaches/:id/messages',
    {
      schema: {
        tags: ['staff portal: messages'],
        summary: "A coach's inbox with its stat cards (an admin's own id: every message)",
        security,
        params: coachIdParams,
        response: { 200: coachInboxResponse, ...errors },
      },
      onRequest: app.requireStaff,
    },
    async (request) => messages.coachInbox(signedInStaffId(request), request.params.id),
  );

  app.post(
    '/api/messages/:id/reply',
    {
      schema: {
        tags: ['staff portal: messages'],
        summary: 'Reply to a student’s message (multipart: response, optional video); the student sees it',
        security,
        consumes: ['multipart/form-data'],
        params: idParams,
        response: {
          200: replyResponse,
          ...errors,
          409: errorResponse,
          413: errorResponse,
          507: errorResponse,
        },
      },
      onRequest: app.requireStaff,
    },
    async (request) => {
      const form = await readMultipartForm(
        request,
        app.storage,
        (field) => (field === 'video' ? REPLY_VIDEO : undefined),
        // A junior's coaching video needs consent: refused before its bytes are read.
        { admitFile: () => messages.admitReplyVideo(signedInStaffId(request), request.params.id) },
      );
      return discardIfRefused(form, async () => {
        const parsed = replyFields.safeParse(form.fields);
        if (!parsed.success) throw refusedFields(parsed.error.issues);
        return messages.reply(
          signedInStaffId(request),
          request.params.id,
          parsed.data.response,
          form.files.video,
        );
      });
    },
  );

  app.patch(
    '/api/messages/:id/status',
    {
      schema: {
        tags: ['staff portal: messages'],
        summary: 'Pick a message up (in_progress) or resolve it',
        security,
        params: idParams,
        body: updateMessageStatusBody,
        response: { 200: updateMessageStatusResponse, ...errors },
      },
      onRequest: app.requireStaff,
    },
    async (request) => messages.setStatus(signedInStaffId(request), request.params.id, request.body.status),
  );

  app.get(
    '/api/staff/messages',
    {
      schema: {
        tags: ['staff portal: messages'],
        summary: "Coach inbox: the assigned students' messages (admins: all), newest first",
        security,
        response: { 200: staffMessagesResponse, ...errors },
      },
      onRequest: app.requireStaff,
    },
    async (request) => messages.inbox(signedInStaffId(request)),
  );
};
