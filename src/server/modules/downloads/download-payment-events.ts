import type Stripe from 'stripe';
import { objectOf } from '../payments/event-dispatch';
import type { PaymentEventHandler } from '../payments/payments.service';
import { toSession } from '../payments/stripe-gateway';
import type { DownloadCheckout } from './download-checkout';

/**
 * What Stripe's events do to download purchases: a paid session grants its purchase. Judged by the state of
 * the session the event carries (signed by Stripe), so a replay or an event out of order changes nothing.
 */
export function downloadPaymentHandlers(checkout: DownloadCheckout): Record<string, PaymentEventHandler> {
  const paid: PaymentEventHandler = async (event, tx) => {
    await checkout.settlePaid(tx, toSession(objectOf<Stripe.Checkout.Session>(event)));
  };
  return {
    'checkout.session.completed': paid,
    'checkout.session.async_payment_succeeded': paid,
  };
}
