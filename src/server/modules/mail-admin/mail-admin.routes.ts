import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, idParams } from '@/core/contracts/common';

import { resendMailResponse, undeliveredMailResponse } from '@/core/contracts/mail-admin';
import { signedInStaffId } from '../../plugins/auth';
import type { Services } from '../../services';

const errors = errorResponses(400, 401, 403, 404, 409);
const security = [{ bearer: [] }];
const tags = ['staff portal: admin'];

export const mailAdminRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const staffOnly = { onRequest: app.requireStaff };

  app.get(
    '/api/admin/mail/failed',
    {
      schema: {
        tags,
        summary: 'E-mail that failed for good or whose link expired before it could be delivered',
        security,
        response: { 200: undeliveredMailResponse, ...errors },
      },
      ...staffOnly,
    },
    async (request) => services.mailAdmin.listUndelivered(signedInStaffId(request)),
  );

  app.post(
    '/api/admin/mail/:id/resend',
    {
      schema: {
        tags,
        summary: 'Queue a failed e-mail again (not one whose link has expired)',
        security,
        params: idParams,
        response: { 200: resendMailResponse, ...errors },
      },
      ...staffOnly,
    },
    async (request) => services.mailAdmin.resend(signedInStaffId(request), request.params.id),
  );
};
