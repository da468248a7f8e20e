import type Stripe from 'stripe';
import { objectOf } from '../payments/event-dispatch';
import type { PaymentEventHandler } from '../payments/payments.service';
import { invoiceSubscriptionId } from '../payments/stripe-billing';
import { toSession } from '../payments/stripe-gateway';
import { type MembershipDeps, settle } from './membership-checkout';

/**
 * What Stripe's events do to memberships. Every handler reads the subscription's current state from Stripe
 * and applies it (decision 0034), so an event's own snapshot, its order and its repeats do not matter: a
 * downgrade delivered before the upgrade that preceded it leaves the membership on the plan Stripe has now.
 */
export function membershipPaymentHandlers(deps: MembershipDeps): Record<string, PaymentEventHandler> {
  const follow =
    (failed = false): PaymentEventHandler =>
    async (event, tx) => {
      const object = objectOf<Stripe.Subscription | Stripe.Invoice>(event);
      const subscriptionId =
        object.object === 'invoice' ? invoiceSubscriptionId(object as Stripe.Invoice) : object.id;
      if (!subscriptionId) return;
      await settle(deps, subscriptionId, { failedAt: failed ? event.created : undefined, tx });
    };

  return {
    'checkout.session.completed': async (event, tx) => {
      const session = toSession(objectOf<Stripe.Checkout.Session>(event));
      if (session.mode !== 'subscription' || !session.subscriptionId) return;
      await settle(deps, session.subscriptionId, { fromSession: session.id, tx });
    },
    'customer.subscription.created': follow(),
    'customer.subscription.updated': follow(),
    'customer.subscription.deleted': follow(),
    'invoice.paid': follow(),
    'invoice.payment_failed': follow(true),
  };
}
