import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { academy } from '@/core/content/academy';

/** The OpenAPI document, generated from the same zod contracts the routes validate with. */
export const openApiPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: `${academy.name} API`,
          description:
            'Public site, student portal and staff portal. Sessions: an HttpOnly cookie, or `Authorization: Bearer <token>`.',
          version: '1.0.0',
        },
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'openapi' },
);
