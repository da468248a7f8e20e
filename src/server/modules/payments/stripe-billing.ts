import type Stripe from 'stripe';

/**
 * The subscription side of the Stripe gateway: plans' prices, subscription Checkout, the subscriptions
 * themselves and the customer portal. Called only through `stripeGateway`.
 */

export interface PlanPrice {
  productId: string;
  priceId: string;
}

export interface CreateSubscriptionCheckout {
  /** Ours: the membership the session is for (Stripe's client_reference_id). */
  reference: string;
  priceId: string;
  /** An existing Stripe customer (a family buying a second membership), else a new one by e-mail. */
  customerId?: string | null;
  customerEmail: string;
  successUrl: string;
  cancelUrl: string;
  expiresAt: Date;
  idempotencyKey: string;
  /** Copied to the subscription too, so its events and invoices say what they are about. */
  metadata: Record<string, string>;
}

/** What we use of a subscription. */
export interface Subscription {
  id: string;
  status: Stripe.Subscription.Status;
  customerId: string;
  /** The one item: the plan's price. */
  itemId: string;
  priceId: string;
  unitAmount: number;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  metadata: Record<string, string>;
}

const idOf = (value: string | { id: string } | null | undefined) =>
  value == null ? null : typeof value === 'string' ? value : value.id;

export function toSubscription(sub: Stripe.Subscription): Subscription {
  const item = sub.items.data[0];
  if (!item) throw new Error(`subscription ${sub.id} has no items`);
  return {
    id: sub.id,
    status: sub.status,
    customerId: idOf(sub.customer)!,
    itemId: item.id,
    priceId: item.price.id,
    unitAmount: item.price.unit_amount ?? 0,
    currentPeriodStart: new Date(item.current_period_start * 1000),
    currentPeriodEnd: new Date(item.current_period_end * 1000),
    cancelAtPeriodEnd: sub.cancel_at_period_end,
    metadata: (sub.metadata ?? {}) as Record<string, string>,
  };
}

/** The subscription an invoice belongs to, wherever this API version puts it. */
export function invoiceSubscriptionId(invoice: Stripe.Invoice): string | null {
  return idOf(invoice.parent?.subscription_details?.subscription ?? null);
}

export function billingCalls(stripe: Stripe) {
  return {
    /** A monthly price for a plan, and the plan's product the first time. */
    async createPlanPrice(input: {
      productId: string | null;
      productName: string;
      amountPence: number;
      idempotencyKey: string;
    }): Promise<PlanPrice> {
      const productId =
        input.productId ??
        (
          await stripe.products.create(
            { name: input.productName },
            { idempotencyKey: `${input.idempotencyKey}:product` },
          )
        ).id;
      const price = await stripe.prices.create(
        {
          product: productId,
          currency: 'gbp',
          unit_amount: input.amountPence,
          recurring: { interval: 'month' },
        },
        { idempotencyKey: `${input.idempotencyKey}:price` },
      );
      return { productId, priceId: price.id };
    },

    /** No new subscription can use it; those already on it keep paying it. */
    async archivePrice(priceId: string): Promise<void> {
      await stripe.prices.update(priceId, { active: false });
    },

    async createSubscriptionCheckout(input: CreateSubscriptionCheckout): Promise<Stripe.Checkout.Session> {
      return stripe.checkout.sessions.create(
        {
          mode: 'subscription',
          client_reference_id: input.reference,
          ...(input.customerId ? { customer: input.customerId } : { customer_email: input.customerEmail }),
          line_items: [{ price: input.priceId, quantity: 1 }],
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          expires_at: Math.floor(input.expiresAt.getTime() / 1000),
          metadata: input.metadata,
          subscription_data: { metadata: input.metadata },
        },
        { idempotencyKey: input.idempotencyKey },
      );
    },

    async retrieveSubscription(id: string): Promise<Subscription> {
      return toSubscription(await stripe.subscriptions.retrieve(id));
    },

    /**
     * Moves a subscription to another plan's price. Stripe prorates and invoices the difference at once;
     * with `pending_if_incomplete` the change only takes effect once that invoice is paid.
     */
    async changeSubscriptionPrice(input: {
      subscriptionId: string;
      itemId: string;
      priceId: string;
      idempotencyKey: string;
    }): Promise<Subscription> {
      return toSubscription(
        await stripe.subscriptions.update(
          input.subscriptionId,
          {
            items: [{ id: input.itemId, price: input.priceId }],
            proration_behavior: 'always_invoice',
            payment_behavior: 'pending_if_incomplete',
          },
          { idempotencyKey: input.idempotencyKey },
        ),
      );
    },

    /** Stripe's customer portal: card, invoices, cancelling. Answers the page to send the member to. */
    async createPortalSession(customerId: string, returnUrl: string): Promise<string> {
      const session = await stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: returnUrl,
      });
      return session.url;
    },
  };
}
