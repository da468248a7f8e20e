import type Stripe from 'stripe';
import { objectOf } from '../payments/event-dispatch';
import type { PaymentEventHandler } from '../payments/payments.service';
import { toRefund, toSession } from '../payments/stripe-gateway';
import type { BookingCheckout } from './booking-checkout';

/**
 * What each of Stripe's events does to bookings. Each judges by the state of the object the event carries
 * (signed by Stripe), not by when the event arrived, so events out of order or twice change nothing wrongly.
 */
export function bookingPaymentHandlers(checkout: BookingCheckout): Record<string, PaymentEventHandler> {
  const paid: PaymentEventHandler = async (event, tx) => {
    await checkout.settlePaid(tx, toSession(objectOf<Stripe.Checkout.Session>(event)));
  };
  const refund: PaymentEventHandler = (event, tx) =>
    checkout.refunds.onRefundEvent(tx, toRefund(objectOf<Stripe.Refund>(event)));
  return {
    'checkout.session.completed': paid,
    'checkout.session.async_payment_succeeded': paid,
    'checkout.session.expired': (event, tx) =>
      checkout.onSessionExpired(tx, toSession(objectOf<Stripe.Checkout.Session>(event))),
    'refund.created': refund,
    'refund.updated': refund,
    'refund.failed': refund,
  };
}
