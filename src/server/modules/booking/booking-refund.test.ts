import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffCaller } from '../../test/callers';
import type { TestContext } from '../../test/test-app';
import { testDbKind } from '../../test/test-app';
import { families } from '../families/families.test-helpers';
import { booking, SERVICE } from './booking.test-helpers';
import {
  bookHeld,
  campBooking,
  campDay,
  cancelTokenFor,
  deliverAndSettle,
  openPaymentDiary,
  type PaymentDiary,
  payByWebhook,
  requestsTo,
  settle,
  stored,
} from './booking-payment.test-helpers';

const REFUNDS = /^\/v1\/refunds$/;

// Money paid online going back: cancellations (whole or one day), Stripe's word on refunds, and retries.
describe(`refunds of bookings paid online (${testDbKind})`, () => {
  let d: PaymentDiary;
  let t: TestContext;

  beforeAll(async () => {
    d = await openPaymentDiary({}, { flaky: true });
    t = d.t;
  });
  afterAll(() => d.close());

  /** A camp booking (one day or more) by `who`, paid and confirmed. */
  async function paidCamp(who: string, date: string, more?: string[], email?: string) {
    for (const day of [date, ...(more ?? [])]) await campDay(t, day, d.coachId);
    const payload = campBooking(who, date, more);
    if (email) payload.clientData.email = email;
    const { data, sessionId } = await bookHeld(t, payload);
    const session = await payByWebhook(t, d.double, sessionId);
    expect((await stored(t, data.id)).booking.status).toBe('confirmed');
    return { data, paymentIntent: session.payment_intent as string, email: payload.clientData.email };
  }

  const cancelByLink = (token: string) =>
    t.request({ method: 'POST', url: '/api/booking/cancellation', payload: { token } });
  const cancelDayByLink = (token: string, placeId: string) =>
    t.request({ method: 'POST', url: '/api/booking/cancellation/day', payload: { token, placeId } });

  it('refunds in full when the customer cancels 48 hours or more ahead by the private link', async () => {
    const { data, paymentIntent, email } = await paidCamp('rf1', '2026-12-14');
    const res = await cancelByLink(await cancelTokenFor(t, email));
    expect(res.statusCode).toBe(200);
    expect(res.json().booking.status).toBe('cancelled');
    await settle(t);
    const row = await stored(t, data.id);
    expect(row.refunds).toMatchObject([
      { amountPence: 5500, reason: 'customer_cancelled', status: 'succeeded', stripeRefundId: /^re_/ },
    ]);
    const [sent] = requestsTo(d.double, 'POST', REFUNDS).slice(-1);
    expect(sent!.form).toMatchObject({ payment_intent: paymentIntent, amount: '5500' });
    expect(sent!.idempotencyKey).toBe(`refund-${row.refunds[0]!.id}`);
    const mail = await t.lastEmailTo(email);
    expect(mail?.subject).toBe(`Booking cancelled: Half-Term Golf Camp (per day) (${data.reference})`);
    expect(mail?.text).toContain('We are refunding £55.00 to the card you paid with.');
  });

  it('refuses to cancel inside 48 hours with 409, and refunds nothing', async () => {
    const { data, email } = await paidCamp('rf2', '2026-11-23');
    const before = requestsTo(d.double, 'POST', REFUNDS).length;
    const res = await cancelByLink(await cancelTokenFor(t, email));
    expect(res.statusCode).toBe(409);
    await settle(t);
    const row = await stored(t, data.id);
    expect([row.booking.status, row.refunds]).toEqual(['confirmed', []]);
    expect(requestsTo(d.double, 'POST', REFUNDS)).toHaveLength(before);
  });

  it('refunds in full when staff cancel, even inside 48 hours', async () => {
    const { data } = await paidCamp('rf3', '2026-11-24');
    const admin = await staffCaller(t, { role: 'admin' });
    const res = await admin.call({ method: 'POST', url: `/api/staff/bookings/${data.id}/cancel` });
    expect(res.statusCode, res.body).toBe(200);
    await settle(t);
    expect((await stored(t, data.id)).refunds).toMatchObject([
      { amountPence: 5500, reason: 'staff_cancelled', status: 'succeeded' },
    ]);
    expect((await t.lastEmailTo('parent.rf3@example.com'))?.text).toContain('We are refunding £55.00');
  });

  it("refunds one day's share of a two-day booking, keeps the other, and cancels the whole with the last", async () => {
    const { data, email } = await paidCamp('rf4', '2026-12-28', ['2026-12-29']);
    expect(data.places).toHaveLength(2);
    const [first, second] = data.places as { id: string; date: string }[];
    const token = await cancelTokenFor(t, email);
    const one = await cancelDayByLink(token, first!.id);
    expect(one.statusCode, one.body).toBe(200);
    await settle(t);
    let row = await stored(t, data.id);
    expect(row.booking.status).toBe('confirmed');
    expect(Object.fromEntries(row.places.map((p) => [p.id, p.status]))).toEqual({
      [first!.id]: 'cancelled',
      [second!.id]: 'confirmed',
    });
    expect(row.refunds).toMatchObject([
      { amountPence: 5500, reason: 'day_cancelled', placeId: first!.id, status: 'succeeded' },
    ]);
    expect((await t.lastEmailTo(email))?.text).toContain('We are refunding £55.00');
    // The same day again changes nothing.
    expect((await cancelDayByLink(token, first!.id)).statusCode).toBe(409);

    const last = await cancelDayByLink(token, second!.id);
    expect(last.statusCode, last.body).toBe(200);
    await settle(t);
    row = await stored(t, data.id);
    expect(row.booking.status).toBe('cancelled');
    expect(row.refunds.map((r) => r.amountPence)).toEqual([5500, 5500]);
    expect(
      requestsTo(d.double, 'POST', REFUNDS).filter(
        (r) => r.form.payment_intent === row.payments[0]!.paymentIntentId,
      ),
    ).toHaveLength(2);
  });

  it('cancels one day from the Family page with its share refunded', async () => {
    const f = families(t, 'rfam');
    const parent = await f.registerGuardian();
    await f.confirm(parent.id);
    const { data } = await paidCamp('rf5', '2027-01-04', ['2027-01-05'], parent.email);
    const [first] = data.places as { id: string }[];
    const res = await parent.call({
      method: 'POST',
      url: `/api/family/bookings/${data.id}/places/${first!.id}/cancel`,
    });
    expect(res.statusCode, res.body).toBe(200);
    await settle(t);
    const row = await stored(t, data.id);
    expect(row.booking.status).toBe('confirmed');
    expect(row.refunds).toMatchObject([{ amountPence: 5500, placeId: first!.id, status: 'succeeded' }]);
    // Another family's booking is not there for this one.
    const other = await families(t, 'rfam2').registerGuardian();
    const stranger = await other.call({
      method: 'POST',
      url: `/api/family/bookings/${data.id}/places/${first!.id}/cancel`,
    });
    expect(stranger.statusCode).toBe(404);
  });

  it('tells the Family page which bookings are paid, held for a payment, or held and ended', async () => {
    const f = families(t, 'rlist');
    const parent = await f.registerGuardian();
    await f.confirm(parent.id);
    const paid = await paidCamp('rl1', '2027-01-07', undefined, parent.email);
    await campDay(t, '2027-01-08', d.coachId);
    await campDay(t, '2027-01-11', d.coachId);
    const paying = {
      ...campBooking('rl2', '2027-01-08'),
      clientData: { name: 'Hannah Parker', email: parent.email },
    };
    await bookHeld(t, paying);
    const left = await bookHeld(t, { ...paying, date: '2027-01-11' });
    const abandon = await t.request({
      method: 'POST',
      url: '/api/booking/checkout/abandon',
      payload: {
        hold: new URL(String(d.double.session(left.sessionId).cancel_url)).searchParams.get('hold'),
      },
    });
    expect(abandon.json().booking.status).toBe('expired');
    const home = await parent.call({ method: 'GET', url: '/api/family' });
    expect(home.statusCode, home.body).toBe(200);
    const listed = home.json().bookings as { id: string; status: string }[];
    // The page shows a hold as awaiting payment and leaves out one that ended: each needs its own status.
    expect(listed.map((b) => [b.id, b.status])).toEqual([
      [paid.data.id, 'confirmed'],
      [expect.any(String), 'awaiting_payment'],
      [left.data.id, 'expired'],
    ]);
  });

  it("follows Stripe's refund events: refund.updated with a status changes the refund", async () => {
    const { data, email } = await paidCamp('rf6', '2026-12-30');
    await cancelByLink(await cancelTokenFor(t, email));
    await settle(t);
    const { refunds, payments } = await stored(t, data.id);
    const refund = refunds[0];
    const object = (status: string) => ({
      id: refund!.stripeRefundId,
      object: 'refund',
      amount: 5500,
      status,
      payment_intent: payments[0]!.paymentIntentId,
      metadata: { bookingId: data.id, refundId: refund!.id },
    });
    await deliverAndSettle(t, d.double.signedEvent('refund.updated', object('failed')));
    expect((await stored(t, data.id)).refunds[0]!.status).toBe('failed');
    // The money has not gone back: the academy's inbox is told, naming the customer and the booking.
    const alert = await t.lastEmailTo('hello@solentgolf.academy');
    expect(alert?.subject).toBe(`Refund failed: £55.00 for ${data.reference}`);
    expect(alert?.text).toContain(email);
    await deliverAndSettle(t, d.double.signedEvent('refund.updated', object('succeeded')));
    expect((await stored(t, data.id)).refunds[0]!.status).toBe('succeeded');
    // A refund made in Stripe's dashboard is none of ours: nothing changes, and the event is still taken.
    const foreign = { ...object('succeeded'), id: 're_dashboard1', metadata: {} };
    const res = await deliverAndSettle(t, d.double.signedEvent('refund.updated', foreign));
    expect(res.statusCode).toBe(200);
    expect((await stored(t, data.id)).refunds).toHaveLength(1);
  });

  it('retries a refund Stripe could not take later, and never refunds twice', async () => {
    const { data, email } = await paidCamp('rf7', '2026-12-31');
    const way = d.way!;
    way.state.failing = true;
    try {
      expect((await cancelByLink(await cancelTokenFor(t, email))).statusCode).toBe(200);
      await settle(t);
      expect((await stored(t, data.id)).refunds).toMatchObject([
        { status: 'requested', stripeRefundId: null },
      ]);
    } finally {
      way.state.failing = false;
    }
    // Stripe refunds, but its answer is lost on the way back.
    way.state.losingAnswers = true;
    try {
      await t.app.services.checkout.refunds.process();
    } finally {
      way.state.losingAnswers = false;
    }
    expect((await stored(t, data.id)).refunds).toMatchObject([{ status: 'requested' }]);
    expect(await t.app.services.checkout.refunds.process()).toBe(1);
    const row = await stored(t, data.id);
    expect(row.refunds).toMatchObject([{ status: 'succeeded', stripeRefundId: /^re_/ }]);
    const sent = requestsTo(d.double, 'POST', REFUNDS).filter(
      (r) => r.form.payment_intent === row.payments[0]!.paymentIntentId,
    );
    // Sent twice with one key: Stripe answered the second with the first refund, so one refund was made.
    expect(sent.map((r) => r.idempotencyKey)).toEqual([
      `refund-${row.refunds[0]!.id}`,
      `refund-${row.refunds[0]!.id}`,
    ]);
    expect(await t.app.services.checkout.refunds.process()).toBe(0);
  });

  it('lets staff record the balance of a deposit once, and only for bookings they may act on', async () => {
    const { data } = await bookHeld(
      t,
      booking({
        serviceId: SERVICE.group,
        providerId: d.coachId,
        date: '2026-11-27',
        time: '15:00',
        clientData: { name: 'Bal Ance', email: 'balance@example.com' },
      }),
    );
    const admin = await staffCaller(t, { role: 'admin' });
    const balance = (caller: typeof admin, id: string) =>
      caller.call({ method: 'POST', url: `/api/staff/bookings/${id}/balance` });
    // Nothing is due until the deposit is paid and the booking confirmed.
    expect((await balance(admin, data.id)).statusCode).toBe(409);
    const { sessionId } = { sessionId: data.checkoutUrl.split('/c/pay/')[1] as string };
    await payByWebhook(t, d.double, sessionId);

    const otherCoach = await staffCaller(t);
    expect((await balance(otherCoach, data.id)).statusCode).toBe(404);
    const ok = await balance(admin, data.id);
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await stored(t, data.id)).booking).toMatchObject({
      balancePaidAt: t.clock(),
      balanceRecordedBy: admin.id,
    });
    expect((await balance(admin, data.id)).statusCode).toBe(409);

    const full = await paidCamp('rf8', '2027-01-06');
    expect((await balance(admin, full.data.id)).statusCode).toBe(409);
  });
});
