import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiaryCoach } from '../../db/seed/diary-factories';
import { participantFor } from '../../test/booking-participants';
import { createTestContext, type TestContext, testDbKind } from '../../test/test-app';
import { families } from '../families/families.test-helpers';
import { booking, SERVICE } from './booking.test-helpers';
import {
  book,
  bookHeld,
  campBooking,
  campDay,
  HOLD,
  openPaymentDiary,
  type PaymentDiary,
  payByWebhook,
  requestsTo,
  sessionIdOf,
  stored,
  verify,
} from './booking-payment.test-helpers';

// Paying for a booking online: the hold, the Checkout session opened for it, and confirmation once paid.
describe(`booking paid online (${testDbKind})`, () => {
  let d: PaymentDiary;
  let t: TestContext;

  beforeAll(async () => {
    d = await openPaymentDiary();
    t = d.t;
  });
  afterAll(() => d.close());

  it('holds a camp day, sends no e-mail, and opens a Checkout session for its price', async () => {
    await campDay(t, '2026-12-14', d.coachId);
    const res = await book(t, campBooking('ann', '2026-12-14'));
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({
      status: 'awaiting_payment',
      checkoutUrl: expect.stringMatching(new RegExp(`^${d.double.url}/c/pay/cs_\\w+$`)),
      holdExpiresAt: new Date(t.clock().getTime() + HOLD).toISOString(),
      places: [{ id: expect.any(String), date: '2026-12-14', time: '10:00', status: 'awaiting_payment' }],
    });
    // Nothing is booked until it is paid for, so nothing is confirmed by e-mail.
    expect(await t.lastEmailTo('parent.ann@example.com')).toBeUndefined();

    const [created] = requestsTo(d.double, 'POST', /^\/v1\/checkout\/sessions$/).slice(-1);
    expect(created!.form).toMatchObject({
      mode: 'payment',
      client_reference_id: data.id,
      customer_email: 'parent.ann@example.com',
      line_items: [
        {
          quantity: '1',
          price_data: {
            currency: 'gbp',
            unit_amount: '5500',
            product_data: { name: 'Half-Term Golf Camp (per day)' },
          },
        },
      ],
      success_url: 'http://localhost:3000/payment-success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: expect.stringMatching(
        /^http:\/\/localhost:3000\/booking\/checkout-cancelled\?hold=[\w-]{20,}$/,
      ),
      expires_at: String(Math.floor((t.clock().getTime() + HOLD) / 1000)),
    });
    expect(created!.idempotencyKey).toMatch(/^checkout-[0-9a-f-]{36}$/);
    const session = d.double.session(sessionIdOf(data.checkoutUrl));
    expect(session).toMatchObject({ status: 'open', amount_total: 5500, payment_status: 'unpaid' });
  });

  it('counts held places against capacity: the seventh booking of six places is refused', async () => {
    await campDay(t, '2026-12-15', d.coachId);
    const slots = async () =>
      (await t.request({ method: 'GET', url: '/api/booking/timeslots?serviceId=4&date=2026-12-15' })).json()
        .data['2026-12-15'] as string[];
    expect(await slots()).toContain('10:00');
    for (let i = 0; i < 6; i++) await bookHeld(t, campBooking(`cap${i}`, '2026-12-15'));
    // Six holds, nothing paid: the day is full for everyone else.
    expect(await slots()).not.toContain('10:00');
    const seventh = await book(t, campBooking('cap6', '2026-12-15'));
    expect(seventh.statusCode).toBe(409);
    expect(seventh.json().error).toBe(
      'Sorry, 10:00 on Tuesday 15 December 2026 has just been taken. Please choose another time.',
    );
  });

  it('confirms on the signed webhook and e-mails the confirmation saying it was paid online', async () => {
    await campDay(t, '2026-12-16', d.coachId);
    const { data, sessionId } = await bookHeld(t, campBooking('ben', '2026-12-16'));
    await payByWebhook(t, d.double, sessionId);
    const row = await stored(t, data.id);
    expect(row.booking.status).toBe('confirmed');
    expect(row.places.map((p) => [p.status, p.heldUntil])).toEqual([['confirmed', null]]);
    expect(row.payments).toMatchObject([
      { status: 'paid', amountPence: 5500, paymentIntentId: expect.stringMatching(/^pi_/) },
    ]);
    const mail = await t.lastEmailTo('parent.ben@example.com');
    expect(mail?.subject).toBe(
      'Booking confirmed: Half-Term Golf Camp (per day), Wednesday 16 December 2026 at 10:00',
    );
    expect(mail?.text).toContain('Price: £55.00, paid online.');
    expect(mail?.text).toContain('It is paid for: there is nothing more to pay.');
    expect(mail?.text).toMatch(/\/booking\/cancel\?token=[A-Za-z0-9_-]{43}/);
  });

  it('confirms on the way back from Checkout without any webhook, and reports the conversion once', async () => {
    await campDay(t, '2026-12-17', d.coachId);
    const { data, sessionId } = await bookHeld(t, campBooking('cat', '2026-12-17'));
    // Before paying, the success page learns nothing and confirms nothing.
    const early = await verify(t, sessionId);
    expect(early.statusCode).toBe(200);
    expect(early.json()).toEqual({
      outcome: 'unpaid',
      booking: null,
      amountPaid: null,
      firstName: null,
      reportConversion: false,
    });

    d.double.pay(sessionId);
    const first = await verify(t, sessionId);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.json()).toMatchObject({
      outcome: 'confirmed',
      amountPaid: '55.00',
      firstName: 'Parent',
      reportConversion: true,
      booking: { id: data.id, status: 'confirmed' },
    });
    const again = await verify(t, sessionId);
    expect(again.json()).toMatchObject({ outcome: 'confirmed', reportConversion: false });
    expect((await stored(t, data.id)).booking.status).toBe('confirmed');
    expect((await t.lastEmailTo('parent.cat@example.com'))?.text).toContain('paid online');
  });

  it('takes a deposit per place for a group lesson, and says what is left to pay at the venue', async () => {
    const { data, sessionId } = await bookHeld(
      t,
      booking({
        serviceId: SERVICE.group,
        date: '2026-11-26',
        time: '14:00',
        clientData: { name: 'Dee Group', email: 'dee@example.com' },
      }),
    );
    const [created] = requestsTo(d.double, 'POST', /^\/v1\/checkout\/sessions$/).slice(-1);
    expect(created!.form).toMatchObject({
      line_items: [
        {
          quantity: '1',
          price_data: { unit_amount: '1000', product_data: { name: 'Deposit: Junior Group Lesson' } },
        },
      ],
    });
    expect(d.double.session(sessionId).amount_total).toBe(1000);
    await payByWebhook(t, d.double, sessionId);
    expect((await stored(t, data.id)).booking).toMatchObject({
      status: 'confirmed',
      paymentRule: 'deposit',
      onlinePence: 1000,
      totalPence: 3500,
    });
    const mail = await t.lastEmailTo('dee@example.com');
    expect(mail?.text).toContain(
      'Price: £35.00: a £10.00 deposit paid online, and £25.00 to pay at the venue on the day (card or cash).',
    );
    expect(mail?.text).toContain('The rest, £25.00, is paid at the venue on the day.');
  });

  it('charges a several-day camp booking as one line per day', async () => {
    await campDay(t, '2026-12-21', d.coachId);
    await campDay(t, '2026-12-22', d.coachId);
    const { sessionId } = await bookHeld(t, campBooking('eve', '2026-12-21', ['2026-12-22']));
    const [created] = requestsTo(d.double, 'POST', /^\/v1\/checkout\/sessions$/).slice(-1);
    expect(created!.form).toMatchObject({
      line_items: [{ quantity: '2', price_data: { unit_amount: '5500' } }],
    });
    expect(d.double.session(sessionId).amount_total).toBe(11_000);
  });

  it("holds a family's booking for its child as a guest's, and answers where to pay", async () => {
    const f = families(t, 'payfam');
    const parent = await f.registerGuardian();
    await f.confirm(parent.id);
    const child = await f.addChild(parent.call, {
      firstName: 'Oliver',
      dateOfBirth: '2015-05-01',
      coachId: d.coachStaff.id,
    });
    const res = await parent.call({
      method: 'POST',
      url: '/api/family/bookings',
      payload: {
        serviceId: SERVICE.juniorPrivate,
        providerId: d.coachId,
        date: '2026-11-28',
        time: '11:00',
        studentId: child,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data ?? res.json();
    expect(data).toMatchObject({
      status: 'awaiting_payment',
      checkoutUrl: expect.stringContaining('/c/pay/cs_'),
    });
    await payByWebhook(t, d.double, sessionIdOf(data.checkoutUrl));
    expect((await stored(t, data.id)).booking.status).toBe('confirmed');
    expect((await t.lastEmailTo(parent.email))?.text).toContain('Price: £45.00, paid online.');
  });

  it('books a service paid at the venue at once, with no Checkout session', async () => {
    const sessionsBefore = requestsTo(d.double, 'POST', /^\/v1\/checkout\/sessions$/).length;
    const res = await book(
      t,
      booking({
        serviceId: SERVICE.adult,
        providerId: d.adultCoachId,
        date: '2026-11-27',
        time: '10:00',
        clientData: { name: 'Fay Adult', email: 'fay@example.com' },
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ status: 'confirmed', checkoutUrl: null });
    expect(requestsTo(d.double, 'POST', /^\/v1\/checkout\/sessions$/)).toHaveLength(sessionsBefore);
    expect((await t.lastEmailTo('fay@example.com'))?.text).toContain(
      'Price: £70.00, paid at the venue on the day (card or cash).',
    );
  });
});

describe(`booking with payments off (${testDbKind})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ RATE_LIMIT_FACTOR: '50' });
  });
  afterAll(() => t.close());

  it('books a camp day at once and e-mails it as paid at the venue, with no payment routes', async () => {
    const { coach } = await createDiaryCoach(t.database.db, { serviceIds: [SERVICE.camp] });
    await campDay(t, '2026-12-14', coach.id);
    const res = await book(t, { ...campBooking('gus', '2026-12-14'), participant: participantFor(4) });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ status: 'confirmed', checkoutUrl: null, holdExpiresAt: null });
    const row = await stored(t, res.json().data.id);
    expect(row.booking).toMatchObject({ paymentRule: 'venue', onlinePence: 0 });
    expect(row.payments).toEqual([]);
    expect((await t.lastEmailTo('parent.gus@example.com'))?.text).toContain(
      'Price: £55.00, paid at the venue on the day (card or cash).',
    );
    expect((await verify(t, 'cs_test_anything')).statusCode).toBe(404);
    const abandon = await t.request({
      method: 'POST',
      url: '/api/booking/checkout/abandon',
      payload: { hold: 'x'.repeat(43) },
    });
    expect(abandon.statusCode).toBe(404);
  });
});
