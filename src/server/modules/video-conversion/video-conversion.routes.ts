import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '@/core/contracts/common';
import { videoConversionsResponse } from '@/core/contracts/video-conversion-admin';
import { signedInStaffId } from '../../plugins/auth';
import type { Services } from '../../services';

const errors = errorResponses(401, 403);

export const videoConversionRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  app.get(
    '/api/admin/video-conversions',
    {
      schema: {
        tags: ['staff portal: admin'],
        summary:
          'The video conversion queue: counts per status, the latest failures, whether ffmpeg is installed',
        security: [{ bearer: [] }],
        response: { 200: videoConversionsResponse, ...errors },
      },
      onRequest: app.requireStaff,
    },
    async (request) => services.videoConversionAdmin.overview(signedInStaffId(request)),
  );
};
