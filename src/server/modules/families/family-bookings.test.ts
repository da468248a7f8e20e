import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../test/test-app';
import { testDbKind } from '../../test/test-app';
import { booking, openBookingDiary } from '../booking/booking.test-helpers';
import { type Call, callerWith, families, PASSWORD } from './families.test-helpers';

const HOUR = 3_600_000;

/** The Family home lists the bookings made with the guardian's own, confirmed address. */
describe(`a family's bookings (${testDbKind})`, () => {
  let t: TestContext;
  let coachId: number;
  let parent: { id: string; email: string; call: Call };

  beforeAll(async () => {
    ({ t, coachId } = await openBookingDiary());
    parent = await families(t, 'bk').registerGuardian({ email: 'sarah.bennett@example.com' });
  });
  afterAll(() => t.close());

  const book = async (date: string, time: string, email = parent.email) => {
    const res = await t.request({
      method: 'POST',
      url: '/api/booking/book',
      payload: booking({
        providerId: coachId,
        date,
        time,
        clientData: { name: 'Sarah Bennett', email: email.toUpperCase() },
      }),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.reference as string;
  };
  /** Signs in afresh each time: the test moves the clock past a session's life. */
  const familyBookings = async () => {
    const login = await t.request({
      method: 'POST',
      url: '/api/portal/login',
      payload: { email: parent.email, password: PASSWORD },
    });
    expect(login.statusCode, login.body).toBe(200);
    const res = await callerWith(t, login.json().token)({ method: 'GET', url: '/api/family' });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().bookings as { reference: string; date: string; time: string; status: string }[] | null;
  };

  it('shows nothing until the address is confirmed, then the bookings made with it, soonest first', async () => {
    const later = await book('2026-11-26', '11:00');
    const sooner = await book('2026-11-25', '10:00');
    await book('2026-11-25', '12:00', 'someone.else@example.com');
    // Anyone can type an address into a booking form: only its confirmed owner sees what was booked with it.
    expect(await familyBookings()).toBeNull();

    await families(t, 'bk').confirm(parent.id);
    const listed = await familyBookings();
    expect(listed?.map((b) => [b.reference, b.date, b.time, b.status])).toEqual([
      [sooner, '2026-11-25', '10:00', 'confirmed'],
      [later, '2026-11-26', '11:00', 'confirmed'],
    ]);
  });

  it('lists past bookings after the coming ones, latest first, and drops them after 90 days', async () => {
    // Thursday 26 November, 13:00: both lessons are over; the newest past one comes first.
    t.clock.advance(4 * 24 * HOUR + 3 * HOUR);
    const coming = await book('2026-12-02', '10:00');
    const listed = await familyBookings();
    expect(listed?.map((b) => b.date)).toEqual(['2026-12-02', '2026-11-26', '2026-11-25']);
    expect(listed?.[0]?.reference).toBe(coming);

    // 91 days after the last of them.
    t.clock.advance(97 * 24 * HOUR);
    expect(await familyBookings()).toEqual([]);
  });
});
