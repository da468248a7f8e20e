import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A stand-in for the part of Stripe's HTTP API the gateway uses, on loopback, for tests. It speaks the
 * wire protocol the SDK speaks: form-encoded bodies in Stripe's bracket notation, Bearer auth with the
 * secret key, JSON answers in Stripe's object shapes and its error envelope, Idempotency-Key replays.
 * Sessions expire by a clock the test controls. `pay()` stands for a customer paying on the hosted page,
 * and `signedEvent()` signs an event with the SDK's own helper, as Stripe signs each webhook delivery.
 */

export interface StripeDoubleOptions {
  secretKey: string;
  webhookSecret: string;
  /** The time the double lives by: sessions' created and expiry, events' created and signature times. */
  clock?: () => Date;
  /** Where to deliver billing's events (a journey's server); tests that inject events leave it out. */
  webhookUrl?: string;
}

import { type BillingEvent, billingDouble } from './stripe-double-billing';
import { hostedPages } from './stripe-double-pages';
import {
  type Answer,
  type Form,
  invalid,
  missing,
  newId,
  noSuch,
  parseStripeForm,
  StripeApiError,
  type StripeObject,
  stringMap,
  wholeNumber,
} from './stripe-double-wire';

export { parseStripeForm } from './stripe-double-wire';

