import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, messageResponse } from '@/core/contracts/common';
import { confirmEmailBody } from '@/core/contracts/email-confirmation';
import { signedInGuardianId, signedInStudentId } from '../../plugins/auth';
import type { Services } from '../../services';

export const emailConfirmationRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  const tags = ['student portal: account'];

  app.post(
    '/api/portal/confirm-email',
    {
      schema: {
        tags,
        summary: "Confirm a student's e-mail address with the single-use link (no session needed)",
        body: confirmEmailBody,
        response: { 200: messageResponse, ...errorResponses(400, 403, 409, 429) },
      },
    },
    async (request) => ({
      message: await services.emailConfirmation.confirm(request.body, request.ip),
    }),
  );

  app.post(
    '/api/portal/confirm-email/resend',
    {
      schema: {
        tags,
        summary: 'E-mail the signed-in student (or guardian) a new confirmation link',
        security: [{ bearer: [] }],
        response: { 200: messageResponse, ...errorResponses(401, 403, 409, 429) },
      },
      onRequest: app.requireStudent,
    },
    async (request) => {
      // A guardian's session confirms the guardian's own address, not a child's.
      const guardianId = signedInGuardianId(request);
      return {
        message: guardianId
          ? await services.emailConfirmation.resendGuardian(guardianId)
          : await services.emailConfirmation.resend(signedInStudentId(request)),
      };
    },
  );
};
