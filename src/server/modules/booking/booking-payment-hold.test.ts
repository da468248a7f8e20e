import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestContext } from '../../test/test-app';
import { testDbKind } from '../../test/test-app';
import { booking } from './booking.test-helpers';
import {
  book,
  bookHeld,
  campBooking,
  campDay,
  deliverAndSettle,
  HOLD,
  holdTokenOf,
  MINUTE,
  openPaymentDiary,
  type PaymentDiary,
  requestsTo,
  settle,
  stored,
  verify,
} from './booking-payment.test-helpers';

const START = new Date('2026-11-22T10:00:00Z');

// Everything that ends a hold other than paying in time: leaving Checkout, expiry, and paying late.
describe(`holds for payments (${testDbKind})`, () => {
  let d: PaymentDiary;
  let t: TestContext;
  let day = 0;
  /** A fresh camp day for each test, so holds and expiry in one test never touch another's. */
  let date: string;

  beforeAll(async () => {
    d = await openPaymentDiary();
    t = d.t;
  });
  afterAll(() => d.close());
  beforeEach(async () => {
    t.clock.set(START);
    date = `2026-12-${String(7 + day++).padStart(2, '0')}`;
    await campDay(t, date, d.coachId);
  });

  /** Six places held by six parents: the day is full. */
  async function fillWithHolds(prefix: string) {
    const held = [];
    for (let i = 0; i < 6; i++) held.push(await bookHeld(t, campBooking(`${prefix}${i}`, date)));
    expect((await book(t, campBooking(`${prefix}-late`, date))).statusCode).toBe(409);
    return held;
  }

  it('gives the place back at once when the customer leaves Checkout, and closes the session', async () => {
    const [first] = await fillWithHolds('ab');
    const token = holdTokenOf(d.double, first!.sessionId);
    const res = await t.request({
      method: 'POST',
      url: '/api/booking/checkout/abandon',
      payload: { hold: token },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().booking).toMatchObject({ id: first!.data.id, status: 'expired' });
    expect(d.double.session(first!.sessionId)).toMatchObject({ status: 'expired', url: null });
    const row = await stored(t, first!.data.id);
    expect(row.places.map((p) => p.status)).toEqual(['expired']);
    expect(row.payments.map((p) => p.status)).toEqual(['expired']);
    // The place is free again for the next parent, with no waiting.
    expect((await book(t, campBooking('ab-next', date))).statusCode).toBe(201);
    // Coming back a second time changes nothing.
    const again = await t.request({
      method: 'POST',
      url: '/api/booking/checkout/abandon',
      payload: { hold: token },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().booking.status).toBe('expired');
    expect(await t.lastEmailTo('parent.ab0@example.com')).toBeUndefined();
  });

  it('confirms instead when the customer comes back by the cancel link after paying after all', async () => {
    const { data, sessionId } = await bookHeld(t, campBooking('paid-back', date));
    d.double.pay(sessionId);
    const res = await t.request({
      method: 'POST',
      url: '/api/booking/checkout/abandon',
      payload: { hold: holdTokenOf(d.double, sessionId) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().booking).toMatchObject({ id: data.id, status: 'confirmed' });
    expect((await t.lastEmailTo('parent.paid-back@example.com'))?.subject).toMatch(/^Booking confirmed/);
  });

  it('frees held places when the hold runs out, with nothing tidying up, then closes the sessions', async () => {
    const held = await fillWithHolds('ex');
    t.clock.advance(HOLD - MINUTE);
    expect((await book(t, campBooking('ex-early', date))).statusCode).toBe(409);
    t.clock.advance(MINUTE);
    // The holds ended at this instant: their places count for nothing, though no row has changed yet.
    const next = await bookHeld(t, campBooking('ex-next', date));
    expect((await stored(t, held[0]!.data.id)).booking.status).toBe('awaiting_payment');

    // Earlier tests' holds on other days ran out too: they are tidied in the same sweep.
    expect(await t.app.services.checkout.expireOverdue()).toBeGreaterThanOrEqual(6);
    for (const h of held) {
      expect(d.double.session(h.sessionId).status).toBe('expired');
      const row = await stored(t, h.data.id);
      expect([row.booking.status, row.payments[0]!.status]).toEqual(['expired', 'expired']);
    }
    const expired = requestsTo(d.double, 'POST', /^\/v1\/checkout\/sessions\/[^/]+\/expire$/);
    expect(expired.map((r) => r.path)).toEqual(
      expect.arrayContaining(held.map((h) => `/v1/checkout/sessions/${h.sessionId}/expire`)),
    );
    // The fresh hold is not overdue and stays as it is.
    expect(await t.app.services.checkout.expireOverdue()).toBe(0);
    expect((await stored(t, next.data.id)).booking.status).toBe('awaiting_payment');
  });

  it('releases a hold on the checkout.session.expired event', async () => {
    const { data, sessionId } = await bookHeld(t, campBooking('evx', date));
    t.clock.advance(HOLD);
    const session = d.double.session(sessionId);
    expect(session.status).toBe('expired');
    await deliverAndSettle(t, d.double.signedEvent('checkout.session.expired', session));
    const row = await stored(t, data.id);
    expect([row.booking.status, row.places[0]!.status, row.payments[0]!.status]).toEqual([
      'expired',
      'expired',
      'expired',
    ]);
  });

  it('confirms a payment that arrives after the hold while the place is still free', async () => {
    const { data, sessionId } = await bookHeld(t, campBooking('late-free', date));
    // Paid in the last minute; Stripe's event comes after the hold ended.
    t.clock.advance(HOLD - MINUTE);
    const paid = d.double.pay(sessionId);
    t.clock.advance(2 * MINUTE);
    await deliverAndSettle(t, d.double.signedEvent('checkout.session.completed', paid));
    const row = await stored(t, data.id);
    expect(row.booking.status).toBe('confirmed');
    expect(row.places.map((p) => p.status)).toEqual(['confirmed']);
    expect(row.refunds).toEqual([]);
    expect((await t.lastEmailTo('parent.late-free@example.com'))?.text).toContain('paid online');
  });

  it('confirms a late payment found by the overdue sweep when no event came', async () => {
    const { data, sessionId } = await bookHeld(t, campBooking('late-sweep', date));
    t.clock.advance(HOLD - MINUTE);
    d.double.pay(sessionId);
    t.clock.advance(2 * MINUTE);
    expect(await t.app.services.checkout.expireOverdue()).toBeGreaterThanOrEqual(1);
    await settle(t);
    expect((await stored(t, data.id)).booking.status).toBe('confirmed');
  });

  it('refunds in full, and says so, a late payment for a place taken meanwhile', async () => {
    const { data, sessionId } = await bookHeld(t, campBooking('late-taken', date));
    t.clock.advance(HOLD - MINUTE);
    const paid = d.double.pay(sessionId);
    t.clock.advance(2 * MINUTE);
    // The hold is over: six others take every place before Stripe's event arrives.
    for (let i = 0; i < 6; i++) await bookHeld(t, campBooking(`taker${i}`, date));
    await deliverAndSettle(t, d.double.signedEvent('checkout.session.completed', paid));

    const row = await stored(t, data.id);
    expect(row.booking.status).not.toBe('confirmed');
    expect(row.places.map((p) => p.status)).not.toContain('confirmed');
    expect(row.payments[0]!.status).toBe('paid');
    expect(row.refunds).toMatchObject([{ amountPence: 5500, reason: 'late_payment', status: 'succeeded' }]);
    const [refund] = requestsTo(d.double, 'POST', /^\/v1\/refunds$/).slice(-1);
    expect(refund!.form).toMatchObject({ payment_intent: paid.payment_intent, amount: '5500' });
    expect(refund!.idempotencyKey).toBe(`refund-${row.refunds[0]!.id}`);
    const mail = await t.lastEmailTo('parent.late-taken@example.com');
    expect(mail?.subject).toBe(
      `Not booked, fully refunded: Half-Term Golf Camp (per day) (${data.reference})`,
    );
    expect(mail?.text).toContain('We are refunding the full £55.00');
    // The success page tells the truth too.
    expect((await verify(t, sessionId)).json()).toMatchObject({
      outcome: 'refunded',
      reportConversion: false,
    });
  });

  it('confirms a late payment for a 1:1 lesson whose time is still free, and refunds one whose time went', async () => {
    const lesson = (who: string, time: string) =>
      booking({
        providerId: d.coachId,
        date: '2026-11-30',
        time,
        clientData: { name: `Parent ${who}`, email: `parent.${who}@example.com` },
      });
    const free = await bookHeld(t, lesson('l-free', '09:00'));
    const lost = await bookHeld(t, lesson('l-lost', '15:00'));
    t.clock.advance(HOLD - MINUTE);
    const paidFree = d.double.pay(free.sessionId);
    const paidLost = d.double.pay(lost.sessionId);
    t.clock.advance(2 * MINUTE);
    // Another customer takes 15:00 once the first hold is over.
    await bookHeld(t, lesson('l-taker', '15:00'));
    await deliverAndSettle(t, d.double.signedEvent('checkout.session.completed', paidFree));
    await deliverAndSettle(t, d.double.signedEvent('checkout.session.completed', paidLost));
    expect((await stored(t, free.data.id)).booking.status).toBe('confirmed');
    const row = await stored(t, lost.data.id);
    expect(row.booking.status).toBe('expired');
    expect(row.refunds).toMatchObject([{ amountPence: 4500, reason: 'late_payment', status: 'succeeded' }]);
  });
});
