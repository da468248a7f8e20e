import { asc } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { paymentEvents } from '../../db/schema/index';
import { createTestContext, type TestContext, testDbKind } from '../../test/test-app';
import { paymentsService } from './payments.service';
import { SECRET_KEY, stripeEnv, WEBHOOK, WEBHOOK_SECRET } from './payments.test-helpers';
import { type StripeDouble, startStripeDouble } from './stripe-api-double';

describe(`Stripe webhook (${testDbKind})`, () => {
  let double: StripeDouble;
  let t: TestContext;

  beforeAll(async () => {
    double = await startStripeDouble({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
    t = await createTestContext(stripeEnv(double.url));
    double.useClock(t.clock);
  });
  afterAll(async () => {
    await t.close();
    await double.close();
  });

  // Stripe's servers send no Origin and no cookie.
  const deliver = (payload: string, signature?: string) =>
    t.app.inject({
      method: 'POST',
      url: WEBHOOK,
      payload,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        ...(signature !== undefined && { 'stripe-signature': signature }),
      },
    });
  const stored = () => t.database.db.select().from(paymentEvents).orderBy(asc(paymentEvents.created));
  const sessionObject = (id = 'cs_test_abc') => ({ id, object: 'checkout.session', payment_status: 'paid' });

  it('stores a correctly signed event and answers 200, then marks it processed', async () => {
    const event = double.signedEvent('checkout.session.completed', sessionObject());
    const res = await deliver(event.payload, event.header);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });
    const [row] = (await stored()).filter((r) => r.id === event.id);
    expect(row).toMatchObject({
      id: event.id,
      type: 'checkout.session.completed',
      created: new Date(Math.floor(t.clock().getTime() / 1000) * 1000),
      receivedAt: t.clock(),
      payload: JSON.parse(event.payload),
    });
    // Acted on after the answer, without another request or the timer.
    await vi.waitFor(async () => {
      const [after] = (await stored()).filter((r) => r.id === event.id);
      expect(after?.processedAt).toEqual(t.clock());
    });
  });

  it('refuses a forged signature with 400 and stores nothing', async () => {
    const before = await stored();
    const event = double.signedEvent('checkout.session.completed', sessionObject('cs_test_forged'));
    const forged = Stripe.webhooks.generateTestHeaderString({
      payload: event.payload,
      secret: 'whsec_someoneelse0123456789',
      timestamp: Math.floor(t.clock().getTime() / 1000),
    });
    const res = await deliver(event.payload, forged);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The Stripe signature is missing or does not match' });
    // A real signature over other bytes is as good as none.
    const altered = await deliver(event.payload.replace('cs_test_forged', 'cs_test_altered'), event.header);
    expect(altered.statusCode).toBe(400);
    expect(await stored()).toEqual(before);
  });

  it('refuses a delivery without a signature with 400 and stores nothing', async () => {
    const before = await stored();
    const event = double.signedEvent('checkout.session.completed', sessionObject('cs_test_unsigned'));
    const res = await deliver(event.payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The Stripe signature is missing or does not match' });
    expect((await deliver(event.payload, '')).statusCode).toBe(400);
    expect(await stored()).toEqual(before);
  });

  it('refuses a signature older than five minutes by our clock', async () => {
    const before = await stored();
    const event = double.signedEvent('checkout.session.completed', sessionObject('cs_test_stale'));
    t.clock.advance(5 * 60_000 + 1000);
    expect((await deliver(event.payload, event.header)).statusCode).toBe(400);
    expect(await stored()).toEqual(before);
  });

  it('stores a redelivered event once and answers 200 each time, changing nothing', async () => {
    const event = double.signedEvent('checkout.session.expired', sessionObject('cs_test_twice'));
    expect((await deliver(event.payload, event.header)).statusCode).toBe(200);
    await t.app.services.payments.settled();
    const first = (await stored()).filter((r) => r.id === event.id);
    t.clock.advance(60_000);
    const again = double.signedEvent('checkout.session.expired', sessionObject('cs_test_twice'), {
      id: event.id,
      created: first[0]!.created,
    });
    const res = await deliver(again.payload, again.header);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });
    await t.app.services.payments.settled();
    expect((await stored()).filter((r) => r.id === event.id)).toEqual(first);
    expect(first).toHaveLength(1);
  });

  it('refuses a signed body that is not an event', async () => {
    const payload = JSON.stringify({ hello: 'world' });
    const header = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(t.clock().getTime() / 1000),
    });
    const res = await deliver(payload, header);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'This is not a Stripe event' });
  });

  it('acts on stored events in the order Stripe created them, whatever order they arrived in', async () => {
    const handled: string[] = [];
    const log = { info: vi.fn(), error: vi.fn() };
    const payments = paymentsService({
      db: t.database.db,
      clock: t.clock,
      log,
      handlers: {
        'checkout.session.completed': async (event) => {
          handled.push(event.id);
        },
        'checkout.session.expired': async (event) => {
          handled.push(event.id);
        },
      },
    });
    // The app's own processing (woken by the deliveries above) shares the database: let it finish first.
    await t.app.services.payments.settled();
    const at = (minutes: number) => Math.floor(t.clock().getTime() / 1000) + minutes * 60;
    // Arrived third, first and second by Stripe's clock.
    for (const [id, type, created] of [
      ['evt_order_3', 'checkout.session.expired', at(3)],
      ['evt_order_1', 'checkout.session.completed', at(1)],
      ['evt_order_2', 'charge.dispute.created', at(2)],
    ] as const) {
      expect(await payments.recordEvent({ id, type, created })).toBe(true);
    }
    expect(await payments.processPendingEvents()).toBe(3);
    expect(handled).toEqual(['evt_order_1', 'evt_order_3']);
    expect(log.info).toHaveBeenCalledWith(
      'payment event evt_order_2: nothing handles charge.dispute.created',
    );
    expect((await stored()).every((row) => row.processedAt !== null)).toBe(true);
    expect(await payments.processPendingEvents()).toBe(0);
  });

  it('stops at an event whose handler fails, so no later event overtakes it', async () => {
    await t.app.services.payments.settled();
    let failing = true;
    const handled: string[] = [];
    const payments = paymentsService({
      db: t.database.db,
      clock: t.clock,
      handlers: {
        'test.step': async (event) => {
          if (event.id === 'evt_step_1' && failing) throw new Error('not yet');
          handled.push(event.id);
        },
      },
    });
    const now = Math.floor(t.clock().getTime() / 1000) + 3600;
    await payments.recordEvent({ id: 'evt_step_2', type: 'test.step', created: now + 1 });
    await payments.recordEvent({ id: 'evt_step_1', type: 'test.step', created: now });
    await expect(payments.processPendingEvents()).rejects.toThrow('not yet');
    expect(handled).toEqual([]);
    failing = false;
    expect(await payments.processPendingEvents()).toBe(2);
    expect(handled).toEqual(['evt_step_1', 'evt_step_2']);
  });
});

