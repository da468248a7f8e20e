import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '../../../core/contracts/common';
import {
  adminDownloadResponse,
  adminDownloadsResponse,
  downloadIdParams,
  downloadPatchBody,
  purchaseDecisionBody,
  purchaseDecisionResponse,
  purchaseRequestsQuery,
  purchaseRequestsResponse,
} from '../../../core/contracts/downloads';
import type { Services } from '../../services';
import { withDownloadUpload } from './download-upload';

const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  413: errorResponse,
};
const tags = ['staff portal: downloads'];
const security = [{ bearer: [] }];

/** The academy's side of downloads: items (upload, edit, retire) and purchase requests. Admins only. */
export const downloadsAdminRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  const staffId = (request: { staffSession?: { staffId: string | null } }) => request.staffSession!.staffId!;
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
    async (request) => ({ downloads: await downloads.listForAdmin(staffId(request)) }),
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
      preHandler: async (request) => downloads.requireAdmin(staffId(request)),
    },
    async (request, reply) => {
      const download = await withDownloadUpload(request, app.storage, (fields, file) =>
        downloads.create(staffId(request), fields, file),
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
        params: downloadIdParams,
        body: downloadPatchBody,
        response: { 200: adminDownloadResponse, ...errors },
      },
      onRequest: app.requireStaff,
    },
    async (request) => ({
      download: await downloads.update(staffId(request), request.params.id, request.body),
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
      requests: await downloads.listPurchaseRequests(staffId(request), request.query.status),
    }),
  );

  app.post(
    '/api/staff/download-purchases/:id/decision',
    {
      schema: {
        tags,
        summary: 'Grant (payment taken at the venue) or decline a purchase request',
        security,
        params: downloadIdParams,
        body: purchaseDecisionBody,
        response: { 200: purchaseDecisionResponse, ...errors },
      },
      onRequest: app.requireStaff,
    },
    async (request) => ({
      request: await downloads.decide(staffId(request), request.params.id, request.body),
    }),
  );
};
