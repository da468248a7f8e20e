import { and, eq, gt, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingPlaces } from '../../db/schema/index';
import type { TestContext } from '../../test/test-app';
import { testDbKind } from '../../test/test-app';
import {
  book,
  campBooking,
  campDay,
  deliver,
  HOLD,
  MINUTE,
  openPaymentDiary,
  type PaymentDiary,
  requestsTo,
  sessionIdOf,
  settle,
  stored,
  verify,
} from './booking-payment.test-helpers';

const CAPACITY = 6;

/**
 * Races for the places of a camp day paid online. On PostgreSQL the requests really run at once on a pool
 * of connections; the embedded database takes them one at a time, so there this only checks the answers.
 */
describe(`paying bookings under contention (${testDbKind})`, () => {
  let d: PaymentDiary;
  let t: TestContext;
  let sessionId: number;

  beforeAll(async () => {
    d = await openPaymentDiary();
    t = d.t;
    sessionId = (await campDay(t, '2027-02-15', d.coachId)).id;
  });
  afterAll(() => d.close());

  /** Places that take room in the session now: confirmed, or held with time left. */
  async function occupied() {
    return t.database.db
      .select()
      .from(bookingPlaces)
      .where(
        and(
          eq(bookingPlaces.sessionId, sessionId),
          or(
            eq(bookingPlaces.status, 'confirmed'),
            and(eq(bookingPlaces.status, 'awaiting_payment'), gt(bookingPlaces.heldUntil, t.clock())),
          ),
        ),
      );
  }

  let holds: { id: string; checkoutUrl: string; clientEmail: string }[] = [];

  it('32 simultaneous paying bookings for six places: exactly six held, each with one session', async () => {
    const sessionsBefore = requestsTo(d.double, 'POST', /^\/v1\/checkout\/sessions$/).length;
    const results = await Promise.all(
      Array.from({ length: 32 }, (_, i) => book(t, campBooking(`storm${i}`, '2027-02-15'))),
    );
    const won = results.filter((r) => r.statusCode === 201);
    expect(won).toHaveLength(CAPACITY);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(32 - CAPACITY);
    holds = won.map((r) => r.json().data);
    expect(holds.every((h) => /\/c\/pay\/cs_/.test(h.checkoutUrl))).toBe(true);
    expect((await occupied()).map((p) => p.status)).toEqual(Array(CAPACITY).fill('awaiting_payment'));
    expect(requestsTo(d.double, 'POST', /^\/v1\/checkout\/sessions$/)).toHaveLength(
      sessionsBefore + CAPACITY,
    );
  });

  it('late payments racing new bookings after the holds ran out never fill more than six places', async () => {
    expect(holds).toHaveLength(CAPACITY);
    // Every holder pays in the hold's last minute; Stripe's news of it arrives after the hold ended.
    t.clock.advance(HOLD - MINUTE);
    const paid = holds.map((h) => d.double.pay(sessionIdOf(h.checkoutUrl)));
    t.clock.advance(2 * MINUTE);

    // Each late payment arrives twice at once (the webhook and the customer's success page), among
    // twenty new bookings for the places the ended holds no longer take.
    const lateNews = paid.flatMap((session) => [
      deliver(t, d.double.signedEvent('checkout.session.completed', session)),
      verify(t, session.id as string),
    ]);
    const newcomers = Array.from({ length: 20 }, (_, i) => book(t, campBooking(`new${i}`, '2027-02-15')));
    const [late, fresh] = await Promise.all([Promise.all(lateNews), Promise.all(newcomers)]);
    await settle(t);
    expect(late.every((r) => r.statusCode === 200)).toBe(true);
    expect(fresh.every((r) => r.statusCode === 201 || r.statusCode === 409)).toBe(true);

    const taken = await occupied();
    expect(taken.length).toBeLessThanOrEqual(CAPACITY);
    // Demand exceeded the places: every one of them went to someone.
    expect(taken).toHaveLength(CAPACITY);

    // Each late payer either has the place or all of the money back, never both, never neither.
    let confirmedLate = 0;
    for (const h of holds) {
      const row = await stored(t, h.id);
      if (row.booking.status === 'confirmed') {
        confirmedLate++;
        expect(row.refunds).toEqual([]);
      } else {
        expect(row.refunds).toMatchObject([
          { amountPence: 5500, reason: 'late_payment', status: 'succeeded' },
        ]);
      }
    }
    const newHeld = fresh.filter((r) => r.statusCode === 201).length;
    expect(confirmedLate + newHeld).toBe(CAPACITY);
  });
});
