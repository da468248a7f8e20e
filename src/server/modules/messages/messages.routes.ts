import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse, errorResponses } from '../../../core/contracts/common';
import {
  attachmentParams,
  markReadBody,
  markReadResponse,
  messageIdParams,
  sendMessageResponse,
  staffMessagesResponse,
  studentIdParams,
  studentMessagesResponse,
} from '../../../core/contracts/messages';
import { signedInStaffId, signedInStudentId, signedInViewer } from '../../plugins/auth';
import type { Services } from '../../services';
import { sendStoredFile } from '../../storage/serve-file';
import { readMessageForm } from './message-form';

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
    async (request) => messages.listForStudent(signedInStudentId(request), request.params.id),
  );

  app.post(
    '/api/messages',
    {
      schema: {
        tags,
        summary: 'Send a message to a coach (multipart: fields and optional video and image files)',
        security,
        consumes: ['multipart/form-data'],
        response: { 201: sendMessageResponse, ...errors, 409: errorResponse, 413: errorResponse },
      },
      onRequest: app.requireStudent,
    },
    async (request, reply) => {
      const form = await readMessageForm(request, app.storage);
      try {
        const result = await messages.send(signedInStudentId(request), form.fields, form.uploads);
        return reply.status(201).send(result);
      } catch (err) {
        await form.discard();
        throw err;
      }
    },
  );

  app.patch(
    '/api/messages/:id/read',
    {
      schema: {
        tags,
        summary: 'Mark an answered message read by the student',
        security,
        params: messageIdParams,
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
        params: attachmentParams,
        response: errors,
      },
      onRequest: app.requireStudentOrStaff,
    },
    async (request, reply) => {
      const file = await messages.attachment(signedInViewer(request), request.params.id, request.params.kind);
      return sendStoredFile(request, reply, app.storage, { ...file, disposition: 'inline' });
    },
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
