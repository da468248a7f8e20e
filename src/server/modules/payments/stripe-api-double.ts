import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
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
}

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
    if (form.mode !== 'payment') throw invalid('mode', 'This double only takes mode=payment.');
    if (typeof form.success_url !== 'string') throw missing('success_url');
    const items = form.line_items;
    if (!Array.isArray(items) || items.length === 0) throw missing('line_items');
    let total = 0;
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
      mode: 'payment',
      payment_intent: null,
      payment_status: 'unpaid',
      status: 'open',
      success_url: form.success_url,
      url: `${baseUrl}/c/pay/${id}`,
      // Kept for the payment pay() makes; Stripe does not echo it on the session.
      _paymentIntentMetadata: stringMap(paymentIntentData.metadata, 'payment_intent_data[metadata]'),
    };
    sessions.set(id, session);
    return session;
  }

  function pay(sessionId: string): StripeObject {
    const session = current(sessionId);
    if (session.status !== 'open') throw new Error(`session ${sessionId} is ${session.status}, not open`);
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
   * The hosted page, reduced to what a browser journey needs: what is being paid for, a button that pays
   * (POST, then on to the success URL as Stripe does) and the link back to the cancel URL.
   */
  function hostedPage(method: string, path: string, res: ServerResponse): boolean {
    const match = path.match(/^\/c\/pay\/([^/?]+)/);
    if (!match) return false;
    const id = decodeURIComponent(match[1]!);
    try {
      if (method === 'POST') {
        const session = pay(id);
        const next = String(session.success_url).replace('{CHECKOUT_SESSION_ID}', String(session.id));
        res.writeHead(303, { location: next });
      } else {
        const session = current(id);
        if (session.status !== 'open') throw new Error(`This Checkout session is ${session.status}.`);
        const amount = `£${((session.amount_total as number) / 100).toFixed(2)}`;
        const escapeHtml = (text: string) =>
          text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.write(
          `<!doctype html><html lang="en"><meta name="viewport" content="width=device-width"><title>Checkout</title>` +
            `<main><h1>Pay ${amount}</h1><p>${escapeHtml(String(session.customer_email ?? ''))}</p>` +
            `<form method="post"><button type="submit">Pay ${amount}</button></form>` +
            (session.cancel_url ? `<a href="${escapeHtml(String(session.cancel_url))}">Back</a>` : '') +
            '</main></html>',
        );
      }
    } catch (err) {
      res.writeHead(410, { 'content-type': 'text/plain' });
      res.write((err as Error).message);
    }
    res.end();
    return true;
  }

  const server: Server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      raw += chunk;
    });
    req.on('end', () => {
      if (hostedPage(req.method ?? 'GET', req.url ?? '/', res)) return;
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
    /**
     * An event as Stripe delivers it: the JSON body and its `Stripe-Signature` header, signed with the
     * endpoint's secret by the SDK's own helper at the double's time.
     */
    signedEvent(type: string, object: StripeObject, event: { id?: string; created?: Date } = {}) {
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
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type StripeDouble = Awaited<ReturnType<typeof startStripeDouble>>;
