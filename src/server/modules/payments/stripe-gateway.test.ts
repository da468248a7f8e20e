import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, testDbKind } from '../../test/test-app';
import { SECRET_KEY, stripeEnv, WEBHOOK_SECRET } from './payments.test-helpers';
import { type StripeDouble, startStripeDouble } from './stripe-api-double';
import { type CreateCheckoutSession, type StripeGateway, stripeGateway } from './stripe-gateway';

const MINUTE = 60_000;

describe(`Stripe gateway against the double (${testDbKind})`, () => {
  let double: StripeDouble;
  let t: TestContext;
  let gateway: StripeGateway;

  beforeAll(async () => {
    double = await startStripeDouble({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
    t = await createTestContext(stripeEnv(double.url));
    double.useClock(t.clock);
    gateway = t.app.services.paymentGateway!;
  });
  afterAll(async () => {
    await t.close();
    await double.close();
  });

  let keys = 0;
  const sessionFor = (overrides: Partial<CreateCheckoutSession> = {}): CreateCheckoutSession => ({
    reference: 'b1a7e0c2-0000-4000-8000-000000000001',
    lineItems: [
      { name: 'Junior Private Lesson', amountPence: 3500, quantity: 1 },
      { name: 'Range balls', amountPence: 250, quantity: 2 },
    ],
    customerEmail: 'parent@example.com',
    successUrl: 'http://localhost:3000/payment-success?session={CHECKOUT_SESSION_ID}',
    cancelUrl: 'http://localhost:3000/book?cancelled=1',
    expiresAt: new Date(t.clock().getTime() + 30 * MINUTE),
    idempotencyKey: `booking-checkout-${++keys}`,
    metadata: { service: 'junior-private' },
    ...overrides,
  });

  it('is there only with PAYMENTS=stripe, and the settings reach the SDK as host, port and protocol', async () => {
    expect(t.config.payments).toMatchObject({
      provider: 'stripe',
      api: { protocol: 'http', host: '127.0.0.1', port: Number(new URL(double.url).port) },
      holdMinutes: 30,
    });
    const none = await createTestContext();
    try {
      expect(none.app.services.paymentGateway).toBeUndefined();
    } finally {
      await none.close();
    }
  });

  it('opens a session, reads it back, and reads it paid once the customer has paid', async () => {
    const created = await gateway.createCheckoutSession(sessionFor());
    expect(created).toEqual({
      id: expect.stringMatching(/^cs_test_/),
      url: `${double.url}/c/pay/${created.id}`,
      status: 'open',
      paymentStatus: 'unpaid',
      paymentIntent: null,
      amountTotal: 4000,
      reference: 'b1a7e0c2-0000-4000-8000-000000000001',
      expiresAt: new Date(t.clock().getTime() + 30 * MINUTE),
      metadata: { service: 'junior-private' },
      mode: 'payment',
      subscriptionId: null,
      customerId: null,
    });
    // What went over the wire, in Stripe's bracket notation, as the double read it back.
    const sent = double.requests.at(-1)!;
    expect(sent).toMatchObject({
      method: 'POST',
      path: '/v1/checkout/sessions',
      idempotencyKey: 'booking-checkout-1',
    });
    expect(sent.form).toMatchObject({
      mode: 'payment',
      customer_email: 'parent@example.com',
      success_url: 'http://localhost:3000/payment-success?session={CHECKOUT_SESSION_ID}',
      line_items: [
        {
          quantity: '1',
          price_data: {
            currency: 'gbp',
            unit_amount: '3500',
            product_data: { name: 'Junior Private Lesson' },
          },
        },
        {
          quantity: '2',
          price_data: { currency: 'gbp', unit_amount: '250', product_data: { name: 'Range balls' } },
        },
      ],
      client_reference_id: 'b1a7e0c2-0000-4000-8000-000000000001',
      payment_intent_data: { metadata: { service: 'junior-private' } },
    });

    expect(await gateway.retrieveCheckoutSession(created.id)).toEqual(created);
    double.pay(created.id);
    const paid = await gateway.retrieveCheckoutSession(created.id);
    expect(paid).toMatchObject({
      status: 'complete',
      paymentStatus: 'paid',
      paymentIntent: expect.stringMatching(/^pi_test_/),
      url: null,
    });
  });

  it('expires a session on request, and by itself once its expires_at has passed', async () => {
    const asked = await gateway.createCheckoutSession(sessionFor());
    expect(await gateway.expireCheckoutSession(asked.id)).toMatchObject({ status: 'expired', url: null });
    await expect(gateway.expireCheckoutSession(asked.id)).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      message: expect.stringContaining('status of "expired"'),
    });
    expect(() => double.pay(asked.id)).toThrow(/expired/);

    const left = await gateway.createCheckoutSession(sessionFor());
    t.clock.advance(30 * MINUTE - 1000);
    expect((await gateway.retrieveCheckoutSession(left.id)).status).toBe('open');
    t.clock.advance(1000);
    expect((await gateway.retrieveCheckoutSession(left.id)).status).toBe('expired');
  });

  it("refuses a session shorter than Stripe's 30 minutes, naming the parameter", async () => {
    await expect(
      gateway.createCheckoutSession(sessionFor({ expiresAt: new Date(t.clock().getTime() + 29 * MINUTE) })),
    ).rejects.toMatchObject({ type: 'StripeInvalidRequestError', param: 'expires_at', statusCode: 400 });
  });

  it('refunds part and then the rest of a payment, and reads a refund back', async () => {
    const session = await gateway.createCheckoutSession(sessionFor());
    const paymentIntent = double.pay(session.id).payment_intent as string;
    const part = await gateway.createRefund({
      paymentIntent,
      amount: 1500,
      idempotencyKey: 'refund-1',
      metadata: { reason: 'Lesson shortened' },
    });
    expect(part).toEqual({
      id: expect.stringMatching(/^re_test_/),
      amount: 1500,
      status: 'succeeded',
      paymentIntent,
      metadata: { reason: 'Lesson shortened' },
    });
    expect(await gateway.retrieveRefund(part.id)).toEqual(part);
    await expect(
      gateway.createRefund({ paymentIntent, amount: 5000, idempotencyKey: 'refund-too-much' }),
    ).rejects.toMatchObject({ type: 'StripeInvalidRequestError', param: 'amount' });
    const rest = await gateway.createRefund({ paymentIntent, idempotencyKey: 'refund-2' });
    expect(rest.amount).toBe(2500);
    await expect(gateway.retrieveRefund('re_test_unknown')).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 404,
      code: 'resource_missing',
    });
  });

  it('answers the same session to a replay of its idempotency key, and refuses the key for other parameters', async () => {
    const input = sessionFor({ idempotencyKey: 'booking-checkout-replayed' });
    const first = await gateway.createCheckoutSession(input);
    const again = await gateway.createCheckoutSession(input);
    expect(again).toEqual(first);
    await expect(
      gateway.createCheckoutSession({ ...input, customerEmail: 'someone-else@example.com' }),
    ).rejects.toMatchObject({ type: 'StripeIdempotencyError' });
  });

  it("answers the SDK's authentication error to a wrong key", async () => {
    const wrong = stripeGateway({
      secretKey: 'sk_test_wrongwrongwrong',
      api: t.config.payments.provider === 'stripe' ? t.config.payments.api : undefined,
    });
    const error = await wrong.retrieveCheckoutSession('cs_test_any').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    expect(error).toMatchObject({
      statusCode: 401,
      message: expect.stringContaining('Invalid API Key provided'),
    });
  });
});