describe(`payments switched off (${testDbKind})`, () => {
  it('has no webhook route with PAYMENTS=none', async () => {
    const t = await createTestContext();
    try {
      expect(t.config.payments.provider).toBe('none');
      const res = await t.app.inject({
        method: 'POST',
        url: WEBHOOK,
        payload: '{}',
        headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});

describe('payment settings', () => {
  const refusal = (env: Record<string, string>) => {
    try {
      loadConfig(env);
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return (error as Error).message;
    }
    throw new Error('the settings were accepted');
  };

  it('needs both Stripe keys with PAYMENTS=stripe', () => {
    const message = refusal({ PAYMENTS: 'stripe' });
    expect(message).toContain('STRIPE_SECRET_KEY: is required with PAYMENTS=stripe');
    expect(message).toContain('STRIPE_WEBHOOK_SECRET: is required with PAYMENTS=stripe');
    expect(refusal({ PAYMENTS: 'stripe', STRIPE_SECRET_KEY: SECRET_KEY })).toContain(
      'STRIPE_WEBHOOK_SECRET: is required with PAYMENTS=stripe',
    );
  });

  it('refuses keys, addresses, holds and providers that cannot be right', () => {
    const env = stripeEnv('https://api.stripe.com');
    expect(refusal({ ...env, STRIPE_SECRET_KEY: 'pk_test_publishable0123' })).toContain(
      'STRIPE_SECRET_KEY: must be a secret or restricted key',
    );
    expect(refusal({ ...env, STRIPE_WEBHOOK_SECRET: 'secret' })).toContain('STRIPE_WEBHOOK_SECRET: must be');
    expect(refusal({ ...env, STRIPE_API_URL: 'ftp://files.example' })).toContain('STRIPE_API_URL: must be');
    expect(refusal({ ...env, PAYMENT_HOLD_MINUTES: '29' })).toContain(
      'PAYMENT_HOLD_MINUTES: must be at least 30',
    );
    expect(refusal({ ...env, PAYMENT_HOLD_MINUTES: '1441' })).toContain(
      'PAYMENT_HOLD_MINUTES: must be at most 1440',
    );
    expect(refusal({ PAYMENTS: 'paypal' })).toContain('PAYMENTS: must be none or stripe');
  });

  it("is off by default, and leaves Stripe's own address to the SDK unless told another", () => {
    expect(loadConfig({}).payments).toEqual({ provider: 'none', holdMinutes: 30 });
    const { STRIPE_API_URL: _, ...own } = stripeEnv('');
    expect(loadConfig({ ...own, PAYMENT_HOLD_MINUTES: '60' }).payments).toEqual({
      provider: 'stripe',
      secretKey: SECRET_KEY,
      webhookSecret: WEBHOOK_SECRET,
      api: undefined,
      holdMinutes: 60,
    });
    expect(loadConfig(stripeEnv('https://stripe-proxy.example:8443/')).payments).toMatchObject({
      api: { protocol: 'https', host: 'stripe-proxy.example', port: 8443 },
    });
  });

  it('stops the server at start with the message', async () => {
    await expect(createTestContext({ PAYMENTS: 'stripe', STRIPE_SECRET_KEY: SECRET_KEY })).rejects.toThrow(
      /STRIPE_WEBHOOK_SECRET: is required with PAYMENTS=stripe/,
    );
  });
});
