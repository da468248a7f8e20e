import { and, eq, like } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookingPlaces, outboxEmails } from '../../db/schema/index';
import type { TestContext } from '../../test/test-app';
import { testDbKind } from '../../test/test-app';
import {
  bookHeld,
  campBooking,
  campDay,
  deliver,
  deliverAndSettle,
  HOLD,
  holdTokenOf,
  openPaymentDiary,
  type PaymentDiary,
  settle,
  stored,
  verify,
} from './booking-payment.test-helpers';

const START = new Date('2026-11-22T10:00:00Z');

// What a forger, a replay, a double click or a confused Stripe delivery can and cannot do to a booking.
describe(`payments under attack and disorder (${testDbKind})`, () => {
  let d: PaymentDiary;
  let t: TestContext;
  let day = 0;
  let date: string;

  beforeAll(async () => {
    d = await openPaymentDiary({}, { flaky: true });
    t = d.t;
  });
  afterAll(() => d.close());
  beforeEach(async () => {
    t.clock.set(START);
    date = `2027-01-${String(11 + day++).padStart(2, '0')}`;
    await campDay(t, date, d.coachId);
  });

  /** How many confirmations were queued to an address. */
  async function confirmations(email: string): Promise<number> {
    const rows = await t.database.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.toAddress, email), like(outboxEmails.subject, 'Booking confirmed:%')));
    return rows.length;
  }

  it('refuses a completed event signed with another secret: 400, and the booking stays held', async () => {
    const { data, sessionId } = await bookHeld(t, campBooking('forge', date));
    const paid = d.double.pay(sessionId);
    const event = d.double.signedEvent('checkout.session.completed', paid);
    const forged = Stripe.webhooks.generateTestHeaderString({
      payload: event.payload,
      secret: 'whsec_attacker0123456789abcdef',
      timestamp: Math.floor(t.clock().getTime() / 1000),
    });
    const res = await deliver(t, { payload: event.payload, header: forged });
    expect(res.statusCode).toBe(400);
    await settle(t);
    expect((await stored(t, data.id)).booking.status).toBe('awaiting_payment');
    expect(await confirmations('parent.forge@example.com')).toBe(0);
  });

  it('processes a replayed event once, and a second completed event for the session changes nothing', async () => {
    const { data, sessionId } = await bookHeld(t, campBooking('replay', date));
    const event = d.double.signedEvent('checkout.session.completed', d.double.pay(sessionId));
    await deliverAndSettle(t, event);
    await deliverAndSettle(t, event);
    // Stripe may also send the same news under a new event id.
    await deliverAndSettle(
      t,
      d.double.signedEvent('checkout.session.completed', d.double.session(sessionId)),
    );
    const row = await stored(t, data.id);
    expect([row.booking.status, row.refunds]).toEqual(['confirmed', []]);
    expect(await confirmations('parent.replay@example.com')).toBe(1);
    expect((await t.lastEmailTo('parent.replay@example.com'))?.subject).toMatch(/^Booking confirmed/);
  });

  it('confirms when expired arrives before completed for the same session, the place being free', async () => {
    const { data, sessionId } = await bookHeld(t, campBooking('order', date));
    const paid = d.double.pay(sessionId);
    // Stripe's `created` puts them in this order: the expired one first.
    const expired = d.double.signedEvent('checkout.session.expired', { ...paid, status: 'expired' });
    t.clock.advance(1000);
    const completed = d.double.signedEvent('checkout.session.completed', paid);
    await deliverAndSettle(t, expired);
    expect((await stored(t, data.id)).booking.status).toBe('expired');
    await deliverAndSettle(t, completed);
    const row = await stored(t, data.id);
    expect([row.booking.status, row.places[0]!.status, row.refunds]).toEqual(['confirmed', 'confirmed', []]);
    expect(await confirmations('parent.order@example.com')).toBe(1);
  });

  it('ignores an expired event for a session already paid and confirmed', async () => {
    const { data, sessionId } = await bookHeld(t, campBooking('after', date));
    const paid = d.double.pay(sessionId);
    await deliverAndSettle(t, d.double.signedEvent('checkout.session.completed', paid));
    await deliverAndSettle(
      t,
      d.double.signedEvent('checkout.session.expired', { ...paid, status: 'expired' }),
    );
    expect((await stored(t, data.id)).booking.status).toBe('confirmed');
  });

  it('confirms once when the success page is loaded twice and the webhook arrives, all at once', async () => {
    const { data, sessionId } = await bookHeld(t, campBooking('race', date));
    const paid = d.double.pay(sessionId);
    const [a, b, hook] = await Promise.all([
      verify(t, sessionId),
      verify(t, sessionId),
      deliver(t, d.double.signedEvent('checkout.session.completed', paid)),
    ]);
    await settle(t);
    expect([a.statusCode, b.statusCode, hook.statusCode]).toEqual([200, 200, 200]);
    expect([a.json().outcome, b.json().outcome]).toEqual(['confirmed', 'confirmed']);
    // The advertising pixel hears of it once.
    expect([a.json().reportConversion, b.json().reportConversion].filter(Boolean)).toHaveLength(1);
    const row = await stored(t, data.id);
    // Nothing taken for a late payment: the one payment confirmed the booking and nothing went back.
    expect([row.booking.status, row.refunds]).toEqual(['confirmed', []]);
    expect(await confirmations('parent.race@example.com')).toBe(1);
    expect((await t.lastEmailTo('parent.race@example.com'))?.subject).toMatch(/^Booking confirmed/);
  });

  it('keeps a paid booking when its link back from Checkout is used afterwards', async () => {
    const { data, sessionId } = await bookHeld(t, campBooking('back', date));
    await deliverAndSettle(t, d.double.signedEvent('checkout.session.completed', d.double.pay(sessionId)));
    const res = await t.request({
      method: 'POST',
      url: '/api/booking/checkout/abandon',
      payload: { hold: holdTokenOf(d.double, sessionId) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().booking.status).toBe('confirmed');
    expect((await stored(t, data.id)).places[0]!.status).toBe('confirmed');
  });

  it('answers 404 for a session that is not ours, and confirms nothing for an event naming another booking', async () => {
    expect((await verify(t, 'cs_test_a1b2c3d4e5f6NotOurs')).statusCode).toBe(404);
    const mine = await bookHeld(t, campBooking('mine', date));
    const theirs = await bookHeld(t, campBooking('theirs', date));
    // A paid session of one booking, presented as paying for another.
    const paid = d.double.pay(mine.sessionId);
    await deliverAndSettle(
      t,
      d.double.signedEvent('checkout.session.completed', { ...paid, client_reference_id: theirs.data.id }),
    );
    // A paid session we never opened, naming a booking of ours.
    await deliverAndSettle(
      t,
      d.double.signedEvent('checkout.session.completed', {
        ...paid,
        id: 'cs_test_strangerSession01',
        client_reference_id: theirs.data.id,
      }),
    );
    expect((await stored(t, mine.data.id)).booking.status).toBe('awaiting_payment');
    expect((await stored(t, theirs.data.id)).booking.status).toBe('awaiting_payment');
    expect((await stored(t, theirs.data.id)).payments[0]!.status).toBe('open');
  });

  it('refuses bad input with 400 naming the field', async () => {
    const cases: [
      string,
      Promise<{ statusCode: number; json(): { fields?: Record<string, string> } }>,
      string,
    ][] = [
      ['session id', verify(t, 'not-a-session'), 'sessionId'],
      [
        'hold token',
        t.request({ method: 'POST', url: '/api/booking/checkout/abandon', payload: { hold: 'short' } }),
        'hold',
      ],
      [
        'hold token characters',
        t.request({
          method: 'POST',
          url: '/api/booking/checkout/abandon',
          payload: { hold: `${'a'.repeat(30)}'; drop table bookings;--` },
        }),
        'hold',
      ],
      [
        'placeId',
        t.request({
          method: 'POST',
          url: '/api/booking/cancellation/day',
          payload: { token: 'a'.repeat(43), placeId: 'day-one' },
        }),
        'placeId',
      ],
    ];
    for (const [name, pending, field] of cases) {
      const res = await pending;
      expect(res.statusCode, name).toBe(400);
      expect(Object.keys(res.json().fields ?? {}), name).toContain(field);
    }
    // A reference longer than Fastify takes in a path is refused before the route.
    expect((await verify(t, `cs_${'a'.repeat(300)}`)).statusCode).toBe(414);
    // A well-formed hold token that is not one of ours.
    const unknown = await t.request({
      method: 'POST',
      url: '/api/booking/checkout/abandon',
      payload: { hold: 'a'.repeat(43) },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('books nothing and says so when Stripe cannot open a Checkout session', async () => {
    d.way!.state.failing = true;
    let res: Awaited<ReturnType<typeof verify>>;
    try {
      res = await t.request({ method: 'POST', url: '/api/booking/book', payload: campBooking('down', date) });
    } finally {
      d.way!.state.failing = false;
    }
    expect(res.statusCode, res.body).toBe(502);
    expect(res.json()).toMatchObject({
      success: false,
      error: expect.stringContaining('nothing was booked and no money was taken'),
    });
    const places = await t.database.db
      .select()
      .from(bookingPlaces)
      .where(eq(bookingPlaces.startsAt, new Date(`${date}T10:00:00Z`)));
    expect(places.map((p) => p.status)).toEqual(['expired']);
    // The place it held for a moment is free again.
    expect((await bookHeld(t, campBooking('up', date))).data.status).toBe('awaiting_payment');
  });

  it('leaves an unpaid session unpaid on the success page after its hold ran out', async () => {
    const { data, sessionId } = await bookHeld(t, campBooking('gone', date));
    t.clock.advance(HOLD);
    expect((await verify(t, sessionId)).json()).toMatchObject({ outcome: 'unpaid', reportConversion: false });
    expect((await stored(t, data.id)).booking.status).toBe('awaiting_payment');
  });
});

describe(`the success page's call under a flood (${testDbKind})`, () => {
  it('answers 429 with the plain error shape once an address has asked too often', async () => {
    // 60 in 15 minutes at factor 1; a twentieth of that here.
    const d = await openPaymentDiary({ RATE_LIMIT_FACTOR: '0.05' });
    try {
      const answers = [];
      for (let i = 0; i < 4; i++) answers.push(await verify(d.t, `cs_test_flood${i}`));
      expect(answers.map((r) => r.statusCode)).toEqual([404, 404, 404, 429]);
      expect(answers[3]!.json()).toEqual({ message: expect.any(String) });
      expect(answers[3]!.headers['retry-after']).toBeDefined();
    } finally {
      await d.close();
    }
  });
});
