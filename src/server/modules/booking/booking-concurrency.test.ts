import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingPlaces, bookings } from '../../db/schema/index';
import { createDiaryCoach, createSession } from '../../db/seed/diary-factories';
import { participantFor } from '../../test/booking-participants';
import { createTestContext, type TestContext, testDbKind } from '../../test/test-app';

const request = (
  serviceId: number,
  date: string,
  time: string,
  i: number,
  providerId: number | null = null,
) => ({
  serviceId,
  providerId,
  date,
  time,
  clientData: { name: `Parent ${i}`, email: `racer${i}@example.com` },
  participant: participantFor(serviceId),
});

/**
 * Races for the last place. On PostgreSQL the requests really run at once on a pool of connections;
 * the embedded database takes them one at a time, so there this only checks the same answers.
 */
describe(`booking under contention (${testDbKind})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ RATE_LIMIT_FACTOR: '100' });
  });
  afterAll(() => t.close());

  const fire = (payloads: object[], headers: Record<string, string>[] = []) =>
    Promise.all(
      payloads.map((payload, i) =>
        t.request({ method: 'POST', url: '/api/booking/book', payload, headers: headers[i] ?? {} }),
      ),
    );

  it('20 simultaneous requests for a 1:1 slot: one 201, nineteen clear 409s', async () => {
    const { coach } = await createDiaryCoach(t.database.db, { serviceIds: [2] });
    const results = await fire(
      Array.from({ length: 20 }, (_, i) => request(2, '2026-11-30', '10:00', i, coach.id)),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, ...Array(19).fill(409)]);
    for (const r of results.filter((r) => r.statusCode === 409)) {
      expect(r.json().error).toBe(
        'Sorry, 10:00 on Monday 30 November 2026 has just been taken. Please choose another time.',
      );
    }
    const [row] = await t.database.db
      .select({ n: count() })
      .from(bookingPlaces)
      .where(and(eq(bookingPlaces.coachId, coach.id), eq(bookingPlaces.status, 'confirmed')));
    expect(row!.n).toBe(1);
  });

  it('20 simultaneous requests for the last camp place: exactly one wins', async () => {
    const { coach } = await createDiaryCoach(t.database.db, { serviceIds: [4] });
    const session = await createSession(t.database.db, {
      serviceId: 4,
      date: '2027-02-15',
      start: '10:00',
      end: '14:00',
      coachId: coach.id,
    });
    // Five of six places are taken.
    for (let i = 0; i < 5; i++) {
      expect((await fire([request(4, '2027-02-15', '10:00', 100 + i)]))[0]!.statusCode).toBe(201);
    }
    const results = await fire(Array.from({ length: 20 }, (_, i) => request(4, '2027-02-15', '10:00', i)));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(19);
    const [row] = await t.database.db
      .select({ n: count() })
      .from(bookingPlaces)
      .where(and(eq(bookingPlaces.sessionId, session.id), eq(bookingPlaces.status, 'confirmed')));
    expect(row!.n).toBe(6);
  });

  it('a group fills to exactly its capacity under 20 simultaneous requests', async () => {
    const { coach } = await createDiaryCoach(t.database.db, { serviceIds: [1] });
    const results = await fire(
      Array.from({ length: 20 }, (_, i) => request(1, '2026-12-02', '15:00', i, coach.id)),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(6);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(14);
  });

  it('"Any Available Coach" spreads simultaneous requests over the free coaches without double-booking', async () => {
    const a = await createDiaryCoach(t.database.db, { serviceIds: [3] });
    const b = await createDiaryCoach(t.database.db, { serviceIds: [3] });
    // Only these two coaches teach service 3 in this database, apart from any earlier test's.
    const results = await fire(Array.from({ length: 10 }, (_, i) => request(3, '2026-12-03', '09:00', i)));
    const winners = results.filter((r) => r.statusCode === 201).map((r) => r.json().data.providerId);
    expect(new Set(winners).size).toBe(winners.length);
    expect(winners).toEqual(expect.arrayContaining([a.coach.id, b.coach.id]));
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(10 - winners.length);
  });

  it('the same Idempotency-Key sent 10 times at once books once', async () => {
    await createDiaryCoach(t.database.db, { serviceIds: [2] });
    const payload = request(2, '2026-12-04', '12:00', 999);
    const key = 'double-click-5e0b2c4d';
    const results = await fire(Array(10).fill(payload), Array(10).fill({ 'idempotency-key': key }));
    const ids = new Set(results.map((r) => r.json().data?.id));
    expect(ids.size).toBe(1);
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(9);
    const [row] = await t.database.db
      .select({ n: count() })
      .from(bookings)
      .where(eq(bookings.idempotencyKey, key));
    expect(row!.n).toBe(1);
  });
});
