import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, testDbKind } from '../../test/test-app';
import { families } from '../families/families.test-helpers';
import { addToDiary, type Caller, openDiary, signedInStaff } from './booking-admin.test-helpers';

// Monday 23 November 2026, ten minutes before a 09:00 lesson.
const MONDAY_EARLY = new Date('2026-11-23T08:50:00Z');

describe(`attendance: staff mark who came, and the history and analytics count it (${testDbKind})`, () => {
  let t: TestContext;
  let admin: Caller;
  let james: Caller;
  let emma: Caller;
  let jamesId: number;
  let childId: string;
  let guardian: { call: (o: object) => ReturnType<TestContext['request']> };
  let booking: { id: string; places: { id: string }[] };

  const mark = (caller: Caller, attendance: unknown, ids = booking) =>
    caller.call({
      method: 'PUT',
      url: `/api/staff/bookings/${ids.id}/places/${ids.places[0]!.id}/attendance`,
      payload: { attendance },
    });

  beforeAll(async () => {
    t = await createTestContext({ RATE_LIMIT_FACTOR: '100' });
    t.clock.set(MONDAY_EARLY);
    admin = await signedInStaff(t, 'admin', 'Alex');
    james = await signedInStaff(t, 'coach', 'James');
    emma = await signedInStaff(t, 'coach', 'Emma');
    jamesId = await addToDiary(admin, james.staffId);
    await openDiary(admin, [jamesId]);
    expect(
      (
        await admin.call({
          method: 'PATCH',
          url: '/api/staff/booking/services/2',
          payload: { coachIds: [jamesId] },
        })
      ).statusCode,
    ).toBe(200);
    const family = families(t, 'attend');
    const parent = await family.registerGuardian();
    await family.confirm(parent.id);
    guardian = parent;
    childId = await family.addChild(parent.call, {
      firstName: 'Ella',
      dateOfBirth: '2014-05-01',
      coachId: james.staffId,
    });
    const res = await admin.call({
      method: 'POST',
      url: '/api/staff/bookings',
      payload: {
        serviceId: 2,
        providerId: jamesId,
        date: '2026-11-23',
        time: '09:00',
        studentId: childId,
        payment: 'venue',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    booking = res.json();
  });
  afterAll(() => t.close());

  it('waits until the session has started', async () => {
    const early = await mark(james, 'attended');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Attendance can be marked once the session has started.');
  });

  it('lets the session’s coach mark it, and shows it in the diary, the family’s history and the analytics', async () => {
    t.clock.advance(20 * 60_000);
    const res = await mark(james, 'attended');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().places[0].attendance).toBe('attended');
    const diary = await admin.call({
      method: 'GET',
      url: '/api/staff/bookings?from=2026-11-23&to=2026-11-23',
    });
    expect(diary.json().bookings).toEqual([
      expect.objectContaining({ id: booking.id, attendance: 'attended' }),
    ]);
    const history = await guardian.call({ method: 'GET', url: '/api/family' });
    expect(history.statusCode).toBe(200);
    const mine = history.json().bookings.find((b: { id: string }) => b.id === booking.id);
    expect(mine.places[0].attendance).toBe('attended');
    const analytics = await james.call({
      method: 'GET',
      url: `/api/coaches/${james.staffId}/analytics?period=week`,
    });
    expect(analytics.statusCode).toBe(200);
    expect(analytics.json().stats).toMatchObject({ lessonsAttended: 1, noShows: 0, activeStudents: 1 });
  });

  it('lets an admin change it to a no-show, which is not counted as activity, and clear it', async () => {
    expect((await mark(admin, 'no_show')).json().places[0].attendance).toBe('no_show');
    const analytics = await james.call({
      method: 'GET',
      url: `/api/coaches/${james.staffId}/analytics?period=week`,
    });
    expect(analytics.json().stats).toMatchObject({ lessonsAttended: 0, noShows: 1, activeStudents: 0 });
    expect((await mark(admin, null)).json().places[0].attendance).toBeNull();
  });

  it('refuses another coach, an unknown place and a value that is not attended or no-show', async () => {
    expect((await mark(emma, 'attended')).statusCode).toBe(404);
    const other = await mark(admin, 'attended', {
      id: booking.id,
      places: [{ id: '00000000-0000-4000-8000-000000000000' }],
    });
    expect(other.statusCode).toBe(404);
    const bad = await mark(admin, 'late');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('attendance');
    const noBody = await admin.call({
      method: 'PUT',
      url: `/api/staff/bookings/${booking.id}/places/not-a-uuid/attendance`,
      payload: { attendance: 'attended' },
    });
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json().fields).toHaveProperty('placeId');
  });
});
