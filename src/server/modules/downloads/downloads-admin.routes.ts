import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, idParams } from '@/core/contracts/common';

import {
  adminDownloadResponse,
  adminDownloadsResponse,
  downloadPatchBody,
  purchaseDecisionBody,
  purchaseDecisionResponse,
  purchaseRequestsQuery,
  purchaseRequestsResponse,
} from '@/core/contracts/downloads';
import { signedInStaffId } from '../../plugins/auth';
import type { Services } from '../../services';
import { withDownloadUpload } from './download-upload';

const errors = errorResponses(400, 401, 403, 404, 413);
const tags = ['staff portal: downloads'];
const security = [{ bearer: [] }];

/** The academy's side of downloads: items (upload, edit, retire) and purchase requests. Admins only. */
export const downloadsAdminRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  const downloads = services.downloads;

  app.get(
    '/api/staff/downloads',
    {
      schema: {
        tags,
        summary: 'Every item, retired ones too',
        security,
        response: { 200: adminDownloadsResponse, ...errors },
      },
      onRequest: app.requireStaff,
    },
    async (request) => ({ downloads: await downloads.listForAdmin(signedInStaffId(request)) }),
  );

  app.post(
    '/api/staff/downloads',
    {
      schema: {
        tags,
        summary: 'Upload an item: multipart text fields (type first) and one `file`',
        security,
        consumes: ['multipart/form-data'],
        response: { 201: adminDownloadResponse, ...errors },
      },
      onRequest: app.requireStaff,
      // Refused before any byte is stored.
      preHandler: async (request) => downloads.requireAdmin(signedInStaffId(request)),
    },
    async (request, reply) => {
      const download = await withDownloadUpload(request, app.storage, (fields, file) =>
        downloads.create(signedInStaffId(request), fields, file),
      );
      return reply.status(201).send({ download });
    },
  );

  app.patch(
    '/api/staff/downloads/:id',
    {
      schema: {
        tags,
        summary: 'Change an item’s details, or retire (isActive false) or restore it',
        security,
        params: idParams,
        body: downloadPatchBody,
        response: { 200: adminDownloadResponse, ...errors },
      },
      onRequest: app.requireStaff,
    },
    async (request) => ({
      download: await downloads.update(signedInStaffId(request), request.params.id, request.body),
    }),
  );

  app.get(
    '/api/staff/download-purchases',
    {
      schema: {
        tags,
        summary: 'Purchase requests (waiting ones unless a status is given)',
        security,
        querystring: purchaseRequestsQuery,
        response: { 200: purchaseRequestsResponse, ...errors },
      },
      onRequest: app.requireStaff,
    },
    async (request) => ({
      requests: await downloads.listPurchaseRequests(signedInStaffId(request), request.query.status),
    }),
  );

  app.post(
    '/api/staff/download-purchases/:id/decision',
    {
      schema: {
        tags,
        summary: 'Grant (payment taken at the venue) or decline a purchase request',
        security,
        params: idParams,
        body: purchaseDecisionBody,
        response: { 200: purchaseDecisionResponse, ...errors },
      },
      onRequest: app.requireStaff,
    },
    async (request) => ({
      request: await downloads.decide(signedInStaffId(request), request.params.id, request.body),
    }),
  );
};
