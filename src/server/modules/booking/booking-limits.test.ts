import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { bookings } from '../../db/schema/index';
import { createDiaryCoach } from '../../db/seed/diary-factories';
import { participantFor } from '../../test/booking-participants';
import { createTestContext, type TestContext, testDbKind } from '../../test/test-app';

const JUNIOR_PRIVATE = 2;
const HOUR = 3_600_000;

const booking = (providerId: number, date: string, time: string, email: string) => ({
  serviceId: JUNIOR_PRIVATE,
  providerId,
  date,
  time,
  clientData: { name: 'Sarah Bennett', email },
  participant: participantFor(JUNIOR_PRIVATE),
});

describe('the daily booking limit setting', () => {
  it('defaults to 6 and names a bad value', () => {
    expect(loadConfig({}).bookingsPerEmailPerDay).toBe(6);
    expect(loadConfig({ BOOKINGS_PER_EMAIL_PER_DAY: '12' }).bookingsPerEmailPerDay).toBe(12);
    expect(() => loadConfig({ BOOKINGS_PER_EMAIL_PER_DAY: '0' })).toThrow(/BOOKINGS_PER_EMAIL_PER_DAY/);
    expect(() => loadConfig({ BOOKINGS_PER_EMAIL_PER_DAY: 'many' })).toThrow(/BOOKINGS_PER_EMAIL_PER_DAY/);
  });
});

/** A booking starts on one of the times offered, and one e-mail address cannot fill the diary. */
describe(`booking limits (${testDbKind})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    // Sunday 22 November 2026, 10:00 GMT. The per-address limit is not what these tests are about.
    t = await createTestContext({ RATE_LIMIT_FACTOR: '100' });
  });
  afterAll(() => t.close());

  const book = (payload: object) => t.request({ method: 'POST', url: '/api/booking/book', payload });
  const bookingsOf = async (email: string) =>
    (await t.database.db.select({ n: count() }).from(bookings).where(eq(bookings.clientEmail, email)))[0]!.n;

  it('refuses a start between the offered times with 400 naming the time, and books one on them', async () => {
    const { coach } = await createDiaryCoach(t.database.db, { serviceIds: [JUNIOR_PRIVATE] });
    const slots = await t.app.inject({
      method: 'GET',
      url: `/api/booking/timeslots?serviceId=2&date=2026-11-25&providerId=${coach.id}`,
    });
    const times: string[] = slots.json().data['2026-11-25'];
    expect(times).toContain('16:00');
    expect(times).not.toContain('16:07');

    for (const time of ['16:07', '16:01', '07:45', '19:30']) {
      const res = await book(booking(coach.id, '2026-11-25', time, 'offstep@example.com'));
      expect(res.statusCode, time).toBe(400);
      expect(res.json()).toMatchObject({
        success: false,
        message: 'Please choose one of the start times offered for this service',
        fields: { time: 'Not one of the offered start times' },
      });
    }
    expect(await bookingsOf('offstep@example.com')).toBe(0);

    const onStep = await book(booking(coach.id, '2026-11-25', '16:15', 'offstep@example.com'));
    expect(onStep.statusCode, onStep.body).toBe(201);
    expect(onStep.json().data.time).toBe('16:15');
  });

  it('one e-mail address makes at most 6 bookings in 24 hours; others are not held up', async () => {
    const { coach } = await createDiaryCoach(t.database.db, { serviceIds: [JUNIOR_PRIVATE] });
    const email = 'busy.parent@example.com';
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const address = i % 2 ? email.toUpperCase() : email;
      const res = await book(booking(coach.id, '2026-12-01', `${10 + i}:00`, address));
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual(Array(6).fill(201));

    const seventh = await book(booking(coach.id, '2026-12-02', '10:00', email));
    expect(seventh.statusCode).toBe(429);
    expect(seventh.json()).toMatchObject({
      success: false,
      message:
        'This e-mail address has made 6 bookings in the last 24 hours, the most we take online. Please call us to book more.',
    });
    const retryAfter = Number(seventh.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(23 * 3600);
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
    expect(await bookingsOf(email)).toBe(6);

    const someoneElse = await book(booking(coach.id, '2026-12-02', '10:00', 'another.parent@example.com'));
    expect(someoneElse.statusCode).toBe(201);

    t.clock.advance(24 * HOUR + 1000);
    const nextDay = await book(booking(coach.id, '2026-12-02', '12:00', email));
    expect(nextDay.statusCode, nextDay.body).toBe(201);
  });

  it('two simultaneous bookings for the last of the six: exactly one is made', async () => {
    const { coach } = await createDiaryCoach(t.database.db, { serviceIds: [JUNIOR_PRIVATE] });
    const email = 'racing.parent@example.com';
    for (let i = 0; i < 5; i++) {
      expect((await book(booking(coach.id, '2026-12-08', `${10 + i}:00`, email))).statusCode).toBe(201);
    }
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        book(booking(coach.id, '2026-12-09', `${String(8 + i).padStart(2, '0')}:00`, email)),
      ),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, ...Array(9).fill(429)]);
    expect(await bookingsOf(email)).toBe(6);
  });
});
