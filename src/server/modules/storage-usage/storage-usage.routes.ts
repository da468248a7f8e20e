import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, studentIdParams } from '@/core/contracts/common';

import { storageItemParams, storageUsageResponse } from '@/core/contracts/storage';
import { signedInStudentId, signedInViewer } from '../../plugins/auth';
import type { Services } from '../../services';

export const storageUsageRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  app.get(
    '/api/students/:id/storage',
    {
      schema: {
        tags: ['student portal: profile'],
        summary:
          "A student's upload space: bytes used of their quota, and their largest files with where they are",
        security: [{ bearer: [] }],
        params: studentIdParams,
        response: { 200: storageUsageResponse, ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: app.requireStudentOrStaff,
    },
    async (request) => services.storageUsage.usage(signedInViewer(request), request.params.id),
  );

  app.delete(
    '/api/students/:id/storage/:kind/:itemId',
    {
      schema: {
        tags: ['student portal: profile'],
        summary:
          'The student deletes one of their files to make room (a message keeps its words); answers the new usage',
        security: [{ bearer: [] }],
        params: storageItemParams,
        response: { 200: storageUsageResponse, ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: app.requireStudent,
    },
    async (request) =>
      services.storageUsage.remove(
        // The path names the student: a guardian's child, or the student themself.
        signedInStudentId(request, request.params.id),
        request.params.id,
        request.params.kind,
        request.params.itemId,
      ),
  );
};
