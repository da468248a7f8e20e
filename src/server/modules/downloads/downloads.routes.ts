import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse, errorResponses, idParams } from '@/core/contracts/common';

import {
  downloadCheckoutParams,
  downloadCheckoutResponse,
  downloadFileQuery,
  downloadsResponse,
  purchaseRequestResponse,
} from '@/core/contracts/downloads';
import { actingStudentQuery } from '@/core/contracts/family';
import { signedInStudentId } from '../../plugins/auth';
import type { Services } from '../../services';
import { sendStoredFile } from '../../storage/serve-file';
import { downloadsAdminRoutes } from './downloads-admin.routes';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['student portal: downloads'];
const security = [{ bearer: [] }];

/** A ranged request that does not start at the beginning continues a download already counted. */
const continuesDownload = (range: string | undefined) => Boolean(range && !/^bytes=0-/.test(range.trim()));

/** The student's Digital Downloads (the list, the file, Buy), and the academy's side of them. */
export const downloadsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get(
    '/api/downloads',
    {
      schema: {
        tags,
        summary: 'Active downloads with this student’s purchases and tier locks',
        security,
        querystring: actingStudentQuery,
        response: { 200: downloadsResponse, ...errors },
      },
      onRequest: app.requireStudent,
    },
    async (request) => ({ downloads: await services.downloads.list(signedInStudentId(request)) }),
  );

  app.get(
    '/api/downloads/:id/file',
    {
      schema: {
        tags,
        summary: 'The file, for a student whose tier allows it and who has it free or purchased',
        security,
        params: idParams,
        // A guardian names the child; the preview flag is the file's own.
        querystring: downloadFileQuery.extend(actingStudentQuery.shape),
      },
      onRequest: app.requireStudent,
    },
    async (request, reply) => {
      const preview = request.query.preview === '1';
      const file = await services.downloads.openFile(signedInStudentId(request), request.params.id, {
        count: !preview && !continuesDownload(request.headers.range),
      });
      return sendStoredFile(request, reply, app.storage, {
        ...file,
        disposition: preview ? 'inline' : 'attachment',
      });
    },
  );

  app.post(
    '/api/downloads/:id/purchase',
    {
      schema: {
        tags,
        summary:
          'Buy a paid download: Stripe Checkout when payments are online, else a request to the academy',
        description:
          'With payments online, `checkoutUrl` is the page to pay on (the same one while it is open); the item opens once Stripe confirms the payment. Otherwise the academy grants the request and takes payment at the venue.',
        security,
        querystring: actingStudentQuery,
        params: idParams,
        response: { 200: purchaseRequestResponse, ...errors, 409: errorResponse, 502: errorResponse },
      },
      onRequest: app.requireStudent,
    },
    async (request) =>
      services.downloads.requestPurchase(signedInStudentId(request), request.params.id, {
        forChild: request.query.studentId !== undefined,
      }),
  );

  app.get(
    '/api/downloads/checkout/:sessionId',
    {
      schema: {
        tags,
        summary: 'The return from Checkout: whether Stripe confirmed this student’s payment, and the item',
        description:
          'Read back from Stripe, never from the page address; a paid session grants its purchase here if the webhook has not yet. Another student’s session is not found.',
        security,
        querystring: actingStudentQuery,
        params: downloadCheckoutParams,
        response: { 200: downloadCheckoutResponse, ...errors, 502: errorResponse },
      },
      onRequest: app.requireStudent,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return services.downloads.confirmCheckout(signedInStudentId(request), request.params.sessionId);
    },
  );

  await app.register(downloadsAdminRoutes, { services });
};
