import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CampDayPlaces } from '@/core/contracts/camp-days';
import { campPlacesWords } from '@/core/rules/camp-places';
import { createDiaryCoach, createSession } from '../../db/seed/diary-factories';
import { createTestContext, type TestContext, testDbKind } from '../../test/test-app';
import { SERVICE } from '../booking/booking.test-helpers';
import { book, campBooking } from '../booking/booking-payment.test-helpers';

/** The camps page's days: the diary's camp sessions still to come, with how full each is. */
describe(`GET /api/camp-days (${testDbKind})`, () => {
  let t: TestContext;
  const days = async (): Promise<CampDayPlaces[]> => {
    const res = await t.request({ method: 'GET', url: '/api/camp-days' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=30');
    return res.json().days;
  };

  beforeAll(async () => {
    t = await createTestContext({ RATE_LIMIT_FACTOR: '100' });
    const coachId = (await createDiaryCoach(t.database.db, { serviceIds: [SERVICE.camp] })).coach.id;
    // The clock reads Sunday 22 November 2026, 10:00.
    for (const date of ['2026-11-21', '2026-11-23', '2026-11-24', '2026-11-25']) {
      await createSession(t.database.db, {
        serviceId: SERVICE.camp,
        date,
        start: '10:00',
        end: '14:00',
        coachId,
      });
    }
  });
  afterAll(() => t.close());

  it('lists the coming days in order with places words the server counted', async () => {
    for (let i = 0; i < 3; i++)
      expect((await book(t, campBooking(`few${i}`, '2026-11-24'))).statusCode).toBe(201);
    for (let i = 0; i < 6; i++)
      expect((await book(t, campBooking(`full${i}`, '2026-11-25'))).statusCode).toBe(201);
    const listed = await days();
    expect(listed.map((d) => d.date)).toEqual(['2026-11-23', '2026-11-24', '2026-11-25']);
    expect(listed.map((d) => [d.places, d.placesLeft])).toEqual([
      ['available', null],
      ['few', 3],
      ['full', null],
    ]);
    expect(listed.map(campPlacesWords)).toEqual(['Spaces available', 'Only 3 places left', 'Fully booked']);
  });

  it('drops a day once it has started, by the server’s clock', async () => {
    t.clock.advance(24 * 3600_000 + 30 * 60_000); // Monday 23 November, 10:30
    expect((await days()).map((d) => d.date)).toEqual(['2026-11-24', '2026-11-25']);
  });

  it('says one place in the singular', () => {
    expect(campPlacesWords({ places: 'few', placesLeft: 1 })).toBe('Only 1 place left');
  });
});