export async function startStripeDouble(options: StripeDoubleOptions) {
  let clock = options.clock ?? (() => new Date());
  const seconds = () => Math.floor(clock().getTime() / 1000);
  const sessions = new Map<string, StripeObject>();
  const payments = new Map<string, { amount: number; refunded: number; metadata: Record<string, string> }>();
  const refunds = new Map<string, StripeObject>();
  const idempotent = new Map<string, { request: string; answer: Answer }>();
  /** Requests as the double read them, for tests that check what was sent. */
  const requests: { method: string; path: string; form: Record<string, unknown>; idempotencyKey?: string }[] =
    [];
  let baseUrl = '';
  const billing = billingDouble({ seconds: () => seconds(), baseUrl: () => baseUrl });

  /** Stripe moves an open session to expired once its expires_at has passed. */
  function current(id: string): StripeObject {
    const session = sessions.get(id);
    if (!session) throw noSuch('checkout.session', id, 'session');
    if (session.status === 'open' && seconds() >= (session.expires_at as number)) expire(session);
    return session;
  }

  function expire(session: StripeObject) {
    Object.assign(session, { status: 'expired', url: null });
  }

  function createSession(form: Record<string, unknown>): StripeObject {
    if (form.mode !== 'payment' && form.mode !== 'subscription') {
      throw invalid('mode', 'This double takes mode=payment or mode=subscription.');
    }
    if (typeof form.success_url !== 'string') throw missing('success_url');
    const subscription = form.mode === 'subscription' ? billing.subscriptionSession(form) : null;
    const items = form.line_items;
    if (!Array.isArray(items) || items.length === 0) throw missing('line_items');
    let total = 0;
    if (!subscription)
      items.forEach((raw, i) => {
        const item = raw as Form & Record<string, Record<string, unknown>>;
        const at = `line_items[${i}]`;
        const quantity = wholeNumber(item.quantity, `${at}[quantity]`, 1);
        const price = item.price_data as Record<string, unknown> | undefined;
        if (!price) throw missing(`${at}[price_data]`);
        if (price.currency !== 'gbp') throw invalid(`${at}[price_data][currency]`, 'This double takes gbp.');
        const amount = wholeNumber(price.unit_amount, `${at}[price_data][unit_amount]`);
        const product = price.product_data as Record<string, unknown> | undefined;
        if (typeof product?.name !== 'string' || product.name === '') {
          throw missing(`${at}[price_data][product_data][name]`);
        }
        total += amount * quantity;
      });
    const now = seconds();
    const expiresAt =
      form.expires_at === undefined ? now + 24 * 3600 : wholeNumber(form.expires_at, 'expires_at');
    // Stripe's own bounds: at least 30 minutes and at most 24 hours after creation.
    if (expiresAt < now + 30 * 60 || expiresAt > now + 24 * 3600) {
      throw invalid(
        'expires_at',
        'The `expires_at` timestamp must be between 30 minutes and 24 hours after the Checkout Session creation.',
      );
    }
    const id = newId('cs');
    const paymentIntentData = (form.payment_intent_data ?? {}) as Record<string, unknown>;
    const session: StripeObject = {
      id,
      object: 'checkout.session',
      amount_subtotal: total,
      amount_total: total,
      cancel_url: form.cancel_url ?? null,
      client_reference_id: form.client_reference_id ?? null,
      created: now,
      currency: 'gbp',
      customer_email: form.customer_email ?? null,
      expires_at: expiresAt,
      livemode: false,
      metadata: stringMap(form.metadata, 'metadata'),
      mode: form.mode,
      payment_intent: null,
      payment_status: 'unpaid',
      status: 'open',
      success_url: form.success_url,
      url: `${baseUrl}/c/pay/${id}`,
      // Kept for the payment pay() makes; Stripe does not echo it on the session.
      _paymentIntentMetadata: stringMap(paymentIntentData.metadata, 'payment_intent_data[metadata]'),
      ...subscription,
    };
    sessions.set(id, session);
    return session;
  }

  function pay(sessionId: string): StripeObject {
    const session = current(sessionId);
    if (session.status !== 'open') throw new Error(`session ${sessionId} is ${session.status}, not open`);
    if (session.mode === 'subscription') {
      const events = billing.paySubscription(session);
      events.unshift({ type: 'checkout.session.completed', object: view(session) });
      paidEvents.set(sessionId, events);
      void deliver(events);
      return view(session);
    }
    const paymentIntent = newId('pi');
    payments.set(paymentIntent, {
      amount: session.amount_total as number,
      refunded: 0,
      metadata: session._paymentIntentMetadata as Record<string, string>,
    });
    Object.assign(session, {
      status: 'complete',
      payment_status: 'paid',
      payment_intent: paymentIntent,
      url: null,
    });
    return view(session);
  }

  function createRefund(form: Record<string, unknown>): StripeObject {
    const paymentIntent = form.payment_intent;
    if (typeof paymentIntent !== 'string') throw missing('payment_intent');
    const payment = payments.get(paymentIntent);
    if (!payment) throw noSuch('payment_intent', paymentIntent, 'payment_intent');
    const left = payment.amount - payment.refunded;
    const amount = form.amount === undefined ? left : wholeNumber(form.amount, 'amount', 1);
    if (left === 0) {
      throw new StripeApiError(
        400,
        'invalid_request_error',
        `Charge for ${paymentIntent} has already been refunded.`,
        undefined,
        'charge_already_refunded',
      );
    }
    if (amount > left) {
      throw invalid(
        'amount',
        `Refund amount (£${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge (£${(left / 100).toFixed(2)})`,
      );
    }
    payment.refunded += amount;
    const refund: StripeObject = {
      id: newId('re'),
      object: 'refund',
      amount,
      charge: `ch_${paymentIntent.slice(3)}`,
      created: seconds(),
      currency: 'gbp',
      metadata: stringMap(form.metadata, 'metadata'),
      payment_intent: paymentIntent,
      reason: null,
      status: 'succeeded',
    };
    refunds.set(refund.id as string, refund);
    return refund;
  }

  /** A session as Stripe shows it: without what the double keeps for itself. */
  const view = (session: StripeObject) =>
    Object.fromEntries(Object.entries(session).filter(([key]) => !key.startsWith('_')));

  function route(method: string, path: string, form: Record<string, unknown>): StripeObject {
    const billed = billing.route(method, path, form);
    if (billed) return billed;
    const [, kind, rawId, action] =
      path.match(/^\/v1\/(checkout\/sessions|refunds)(?:\/([^/]+))?(?:\/(\w+))?$/) ?? [];
    const id = rawId && decodeURIComponent(rawId);
    const call = `${method} ${kind}${id ? '/:id' : ''}${action ? `/${action}` : ''}`;
    switch (call) {
      case 'POST checkout/sessions':
        return view(createSession(form));
      case 'GET checkout/sessions/:id':
        return view(current(id!));
      case 'POST checkout/sessions/:id/expire': {
        const session = current(id!);
        if (session.status !== 'open') {
          throw new StripeApiError(
            400,
            'invalid_request_error',
            `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`,
          );
        }
        expire(session);
        return view(session);
      }
      case 'POST refunds':
        return createRefund(form);
      case 'GET refunds/:id': {
        const refund = refunds.get(id!);
        if (!refund) throw noSuch('refund', id!);
        return refund;
      }
      default:
        throw new StripeApiError(
          404,
          'invalid_request_error',
          `Unrecognized request URL (${method}: ${path}).`,
        );
    }
  }

  function answer(req: IncomingMessage, raw: string): Answer {
    const method = req.method ?? 'GET';
    const [path = '/', query = ''] = (req.url ?? '/').split('?');
    const form = parseStripeForm(method === 'GET' ? query : raw);
    const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
    requests.push({ method, path, form, idempotencyKey });
    const auth = req.headers.authorization ?? '';
    if (auth !== `Bearer ${options.secretKey}`) {
      const given = auth.replace(/^Bearer /, '');
      return error(
        new StripeApiError(
          401,
          'invalid_request_error',
          given
            ? `Invalid API Key provided: ${given.slice(0, 8)}****${given.slice(-4)}`
            : 'You did not provide an API key.',
        ),
      );
    }
    if (method === 'POST' && idempotencyKey) {
      const request = `${method} ${path} ${raw}`;
      const earlier = idempotent.get(idempotencyKey);
      if (earlier) {
        if (earlier.request !== request) {
          return error(
            new StripeApiError(
              400,
              'idempotency_error',
              `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
            ),
          );
        }
        return earlier.answer;
      }
      const fresh = attempt(method, path, form);
      idempotent.set(idempotencyKey, { request, answer: fresh });
      return fresh;
    }
    return attempt(method, path, form);
  }

  function attempt(method: string, path: string, form: Record<string, unknown>): Answer {
    try {
      return { status: 200, body: route(method, path, form) };
    } catch (err) {
      if (err instanceof StripeApiError) return error(err);
      throw err;
    }
  }

  function error(err: StripeApiError): Answer {
    return {
      status: err.status,
      body: {
        error: {
          type: err.type,
          message: err.message,
          ...(err.param && { param: err.param }),
          ...(err.code && { code: err.code }),
        },
      },
    };
  }

  /**
   * An event as Stripe delivers it: the JSON body and its `Stripe-Signature` header, signed with the
   * endpoint's secret by the SDK's own helper at the double's time.
   */
  function signedEvent(type: string, object: StripeObject, event: { id?: string; created?: Date } = {}) {
    const body = {
      id: event.id ?? newId('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: Math.floor((event.created ?? clock()).getTime() / 1000),
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
    const payload = JSON.stringify(body);
    const header = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: options.webhookSecret,
      timestamp: seconds(),
    });
    return { id: body.id, payload, header };
  }

  /** Billing's events as Stripe would send them, after a subscription Checkout is paid. */
  const paidEvents = new Map<string, BillingEvent[]>();
  let webhookUrl = options.webhookUrl;

  /** Signs and posts events to the webhook, one after another, as Stripe would (when one is set). */
  async function deliver(events: BillingEvent[]): Promise<void> {
    if (!webhookUrl) return;
    for (const event of events) {
      const signed = signedEvent(event.type, event.object);
      await fetch(webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signed.header },
        body: signed.payload,
      }).catch(() => undefined);
    }
  }

  const pages = hostedPages({ current, pay, billing, deliver });

  const server: Server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      raw += chunk;
    });
    req.on('end', () => {
      if (pages.answer(req.method ?? 'GET', req.url ?? '/', res)) return;
      const { status, body } = answer(req, raw);
      res.writeHead(status, {
        'content-type': 'application/json',
        'request-id': `req_${randomBytes(7).toString('hex')}`,
      });
      res.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  baseUrl = `http://127.0.0.1:${port}`;

  return {
    url: baseUrl,
    requests,
    /** Lives by this clock from now on (the test context's, made after the double). */
    useClock(next: () => Date) {
      clock = next;
    },
    /** The customer pays on the hosted page: the session completes with a payment intent. */
    pay,
    session: (id: string) => view(current(id)),
    /** A refund as Stripe keeps it, for tests that deliver its events. */
    refund: (id: string) => refunds.get(id),
    /** A refund made by hand in Stripe's dashboard: nobody's metadata, the whole payment unless `amount`. */
    refundInDashboard: (paymentIntent: string, amount?: number) =>
      createRefund({
        payment_intent: paymentIntent,
        ...(amount !== undefined && { amount: String(amount) }),
      }),
    signedEvent,
    billing,
    /** The events a paid subscription Checkout caused, for tests that deliver them themselves. */
    eventsOfPaid: (sessionId: string) => paidEvents.get(sessionId) ?? [],
    deliver,
    useWebhook(url: string) {
      webhookUrl = url;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type StripeDouble = Awaited<ReturnType<typeof startStripeDouble>>;
