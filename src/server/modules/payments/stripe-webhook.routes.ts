import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '@/core/contracts/common';
import type { Clock } from '../../clock';
import { badRequest } from '../../errors';
import type { PaymentsService } from './payments.service';
import { verifyStripeEvent } from './stripe-gateway';

const SIGNATURE_REFUSED = 'The Stripe signature is missing or does not match';

/** What we need of every event; the rest is stored as Stripe sent it. */
const eventEnvelope = z.looseObject({
  id: z.string().regex(/^evt_\w+$/),
  type: z.string().min(1).max(200),
  created: z.number().int().positive(),
});

/**
 * Stripe's deliveries of events. The signature covers the exact bytes sent, so this plugin reads its
 * route's body as a raw Buffer: content-type parsers belong to the plugin that adds them, and every other
 * route keeps parsing JSON. An event is stored before the answer and acted on after it, so Stripe hears
 * back at once and a slow or failing step never makes it deliver again.
 */
export const stripeWebhookRoutes: FastifyPluginAsyncZod<{
  payments: PaymentsService;
  webhookSecret: string;
  clock: Clock;
}> = async (app, { payments, webhookSecret, clock }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    '/api/payments/stripe/webhook',
    {
      bodyLimit: 1024 * 1024,
      schema: {
        tags: ['payments'],
        summary: "Stripe's event deliveries, signed with the endpoint's secret",
        response: { 200: z.object({ received: z.literal(true) }), 400: errorResponse },
      },
      // Only a stored event has anything to act on; a refused delivery wakes nothing.
      onResponse: async (_request, reply) => {
        if (reply.statusCode === 200) payments.wake();
      },
    },
    async (request) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['stripe-signature'];
      let parsed: unknown;
      try {
        parsed = verifyStripeEvent(
          body,
          typeof signature === 'string' ? signature : undefined,
          webhookSecret,
          clock(),
        );
      } catch {
        throw badRequest(SIGNATURE_REFUSED);
      }
      const event = eventEnvelope.safeParse(parsed);
      if (!event.success) throw badRequest('This is not a Stripe event');
      const first = await payments.recordEvent(event.data);
      if (!first) request.log.info({ eventId: event.data.id }, 'Stripe event delivered again');
      return { received: true as const };
    },
  );
};
