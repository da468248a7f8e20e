import Stripe from 'stripe';
import type { Config } from '../../config';
import { billingCalls } from './stripe-billing';

type StripeSettings = Extract<Config['payments'], { provider: 'stripe' }>;

/** One line of what the customer pays for, priced in pence. */
export interface CheckoutLineItem {
  name: string;
  amountPence: number;
  quantity: number;
}

export interface CreateCheckoutSession {
  /** Ours (Stripe's client_reference_id): the booking or purchase the session is for. */
  reference: string;
  lineItems: CheckoutLineItem[];
  customerEmail: string;
  /** Where Stripe sends the customer once paid; `{CHECKOUT_SESSION_ID}` is filled in by Stripe. */
  successUrl: string;
  cancelUrl: string;
  /** When the session stops taking payment (Stripe allows 30 minutes to 24 hours from now). */
  expiresAt: Date;
  /** The same key answers the same session: a retried request never opens a second one. */
  idempotencyKey: string;
  metadata?: Record<string, string>;
}

/** What we use of a Checkout session. */
export interface CheckoutSession {
  id: string;
  /** The hosted page to send the customer to; null once the session is complete or expired. */
  url: string | null;
  status: 'open' | 'complete' | 'expired';
  paymentStatus: 'paid' | 'unpaid' | 'no_payment_required';
  /** Set once paid: what a refund is made against. */
  paymentIntent: string | null;
  amountTotal: number;
  /** Ours (Stripe's client_reference_id): the booking, membership or purchase the session is for. */
  reference: string | null;
  expiresAt: Date;
  metadata: Record<string, string>;
  mode: 'payment' | 'subscription';
  /** Subscription mode, once complete. */
  subscriptionId: string | null;
  customerId: string | null;
}

export interface CreateRefund {
  paymentIntent: string;
  /** In pence; the whole unrefunded amount when omitted. */
  amount?: number;
  idempotencyKey: string;
  metadata?: Record<string, string>;
}

/** What we use of a refund. */
export interface Refund {
  id: string;
  amount: number;
  status: 'pending' | 'requires_action' | 'succeeded' | 'failed' | 'canceled';
  paymentIntent: string | null;
  metadata: Record<string, string>;
}

const CURRENCY = 'gbp';

const idOf = (value: string | { id: string } | null | undefined) =>
  value == null ? null : typeof value === 'string' ? value : value.id;

/** A Checkout session as Stripe sends it (an answer, or an event's object) in the shape we use. */
export function toSession(session: Stripe.Checkout.Session): CheckoutSession {
  return {
    id: session.id,
    url: session.url,
    status: (session.status ?? 'open') as CheckoutSession['status'],
    paymentStatus: session.payment_status as CheckoutSession['paymentStatus'],
    paymentIntent: idOf(session.payment_intent),
    amountTotal: session.amount_total ?? 0,
    reference: session.client_reference_id,
    expiresAt: new Date(session.expires_at * 1000),
    metadata: session.metadata ?? {},
    mode: session.mode === 'subscription' ? 'subscription' : 'payment',
    subscriptionId: idOf(session.subscription),
    customerId: idOf(session.customer),
  };
}

/** A refund as Stripe sends it, in the shape we use. */
export function toRefund(refund: Stripe.Refund): Refund {
  return {
    id: refund.id,
    amount: refund.amount,
    status: (refund.status ?? 'pending') as Refund['status'],
    paymentIntent: idOf(refund.payment_intent),
    metadata: (refund.metadata ?? {}) as Record<string, string>,
  };
}

/**
 * The one place the Stripe SDK is constructed and called. Errors are the SDK's own (StripeError and its
 * kinds), so callers can tell a refused card from a wrong key from Stripe not answering.
 */
export function stripeGateway(settings: Pick<StripeSettings, 'secretKey' | 'api'>) {
  const stripe = new Stripe(settings.secretKey, {
    ...settings.api,
    // A customer waits on the session's creation; better a clear failure than the SDK's 80 seconds.
    timeout: 20_000,
    maxNetworkRetries: 2,
    telemetry: false,
  });

  return {
    ...billingCalls(stripe),

    async createCheckoutSession(input: CreateCheckoutSession): Promise<CheckoutSession> {
      const metadata = input.metadata ?? {};
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          client_reference_id: input.reference,
          customer_email: input.customerEmail,
          line_items: input.lineItems.map((item) => ({
            quantity: item.quantity,
            price_data: {
              currency: CURRENCY,
              unit_amount: item.amountPence,
              product_data: { name: item.name },
            },
          })),
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          expires_at: Math.floor(input.expiresAt.getTime() / 1000),
          metadata,
          // The payment (and so each refund's event) carries the same metadata.
          payment_intent_data: { metadata },
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return toSession(session);
    },

    async retrieveCheckoutSession(id: string): Promise<CheckoutSession> {
      return toSession(await stripe.checkout.sessions.retrieve(id));
    },

    /** Stops an open session taking payment, e.g. when the place it held is given up. */
    async expireCheckoutSession(id: string): Promise<CheckoutSession> {
      return toSession(await stripe.checkout.sessions.expire(id));
    },

    async createRefund(input: CreateRefund): Promise<Refund> {
      const refund = await stripe.refunds.create(
        {
          payment_intent: input.paymentIntent,
          ...(input.amount !== undefined && { amount: input.amount }),
          ...(input.metadata && { metadata: input.metadata }),
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return toRefund(refund);
    },

    async retrieveRefund(id: string): Promise<Refund> {
      return toRefund(await stripe.refunds.retrieve(id));
    },
  };
}
export type StripeGateway = ReturnType<typeof stripeGateway>;

/**
 * Checks a webhook delivery's signature with the SDK and answers the event it carries. `receivedAt` is our
 * clock, so the five-minute tolerance for old signatures is measured by the same time as everything else.
 */
export function verifyStripeEvent(
  payload: Buffer,
  signature: string | undefined,
  secret: string,
  receivedAt: Date,
): Stripe.Event {
  return Stripe.webhooks.constructEvent(
    payload,
    signature ?? '',
    secret,
    undefined,
    undefined,
    receivedAt.getTime(),
  );
}

/** Whether an error is the SDK's refusal of a webhook signature. */
export const isSignatureError = (error: unknown): boolean =>
  error instanceof Stripe.errors.StripeSignatureVerificationError;
