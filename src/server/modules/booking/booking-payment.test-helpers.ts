import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { bookingPayments, bookingPlaces, bookings, paymentRefunds } from '../../db/schema/index';
import { createDiaryCoach, createSession } from '../../db/seed/diary-factories';
import { participantFor } from '../../test/booking-participants';
import { createTestContext, type TestContext } from '../../test/test-app';
import { SECRET_KEY, stripeEnv, WEBHOOK, WEBHOOK_SECRET } from '../payments/payments.test-helpers';
import { type StripeDouble, startStripeDouble } from '../payments/stripe-api-double';
import { SERVICE } from './booking.test-helpers';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
/** The default hold (30 minutes) and its one-minute margin. */
export const HOLD = 31 * MINUTE;

/**
 * Payments on against a fresh Stripe double, on Sunday 22 November 2026 at 10:00 GMT, with Jamie teaching
 * the junior lessons, camps and squads, and Alex the adult lesson.
 */
export async function openPaymentDiary(env: Record<string, string> = {}, options: { flaky?: boolean } = {}) {
  const double = await startStripeDouble({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
  const way = options.flaky ? await startFlakyWay(double.url) : undefined;
  const t = await createTestContext({
    RATE_LIMIT_FACTOR: '100',
    ...stripeEnv(way?.url ?? double.url),
    ...env,
  });
  // Stripe judges expiry by its own clock: the double lives by the test's.
  // biome-ignore lint/correctness/useHookAtTopLevel: the double's useClock is not a React hook.
  double.useClock(t.clock);
  const jamie = await createDiaryCoach(t.database.db, {
    serviceIds: [SERVICE.group, SERVICE.juniorPrivate, SERVICE.camp, SERVICE.squad],
    firstName: 'Jamie',
  });
  const alex = await createDiaryCoach(t.database.db, { serviceIds: [SERVICE.adult], firstName: 'Alex' });
  return {
    t,
    double,
    coachId: jamie.coach.id,
    coachStaff: jamie.staff,
    adultCoachId: alex.coach.id,
    adultCoachStaff: alex.staff,
    /** With `flaky`: the way to Stripe, to break. */
    way,
    async close() {
      await t.close();
      await way?.close();
      await double.close();
    },
  };
}
export type PaymentDiary = Awaited<ReturnType<typeof openPaymentDiary>>;

/** A camp day (10:00 to 14:00, six places) taught by `coachId`. */
export const campDay = (t: TestContext, date: string, coachId: number) =>
  createSession(t.database.db, { serviceId: SERVICE.camp, date, start: '10:00', end: '14:00', coachId });

/** A widget booking of a camp day (and any more days) by parent `who`. */
export const campBooking = (who: string, date: string, additionalDates?: string[]) => ({
  serviceId: SERVICE.camp,
  providerId: null,
  date,
  time: '10:00',
  ...(additionalDates && { additionalDates }),
  clientData: { name: `Parent ${who}`, email: `parent.${who}@example.com` },
  participant: participantFor(SERVICE.camp),
});

export const book = (t: TestContext, payload: object) =>
  t.request({ method: 'POST', url: '/api/booking/book', payload });

/** The Checkout session id in the hosted page's address the booking answered. */
export const sessionIdOf = (checkoutUrl: string) => checkoutUrl.split('/c/pay/')[1]!;

/** The hold token in the session's cancel address (the link back from Checkout). */
export function holdTokenOf(double: StripeDouble, sessionId: string): string {
  return new URL(String(double.session(sessionId).cancel_url)).searchParams.get('hold')!;
}

/** Books and answers the held booking with its session id, failing loudly if it was not held. */
export async function bookHeld(t: TestContext, payload: object) {
  const res = await book(t, payload);
  if (res.statusCode !== 201) throw new Error(`booking answered ${res.statusCode}: ${res.body}`);
  const data = res.json().data;
  if (data.status !== 'awaiting_payment') throw new Error(`booking is ${data.status}, not held`);
  return { data, sessionId: sessionIdOf(data.checkoutUrl) };
}

/** A Stripe delivery of a signed event, as Stripe's servers send it (no Origin, no cookie). */
export const deliver = (t: TestContext, event: { payload: string; header: string }) =>
  t.app.inject({
    method: 'POST',
    url: WEBHOOK,
    payload: event.payload,
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': event.header },
  });

/** Delivers an event and waits for it, and what it queued, to be done. */
export async function deliverAndSettle(t: TestContext, event: { payload: string; header: string }) {
  const res = await deliver(t, event);
  if (res.statusCode !== 200) throw new Error(`webhook answered ${res.statusCode}: ${res.body}`);
  await settle(t);
  return res;
}

/** Waits for event processing and refunds, in either order, until neither is running. */
export async function settle(t: TestContext) {
  await t.app.services.payments.settled();
  await t.app.services.checkout.refunds.settled();
  await t.app.services.payments.settled();
}

/** The customer pays on the hosted page and Stripe delivers `checkout.session.completed`. */
export async function payByWebhook(t: TestContext, double: StripeDouble, sessionId: string) {
  const session = double.pay(sessionId);
  await deliverAndSettle(t, double.signedEvent('checkout.session.completed', session));
  return session;
}

/** The success page's call: GET /api/payments/checkout/:sessionId. */
export const verify = (t: TestContext, sessionId: string) =>
  t.request({ method: 'GET', url: `/api/payments/checkout/${sessionId}` });

/** A booking's row, its places, its payments and its refunds, as stored. */
export async function stored(t: TestContext, bookingId: string) {
  const db = t.database.db;
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  return {
    booking: booking!,
    places: await db.select().from(bookingPlaces).where(eq(bookingPlaces.bookingId, bookingId)),
    payments: await db.select().from(bookingPayments).where(eq(bookingPayments.bookingId, bookingId)),
    refunds: await db.select().from(paymentRefunds).where(eq(paymentRefunds.bookingId, bookingId)),
  };
}

/** The requests the double got for a path (e.g. refunds), newest last. */
export const requestsTo = (double: StripeDouble, method: string, path: RegExp) =>
  double.requests.filter((r) => r.method === method && path.test(r.path));

/** The private cancel token in the newest e-mail to an address. */
export async function cancelTokenFor(t: TestContext, email: string): Promise<string> {
  const mail = await t.lastEmailTo(email);
  const token = mail?.text.match(/\/booking\/cancel\?token=([A-Za-z0-9_-]{43})/)?.[1];
  if (!token) throw new Error(`no cancel link in the last e-mail to ${email}`);
  return token;
}

/**
 * A way to Stripe that can break, between the app and the double: `failing` answers 503 without passing
 * the request on; `losingAnswers` passes it on and loses Stripe's answer (as a dropped connection would).
 * Both say not to retry, so the SDK gives up at once and the app's own retry is what is tested.
 */
export async function startFlakyWay(target: string) {
  const state = { failing: false, losingAnswers: false };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const refuse = () => {
        res.writeHead(503, { 'content-type': 'application/json', 'stripe-should-retry': 'false' });
        res.end(JSON.stringify({ error: { type: 'api_error', message: 'Stripe is unavailable' } }));
      };
      if (state.failing) return refuse();
      const headers = Object.fromEntries(
        Object.entries(req.headers).filter(([k]) => k !== 'host' && k !== 'content-length'),
      ) as Record<string, string>;
      const answer = await fetch(`${target}${req.url}`, {
        method: req.method,
        headers,
        body: req.method === 'GET' ? undefined : Buffer.concat(chunks),
      });
      const body = await answer.text();
      if (state.losingAnswers) return refuse();
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
