import { eq } from 'drizzle-orm';
import { downloadPurchases } from '../../db/schema/index';
import type { TestContext } from '../../test/test-app';
import { SECRET_KEY, stripeEnv, WEBHOOK_SECRET } from '../payments/payments.test-helpers';
import { type StripeDouble, startStripeDouble } from '../payments/stripe-api-double';
import { type Caller, openDownloads } from './downloads.test-helpers';

export const MINUTE = 60_000;

/** The downloads world with payments online against a fresh Stripe double that lives by the test's clock. */
export async function openPaidDownloads() {
  const double = await startStripeDouble({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
  const world = await openDownloads(stripeEnv(double.url));
  // biome-ignore lint/correctness/useHookAtTopLevel: the double's useClock is not a React hook.
  double.useClock(world.t.clock);
  return {
    ...world,
    double,
    async close() {
      await world.t.close();
      await double.close();
    },
  };
}

/** Buy, as the student's browser sends it. */
export const buy = (caller: Caller, itemId: string) =>
  caller.call({ method: 'POST', url: `/api/downloads/${itemId}/purchase` });

/** The return from Checkout: the page's call with the session id Stripe put in the address. */
export const confirm = (caller: Caller, sessionId: string) =>
  caller.call({ method: 'GET', url: `/api/downloads/checkout/${sessionId}` });

/** The Checkout session id in the hosted page's address. */
export const sessionIdOf = (checkoutUrl: string) => checkoutUrl.split('/c/pay/')[1]!;

// One way to deliver Stripe's events in tests: the booking payments' helpers (they also wait for refunds).
export { deliver, deliverAndSettle } from '../booking/booking-payment.test-helpers';

/** A student's purchase of an item, as stored. */
export async function purchaseOf(t: TestContext, studentId: string, itemId: string) {
  const rows = await t.database.db
    .select()
    .from(downloadPurchases)
    .where(eq(downloadPurchases.studentId, studentId));
  return rows.find((r) => r.itemId === itemId);
}

/** The Checkout sessions the app asked the double to open. */
export const sessionsCreated = (double: StripeDouble) =>
  double.requests.filter((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions');
