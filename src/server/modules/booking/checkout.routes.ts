import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  abandonCheckoutBody,
  abandonCheckoutResponse,
  bookingError,
  type CheckoutOutcome,
  checkoutOutcome,
  checkoutSessionParams,
} from '@/core/contracts/booking';
import { errorResponse } from '@/core/contracts/common';
import { poundsString } from '@/core/rules/booking-policy';
import { notFound } from '../../errors';
import type { RateLimitService } from '../rate-limit/rate-limit.service';
import type { BookingCheckout } from './booking-checkout';
import { presentBooking } from './bookings.presenter';

const errors = { 400: bookingError, 404: bookingError, 429: bookingError, 502: bookingError };
/**
 * The booking calls' `success`/`error` envelope is only added under /api/booking/ (errors.ts): the
 * success page's call lives under /api/payments/, so its errors are the plain shape. Declared with the
 * envelope, every refusal of it (a bad or unknown reference, a rate limit) failed serialisation as a 500.
 */
const plainErrors = { 400: errorResponse, 404: errorResponse, 429: errorResponse, 502: errorResponse };

/** The pages around Stripe Checkout: coming back paid, and coming back without paying. */
export const checkoutRoutes: FastifyPluginAsyncZod<{
  checkout: BookingCheckout;
  rateLimits: RateLimitService;
}> = async (app, { checkout, rateLimits }) => {
  app.get(
    '/api/payments/checkout/:sessionId',
    {
      schema: {
        tags: ['payments'],
        summary: 'What a Checkout session paid for, as Stripe confirms it (the payment-success page)',
        description:
          'Read back from Stripe, never from the page address. A paid session confirms its booking here if the webhook has not yet; `reportConversion` is true once, ever, per paid session.',
        params: checkoutSessionParams,
        response: { 200: checkoutOutcome, ...plainErrors },
      },
    },
    async (request, reply): Promise<CheckoutOutcome> => {
      await rateLimits.consume('checkoutPerIp', request.ip);
      reply.header('cache-control', 'no-store');
      const verified = await checkout.verify(request.params.sessionId);
      if (!verified) throw notFound('We have no payment with this reference.');
      if (!verified.paid) {
        return {
          outcome: 'unpaid',
          booking: null,
          amountPaid: null,
          firstName: null,
          reportConversion: false,
        };
      }
      const booking = verified.booking;
      return {
        outcome: booking.status === 'confirmed' || booking.status === 'cancelled' ? 'confirmed' : 'refunded',
        booking: presentBooking(booking),
        amountPaid: poundsString(verified.amountPence),
        firstName: booking.clientName.split(/\s+/)[0] ?? null,
        reportConversion: verified.reportConversion,
      };
    },
  );

  app.post(
    '/api/booking/checkout/abandon',
    {
      schema: {
        tags: ['payments'],
        summary: 'Give back the places held for a payment the customer left (the Checkout page’s back link)',
        body: abandonCheckoutBody,
        response: { 200: abandonCheckoutResponse, ...errors },
      },
    },
    async (request) => {
      await rateLimits.consume('checkoutPerIp', request.ip);
      const booking = await checkout.abandon(request.body.hold);
      if (!booking) throw notFound('This link is not valid. Nothing was booked with it.');
      return { booking: presentBooking(booking) };
    },
  );
};
