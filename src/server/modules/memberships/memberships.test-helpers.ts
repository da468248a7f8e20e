import { expect } from 'vitest';
import type { Caller } from '../../test/callers';
import { studentCaller } from '../../test/callers';
import { createTestContext, type TestContext } from '../../test/test-app';
import { deliverAndSettle } from '../booking/booking-payment.test-helpers';
import { SECRET_KEY, stripeEnv, WEBHOOK_SECRET } from '../payments/payments.test-helpers';
import { type StripeDouble, startStripeDouble } from '../payments/stripe-api-double';
import type { BillingEvent } from '../payments/stripe-double-billing';

export const DAY = 86_400_000;
export const PLAN = { essentials: 1, performance: 2, elite: 3, squad: 4 } as const;

/** Payments on against a fresh Stripe double living by the test's clock (Sunday 22 November 2026, 10:00). */
export async function openMemberships(env: Record<string, string> = {}) {
  const double = await startStripeDouble({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
  const t = await createTestContext({ RATE_LIMIT_FACTOR: '100', ...stripeEnv(double.url), ...env });
  // biome-ignore lint/correctness/useHookAtTopLevel: the double's useClock is not a React hook.
  double.useClock(t.clock);
  return {
    t,
    double,
    close: async () => {
      await t.close();
      await double.close();
    },
  };
}

/** An adult student, signed in. */
export const adultCaller = (t: TestContext, firstName = 'Alex') =>
  studentCaller(t, { dateOfBirth: '1988-04-12', firstName });

/** Delivers billing's events, signed, one after another, each acted on before the next. */
export async function deliverAll(t: TestContext, double: StripeDouble, events: BillingEvent[]) {
  expect(events.length).toBeGreaterThan(0);
  for (const event of events) await deliverAndSettle(t, double.signedEvent(event.type, event.object));
}

/** Opens Checkout for a plan and answers the session's id (`query` names a guardian's child). */
export async function startCheckout(
  caller: { call: Caller['call'] },
  planId: number,
  query = '',
  extra = {},
) {
  const res = await caller.call({
    method: 'POST',
    url: `/api/memberships/checkout${query}`,
    payload: { planId, ...extra },
  });
  expect(res.statusCode, res.body).toBe(201);
  const url = res.json().checkoutUrl as string;
  return url.split('/c/pay/')[1]!;
}

/** Opens Checkout, pays on the hosted page and delivers what Stripe sends: answers the subscription's id. */
export async function subscribe(
  t: TestContext,
  double: StripeDouble,
  caller: { call: Caller['call'] },
  planId: number,
  query = '',
  extra = {},
) {
  const sessionId = await startCheckout(caller, planId, query, extra);
  double.pay(sessionId);
  await deliverAll(t, double, double.eventsOfPaid(sessionId));
  return { sessionId, subscriptionId: String(double.session(sessionId).subscription) };
}

export async function viewOf(caller: { call: Caller['call'] }, query = '') {
  const res = await caller.call({ method: 'GET', url: `/api/memberships/mine${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
