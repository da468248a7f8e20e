import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, testDbKind } from '../../test/test-app';
import {
  addToDiary,
  type Caller,
  openDiary,
  signedInStaff,
  studentAuthorization,
} from './booking-admin.test-helpers';

describe(`staff bookings: coaches' diaries (${testDbKind})`, () => {
  let t: TestContext;
  let admin: Caller;
  let james: Caller;
  let emma: Caller;
  let jamesId: number;
  let emmaId: number;

  beforeAll(async () => {
    t = await createTestContext({ RATE_LIMIT_FACTOR: '100' });
    admin = await signedInStaff(t, 'admin', 'Alex');
    james = await signedInStaff(t, 'coach', 'James');
    emma = await signedInStaff(t, 'instructor', 'Emma');
  });
  afterAll(() => t.close());

  it('lets an admin put staff in the diary, once, and shows who is not in it yet', async () => {
    const before = await admin.call({ method: 'GET', url: '/api/staff/booking/coaches' });
    expect(before.statusCode).toBe(200);
    expect(before.json().coaches).toEqual([]);
    expect(before.json().candidates.map((c: { staffId: string }) => c.staffId)).toEqual(
      expect.arrayContaining([james.staffId, emma.staffId]),
    );

    jamesId = await addToDiary(admin, james.staffId);
    emmaId = await addToDiary(admin, emma.staffId);
    const twice = await admin.call({
      method: 'POST',
      url: '/api/staff/booking/coaches',
      payload: { staffId: james.staffId },
    });
    expect(twice.statusCode).toBe(409);
    const unknown = await admin.call({
      method: 'POST',
      url: '/api/staff/booking/coaches',
      payload: { staffId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual({ staffId: 'Unknown staff member' });
    const bad = await admin.call({
      method: 'POST',
      url: '/api/staff/booking/coaches',
      payload: { staffId: 7 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('staffId');

    const after = (await admin.call({ method: 'GET', url: '/api/staff/booking/coaches' })).json();
    expect(after.coaches).toEqual([
      expect.objectContaining({
        id: jamesId,
        staffId: james.staffId,
        name: expect.stringMatching(/^James /),
        role: 'coach',
        minimumNoticeMinutes: 720,
        bufferMinutes: 10,
        active: true,
        weeklyHours: [],
        timeOff: [],
      }),
      expect.objectContaining({ id: emmaId, role: 'instructor' }),
    ]);
    expect(after.candidates.map((c: { staffId: string }) => c.staffId)).not.toContain(james.staffId);
  });

  it('refuses coaches adding to the diary, and shows a coach only themselves', async () => {
    const res = await james.call({
      method: 'POST',
      url: '/api/staff/booking/coaches',
      payload: { staffId: admin.staffId },
    });
    expect(res.statusCode).toBe(403);
    const own = (await james.call({ method: 'GET', url: '/api/staff/booking/coaches' })).json();
    expect(own.coaches.map((c: { id: number }) => c.id)).toEqual([jamesId]);
    expect(own.candidates).toEqual([]);
  });

  it('replaces weekly hours, validating each range and naming the field', async () => {
    const url = `/api/staff/booking/coaches/${jamesId}/hours`;
    const ok = await james.call({
      method: 'PUT',
      url,
      payload: {
        hours: [
          { weekday: 1, start: '09:00', end: '12:00' },
          { weekday: 1, start: '13:00', end: '17:30' },
          { weekday: 6, start: '08:00', end: '24:00' },
        ],
      },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().coach.weeklyHours).toEqual([
      { weekday: 1, start: '09:00', end: '12:00' },
      { weekday: 1, start: '13:00', end: '17:30' },
      { weekday: 6, start: '08:00', end: '24:00' },
    ]);

    const backwards = await james.call({
      method: 'PUT',
      url,
      payload: { hours: [{ weekday: 2, start: '12:00', end: '09:00' }] },
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().fields).toEqual({ 'hours.0.end': 'Must be after the start' });

    const overlap = await james.call({
      method: 'PUT',
      url,
      payload: {
        hours: [
          { weekday: 2, start: '09:00', end: '12:00' },
          { weekday: 2, start: '11:00', end: '14:00' },
        ],
      },
    });
    expect(overlap.statusCode).toBe(400);
    expect(overlap.json().fields).toEqual({ 'hours.1.start': 'Overlaps another range on the same day' });

    const weekday = await james.call({
      method: 'PUT',
      url,
      payload: { hours: [{ weekday: 7, start: '09:00', end: '10:00' }] },
    });
    expect(weekday.json().fields).toHaveProperty(['hours.0.weekday']);
    const time = await james.call({
      method: 'PUT',
      url,
      payload: { hours: [{ weekday: 1, start: '9am', end: '10:00' }] },
    });
    expect(time.json().fields).toEqual({ 'hours.0.start': 'Use the form HH:MM' });
    const missing = await james.call({ method: 'PUT', url, payload: {} });
    expect(missing.json().fields).toHaveProperty('hours');

    // Nothing was half-saved.
    const coach = (await james.call({ method: 'GET', url: '/api/staff/booking/coaches' })).json().coaches[0];
    expect(coach.weeklyHours).toHaveLength(3);
  });

  it("refuses a coach another coach's diary, and lets an admin manage it", async () => {
    const url = `/api/staff/booking/coaches/${emmaId}/hours`;
    const payload = { hours: [{ weekday: 3, start: '10:00', end: '16:00' }] };
    expect((await james.call({ method: 'PUT', url, payload })).statusCode).toBe(403);
    expect(
      (
        await james.call({
          method: 'PATCH',
          url: `/api/staff/booking/coaches/${emmaId}`,
          payload: { bufferMinutes: 0 },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await james.call({
          method: 'POST',
          url: `/api/staff/booking/coaches/${emmaId}/time-off`,
          payload: { startsAt: '2026-12-01T00:00:00Z', endsAt: '2026-12-02T00:00:00Z' },
        })
      ).statusCode,
    ).toBe(403);
    expect((await admin.call({ method: 'PUT', url, payload })).statusCode).toBe(200);
    expect(
      (await admin.call({ method: 'PUT', url: '/api/staff/booking/coaches/9999/hours', payload })).statusCode,
    ).toBe(403);
  });

  it('changes notice, buffer and whether the coach takes bookings', async () => {
    const url = `/api/staff/booking/coaches/${jamesId}`;
    const ok = await james.call({
      method: 'PATCH',
      url,
      payload: { minimumNoticeMinutes: 1440, bufferMinutes: 15 },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().coach).toMatchObject({ minimumNoticeMinutes: 1440, bufferMinutes: 15, active: true });
    const bad = await james.call({ method: 'PATCH', url, payload: { minimumNoticeMinutes: -5 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ minimumNoticeMinutes: 'minimumNoticeMinutes must be at least 0' });
    const text = await james.call({ method: 'PATCH', url, payload: { bufferMinutes: 'ten' } });
    expect(text.json().fields).toHaveProperty('bufferMinutes');
    const sneaky = await james.call({ method: 'PATCH', url, payload: { staffId: admin.staffId } });
    expect(sneaky.statusCode).toBe(400);
    expect(sneaky.json().fields).toEqual({ staffId: 'Unknown field' });
    const off = await admin.call({ method: 'PATCH', url, payload: { active: false } });
    expect(off.json().coach.active).toBe(false);
    await admin.call({
      method: 'PATCH',
      url,
      payload: { active: true, minimumNoticeMinutes: 720, bufferMinutes: 10 },
    });
  });

  it('adds and removes time off, and lists only what has not ended', async () => {
    const base = `/api/staff/booking/coaches/${jamesId}/time-off`;
    const added = await james.call({
      method: 'POST',
      url: base,
      payload: { startsAt: '2026-12-24T00:00:00Z', endsAt: '2026-12-27T00:00:00Z', reason: 'Christmas' },
    });
    expect(added.statusCode).toBe(201);
    const timeOff = added.json().timeOff;
    expect(timeOff).toEqual({
      id: expect.any(String),
      startsAt: '2026-12-24T00:00:00.000Z',
      endsAt: '2026-12-27T00:00:00.000Z',
      reason: 'Christmas',
    });
    const backwards = await james.call({
      method: 'POST',
      url: base,
      payload: { startsAt: '2026-12-24T00:00:00Z', endsAt: '2026-12-23T00:00:00Z' },
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().fields).toEqual({ endsAt: 'Must be after the start' });
    const past = await james.call({
      method: 'POST',
      url: base,
      payload: { startsAt: '2026-01-01T00:00:00Z', endsAt: '2026-01-02T00:00:00Z' },
    });
    expect(past.json().fields).toEqual({ endsAt: 'In the past' });
    const notIso = await james.call({
      method: 'POST',
      url: base,
      payload: { startsAt: 'tomorrow', endsAt: 'later' },
    });
    expect(notIso.json().fields).toHaveProperty('startsAt');

    const listed = (await admin.call({ method: 'GET', url: '/api/staff/booking/coaches' })).json().coaches;
    expect(listed.find((c: { id: number }) => c.id === jamesId).timeOff).toEqual([timeOff]);

    // Emma's diary cannot be used to delete James's time off.
    const emmaOwn = `/api/staff/booking/coaches/${emmaId}/time-off/${timeOff.id}`;
    expect((await admin.call({ method: 'DELETE', url: emmaOwn })).statusCode).toBe(404);
    expect((await emma.call({ method: 'DELETE', url: `${base}/${timeOff.id}` })).statusCode).toBe(403);
    const removed = await james.call({ method: 'DELETE', url: `${base}/${timeOff.id}` });
    expect(removed.statusCode).toBe(204);
    expect((await james.call({ method: 'DELETE', url: `${base}/${timeOff.id}` })).statusCode).toBe(404);
    expect((await james.call({ method: 'DELETE', url: `${base}/nope` })).json().fields).toHaveProperty(
      'timeOffId',
    );
  });

  it('changes what the public calendar offers at once', async () => {
    await openDiary(admin, [jamesId]);
    const slots = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/booking/timeslots?serviceId=3&date=2026-11-30&providerId=${jamesId}`,
        })
      ).json().data['2026-11-30'];
    expect(await slots()).toContain('15:00');
    await admin.call({
      method: 'PUT',
      url: `/api/staff/booking/coaches/${jamesId}/hours`,
      payload: { hours: [{ weekday: 1, start: '09:00', end: '10:00' }] },
    });
    expect(await slots()).toEqual(['09:00']);
  });

  it('answers 401 without a session and to a student', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/staff/booking/coaches' })).statusCode).toBe(401);
    const authorization = await studentAuthorization(t);
    const res = await t.request({
      method: 'PUT',
      url: `/api/staff/booking/coaches/${jamesId}/hours`,
      headers: { authorization },
      payload: { hours: [] },
    });
    expect(res.statusCode).toBe(401);
  });
});
