import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, messageResponse, studentIdParams } from '@/core/contracts/common';

import {
  accessLogResponse,
  confirmDeletionBody,
  familyDeletionBody,
  requestDeletionBody,
} from '@/core/contracts/data-rights';
import { operationOf, signedInGuardian, signedInStaffId, signedInViewer } from '../../plugins/auth';
import type { Services } from '../../services';

const errors = errorResponses(400, 401, 403, 404, 429);
const security = [{ bearer: [] }];
const tags = ['data rights'];

export const dataRightsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get(
    '/api/students/:id/data-export',
    {
      schema: {
        tags,
        security,
        summary: 'Download all of a student’s data as a zip (the student, or an admin)',
        params: studentIdParams,
        // A zip, streamed: Fastify sends streams as they are, without the serializer.
        response: {
          200: z.unknown().describe('application/zip: data.json, README.txt and files/'),
          ...errors,
        },
      },
      onRequest: app.requireStudentOrStaff,
    },
    async (request, reply) => {
      const { filename, zip } = await services.dataRights.exportData(
        signedInViewer(request),
        request.params.id,
        operationOf(request),
      );
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .send(zip);
    },
  );

  app.post(
    '/api/students/:id/deletion',
    {
      schema: {
        tags,
        security,
        summary: 'Ask to delete a student’s account: e-mails a link that confirms it',
        params: studentIdParams,
        body: requestDeletionBody,
        response: { 202: messageResponse, ...errors },
      },
      onRequest: app.requireStudentOrStaff,
    },
    async (request, reply) =>
      reply.status(202).send({
        message: await services.dataRights.requestDeletion(
          signedInViewer(request),
          request.params.id,
          request.body,
        ),
      }),
  );

  app.post(
    '/api/account-deletion/confirm',
    {
      schema: {
        tags,
        summary: 'Delete the account with the e-mailed single-use link',
        body: confirmDeletionBody,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => ({ message: await services.dataRights.confirmDeletion(request.body) }),
  );

  app.get(
    '/api/admin/students/:id/access-log',
    {
      schema: {
        tags,
        security,
        summary: 'Who was shown the student’s medical, emergency and guardian details (admins)',
        params: studentIdParams,
        response: { 200: accessLogResponse, ...errors },
      },
      onRequest: app.requireStaff,
    },
    async (request) => services.accessLog.list(signedInStaffId(request), request.params.id),
  );

  app.get(
    '/api/family/data-export',
    {
      schema: {
        tags,
        security,
        summary: 'Download the family’s data as one zip: the guardian’s own records and a folder per child',
        response: {
          200: z.unknown().describe('application/zip: guardian.json, README.txt and children/'),
          ...errors,
        },
      },
      onRequest: app.requireStudent,
    },
    async (request, reply) => {
      const { filename, zip } = await services.familyDataRights.exportFamily(signedInGuardian(request));
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .send(zip);
    },
  );

  app.post(
    '/api/family/deletion',
    {
      schema: {
        tags,
        security,
        summary: 'Ask to delete the family account, saying for each child: delete or keep (e-mails a link)',
        body: familyDeletionBody,
        response: { 202: messageResponse, ...errors },
      },
      onRequest: app.requireStudent,
    },
    async (request, reply) =>
      reply.status(202).send({
        message: await services.familyDataRights.requestDeletion(signedInGuardian(request), request.body),
      }),
  );
};
