import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, idParams } from '@/core/contracts/common';
import {
  adminTestimonialResponse,
  adminTestimonialsResponse,
  testimonialCreateBody,
  testimonialPatchBody,
} from '@/core/contracts/testimonials';
import { signedInStaffId } from '../../plugins/auth';
import type { Services } from '../../services';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['staff portal: content'];
const security = [{ bearer: [] }];

/** Content ▸ Testimonials (admins): the quotes the public pages show. */
export const testimonialsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  const quotes = services.testimonials;

  app.get(
    '/api/staff/content/testimonials',
    {
      schema: {
        tags,
        summary: 'Every testimonial, hidden ones too, by page and order',
        security,
        response: { 200: adminTestimonialsResponse, ...errors },
      },
      onRequest: app.requireStaff,
    },
    async (request) => ({ testimonials: await quotes.listForAdmin(signedInStaffId(request)) }),
  );

  app.post(
    '/api/staff/content/testimonials',
    {
      schema: {
        tags,
        summary: 'Add a testimonial to a page',
        security,
        body: testimonialCreateBody,
        response: { 201: adminTestimonialResponse, ...errors },
      },
      onRequest: app.requireStaff,
    },
    async (request, reply) =>
      reply.status(201).send({ testimonial: await quotes.create(signedInStaffId(request), request.body) }),
  );

  app.patch(
    '/api/staff/content/testimonials/:id',
    {
      schema: {
        tags,
        summary: 'Change a testimonial’s words, page or order, or hide or show it',
        security,
        params: idParams,
        body: testimonialPatchBody,
        response: { 200: adminTestimonialResponse, ...errors },
      },
      onRequest: app.requireStaff,
    },
    async (request) => ({
      testimonial: await quotes.update(signedInStaffId(request), request.params.id, request.body),
    }),
  );
};
