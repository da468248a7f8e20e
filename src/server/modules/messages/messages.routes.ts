import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '../../../core/contracts/common';
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
import type { Services } from '../../services';
import { sendStoredFile } from '../../storage/serve-file';
import { readMessageForm } from './message-form';
import type { Viewer } from './messages.service';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };
const tags = ['student portal: messages'];
const security = [{ bearer: [] }];

export const messagesRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const messages = services.messages;

  /** A student's session if there is one, otherwise a staff session (401 when neither). */
  async function viewer(request: FastifyRequest): Promise<Viewer> {
    try {
      await app.requireStudent(request);
      return { kind: 'student', studentId: request.studentSession!.studentId! };
    } catch {
      await app.requireStaff(request);
      return { kind: 'staff', staffId: request.staffSession!.staffId! };
    }
  }

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
    async (request) => messages.listForStudent(request.studentSession!.studentId!, request.params.id),
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
        const result = await messages.send(request.studentSession!.studentId!, form.fields, form.uploads);
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
    async (request) => messages.markRead(request.studentSession!.studentId!, request.params.id),
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
    },
    async (request, reply) => {
      const file = await messages.attachment(await viewer(request), request.params.id, request.params.kind);
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
    async (request) => messages.inbox(request.staffSession!.staffId!),
  );
};
