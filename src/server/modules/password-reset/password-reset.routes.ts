import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forgotPasswordBody, resetPasswordBody } from '@/core/contracts/auth';
import { errorResponses, messageResponse } from '@/core/contracts/common';
import type { Services } from '../../services';

const errors = errorResponses(400, 403, 429);

export const passwordResetRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  const tags = ['password reset'];

  app.post(
    '/api/forgot-password',
    {
      schema: {
        tags,
        summary: 'E-mail a reset link (same answer whether or not the account exists)',
        body: forgotPasswordBody,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => ({ message: await services.passwordReset.requestReset(request.body, request.ip) }),
  );

  app.post(
    '/api/reset-password',
    {
      schema: {
        tags,
        summary: 'Set a new password with a single-use link; ends every other session',
        body: resetPasswordBody,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => ({ message: await services.passwordReset.resetPassword(request.body, request.ip) }),
  );
};
