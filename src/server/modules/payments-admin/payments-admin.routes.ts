import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse, errorResponses, idParams } from '@/core/contracts/common';
import { paymentsListResponse, refundResponse } from '@/core/contracts/payments-admin';
import { signedInStaffId } from '../../plugins/auth';
import type { Services } from '../../services';

const schemaBase = { tags: ['staff portal: admin'], security: [{ bearer: [] }] };

/** The payments list: what was paid for, by whom, how much, and its refunds. */
export const paymentsAdminRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  app.get(
    '/api/admin/payments',
    {
      schema: {
        ...schemaBase,
        summary: 'Payments taken online (bookings and downloads), newest first, with their refunds',
        response: { 200: paymentsListResponse, ...errorResponses(401, 403) },
      },
      onRequest: app.requireStaff,
    },
    async (request) => ({ payments: await services.paymentsAdmin.list(signedInStaffId(request)) }),
  );
};

/** The refund button: registered only when the academy takes payments online. */
export const paymentRefundRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  app.post(
    '/api/admin/payments/:id/refund',
    {
      schema: {
        ...schemaBase,
        summary:
          'Give back what is left of a booking’s payment (the booking stands) or a download’s price (the download is withdrawn), through Stripe',
        params: idParams,
        response: { 200: refundResponse, ...errorResponses(400, 401, 403, 404, 409), 502: errorResponse },
      },
      onRequest: app.requireStaff,
    },
    async (request) => ({
      payment: await services.paymentsAdmin.refund(signedInStaffId(request), request.params.id),
    }),
  );
};
