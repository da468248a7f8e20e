import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { participantFor } from '../../test/booking-participants';
import { createTestContext, type TestContext, testDbKind } from '../../test/test-app';
import { addToDiary, type Caller, signedInStaff, studentAuthorization } from './booking-admin.test-helpers';

const CAMP = 4;

describe(`staff bookings: services and dated sessions (${testDbKind})`, () => {
  let t: TestContext;
  let admin: Caller;
  let coach: Caller;
  let coachId: number;

  beforeAll(async () => {
    t = await createTestContext({ RATE_LIMIT_FACTOR: '100' });
    admin = await signedInStaff(t, 'admin', 'Alex');
    coach = await signedInStaff(t, 'coach', 'Emma');
    coachId = await addToDiary(admin, coach.staffId);
  });
  afterAll(() => t.close());

  it('lists every service, inactive ones too, to any member of staff', async () => {
    await admin.call({ method: 'PATCH', url: '/api/staff/booking/services/2', payload: { active: false } });
    const res = await coach.call({ method: 'GET', url: '/api/staff/booking/services' });
    expect(res.statusCode).toBe(200);
    const services = res.json().services;
    expect(services.map((s: { id: number }) => s.id)).toEqual([1, 2, 3, 4, 5]);
    expect(services[2]).toEqual({
      id: 3,
      slug: 'adult-private-lesson',
      name: 'Adult 1:1 Coaching',
      description: expect.any(String),
      duration: 60,
      pricePence: 7000,
      capacity: 1,
      location: expect.any(String),
      kind: 'lesson',
      slotStepMinutes: 30,
      active: true,
      coachIds: [],
      minAge: 18,
      maxAge: null,
      asksWelfare: false,
      paymentRule: 'venue',
      depositPence: null,
    });
    expect(services[1].active).toBe(false);
    // The public list no longer offers it.
    const pub = (await t.app.inject({ method: 'GET', url: '/api/booking/services' })).json().data;
    expect(Object.keys(pub)).not.toContain('2');
    await admin.call({ method: 'PATCH', url: '/api/staff/booking/services/2', payload: { active: true } });
  });

  it('lets an admin add and change a service, naming any bad field', async () => {
    const created = await admin.call({
      method: 'POST',
      url: '/api/staff/booking/services',
      payload: {
        name: 'Short Game Clinic',
        duration: 90,
        pricePence: 4000,
        capacity: 4,
        kind: 'lesson',
        coachIds: [coachId],
      },
    });
    expect(created.statusCode).toBe(201);
    const service = created.json().service;
    expect(service).toMatchObject({
      slug: 'short-game-clinic',
      name: 'Short Game Clinic',
      description: null,
      duration: 90,
      pricePence: 4000,
      slotStepMinutes: 30,
      active: true,
      coachIds: [coachId],
    });
    const again = await admin.call({
      method: 'POST',
      url: '/api/staff/booking/services',
      payload: { name: 'Short Game Clinic', duration: 60, pricePence: 0, capacity: 1, kind: 'lesson' },
    });
    expect(again.json().service.slug).toBe('short-game-clinic-2');

    const changed = await admin.call({
      method: 'PATCH',
      url: `/api/staff/booking/services/${service.id}`,
      payload: { pricePence: 4500, description: 'Chipping and pitching', coachIds: [] },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().service).toMatchObject({
      pricePence: 4500,
      description: 'Chipping and pitching',
      coachIds: [],
    });

    const price = await admin.call({
      method: 'PATCH',
      url: `/api/staff/booking/services/${service.id}`,
      payload: { pricePence: 12.5 },
    });
    expect(price.statusCode).toBe(400);
    expect(price.json().fields).toEqual({ pricePence: 'pricePence must be a whole number' });
    const kind = await admin.call({
      method: 'POST',
      url: '/api/staff/booking/services',
      payload: { name: 'X', duration: 60, pricePence: 0, capacity: 1, kind: 'party' },
    });
    expect(kind.json().fields).toEqual({ kind: "kind must be 'lesson' or 'session'" });
    const name = await admin.call({
      method: 'POST',
      url: '/api/staff/booking/services',
      payload: { name: ' ', duration: 60, pricePence: 0, capacity: 1, kind: 'lesson' },
    });
    expect(name.json().fields).toEqual({ name: 'Name is required' });
    const coaches = await admin.call({
      method: 'PATCH',
      url: `/api/staff/booking/services/${service.id}`,
      payload: { coachIds: [9999] },
    });
    expect(coaches.statusCode).toBe(400);
    expect(coaches.json().fields).toEqual({ coachIds: 'Unknown coach' });
    const slug = await admin.call({
      method: 'PATCH',
      url: `/api/staff/booking/services/${service.id}`,
      payload: { slug: 'mine' },
    });
    expect(slug.json().fields).toEqual({ slug: 'Unknown field' });
    const missing = await admin.call({
      method: 'PATCH',
      url: '/api/staff/booking/services/9999',
      payload: {},
    });
    expect(missing.statusCode).toBe(404);
  });

  it('lets an admin set who a service is for, which the website shows and every booking is held to', async () => {
    const services = async () =>
      (await t.request({ method: 'GET', url: '/api/booking/services' })).json().data;
    expect((await services())['3']).toMatchObject({ minAge: 18, maxAge: null, asksWelfare: false });

    const backwards = await admin.call({
      method: 'PATCH',
      url: '/api/staff/booking/services/3',
      payload: { minAge: 40 },
    });
    // 40 to nothing is a range; only a youngest above the oldest is refused.
    expect(backwards.statusCode).toBe(200);
    const crossed = await admin.call({
      method: 'PATCH',
      url: '/api/staff/booking/services/3',
      payload: { maxAge: 30 },
    });
    expect(crossed.statusCode).toBe(400);
    expect(crossed.json().fields).toEqual({ maxAge: 'The oldest age must not be below the youngest' });
    const bad = await admin.call({
      method: 'PATCH',
      url: '/api/staff/booking/services/3',
      payload: { minAge: -1, asksWelfare: 'yes' },
    });
    expect(Object.keys(bad.json().fields).sort()).toEqual(['asksWelfare', 'minAge']);

    const set = await admin.call({
      method: 'PATCH',
      url: '/api/staff/booking/services/3',
      payload: { minAge: 16, maxAge: null, asksWelfare: true },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().service).toMatchObject({ minAge: 16, maxAge: null, asksWelfare: true });
    expect((await services())['3']).toMatchObject({ minAge: 16, maxAge: null, asksWelfare: true });
    await admin.call({
      method: 'PATCH',
      url: '/api/staff/booking/services/3',
      payload: { minAge: 18, asksWelfare: false },
    });
  });

  it('refuses coaches changing services or sessions', async () => {
    const payload = { name: 'Mine', duration: 60, pricePence: 0, capacity: 1, kind: 'lesson' };
    expect(
      (await coach.call({ method: 'POST', url: '/api/staff/booking/services', payload })).statusCode,
    ).toBe(403);
    expect(
      (
        await coach.call({
          method: 'PATCH',
          url: '/api/staff/booking/services/3',
          payload: { pricePence: 1 },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await coach.call({
          method: 'POST',
          url: '/api/staff/booking/sessions',
          payload: { serviceId: CAMP, date: '2026-12-21', start: '10:00', end: '14:00' },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('adds weekly sessions in London time, refuses clashes, and lists them with places taken', async () => {
    const created = await admin.call({
      method: 'POST',
      url: '/api/staff/booking/sessions',
      payload: { serviceId: CAMP, date: '2027-03-22', start: '10:00', end: '14:00', coachId, repeatWeeks: 2 },
    });
    expect(created.statusCode).toBe(201);
    // 22 March is still GMT; 29 March is British Summer Time, an hour ahead of UTC.
    expect(created.json().sessions).toEqual([
      expect.objectContaining({
        serviceId: CAMP,
        coach: { id: coachId, name: expect.stringMatching(/^Emma /) },
        date: '2027-03-22',
        start: '10:00',
        end: '14:00',
        startsAt: '2027-03-22T10:00:00.000Z',
        capacity: 6,
        booked: 0,
      }),
      expect.objectContaining({ date: '2027-03-29', start: '10:00', startsAt: '2027-03-29T09:00:00.000Z' }),
    ]);
    const clash = await admin.call({
      method: 'POST',
      url: '/api/staff/booking/sessions',
      payload: { serviceId: CAMP, date: '2027-03-29', start: '10:00', end: '12:00' },
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().fields).toEqual({ date: 'Already has a session at this time' });

    const listed = await coach.call({
      method: 'GET',
      url: `/api/staff/booking/sessions?serviceId=${CAMP}&from=2027-03-01&to=2027-03-31`,
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().sessions.map((s: { date: string }) => s.date)).toEqual(['2027-03-22', '2027-03-29']);
  });

  it('names the field for bad session input', async () => {
    const post = (payload: object) =>
      admin.call({ method: 'POST', url: '/api/staff/booking/sessions', payload });
    const lesson = await post({ serviceId: 3, date: '2026-12-21', start: '10:00', end: '11:00' });
    expect(lesson.statusCode).toBe(400);
    expect(lesson.json().fields).toEqual({ serviceId: 'Not a dated programme' });
    expect(
      (await post({ serviceId: CAMP, date: '2026-12-21', start: '14:00', end: '10:00' })).json().fields,
    ).toEqual({
      end: 'Must be after the start',
    });
    expect(
      (await post({ serviceId: CAMP, date: '2026-11-01', start: '10:00', end: '11:00' })).json().fields,
    ).toEqual({
      date: 'In the past',
    });
    expect(
      (
        await post({ serviceId: CAMP, date: '2026-12-21', start: '10:00', end: '11:00', repeatWeeks: 27 })
      ).json().fields,
    ).toEqual({ repeatWeeks: 'repeatWeeks must be at most 26' });
    expect(
      (
        await post({ serviceId: CAMP, date: '2026-12-21', start: '10:00', end: '11:00', coachId: 9999 })
      ).json().fields,
    ).toEqual({ coachId: 'Unknown coach' });
    // 01:30 on the last Sunday of March does not exist in London.
    expect(
      (await post({ serviceId: CAMP, date: '2027-03-28', start: '01:30', end: '03:00' })).json().fields,
    ).toEqual({
      start: 'Not a time on this day',
    });
    const query = await admin.call({ method: 'GET', url: '/api/staff/booking/sessions?serviceId=x' });
    expect(query.statusCode).toBe(400);
    expect(query.json().fields).toHaveProperty('serviceId');
  });

  it('deletes an empty session, and refuses one with confirmed places (409)', async () => {
    const sessions = (
      await admin.call({
        method: 'GET',
        url: `/api/staff/booking/sessions?serviceId=${CAMP}&from=2027-03-01&to=2027-03-31`,
      })
    ).json().sessions;
    const booked = await t.request({
      method: 'POST',
      url: '/api/booking/book',
      payload: {
        serviceId: CAMP,
        date: '2027-03-22',
        time: '10:00',
        clientData: { name: 'Ava Green', email: 'ava@example.test' },
        participant: participantFor(CAMP),
      },
    });
    expect(booked.statusCode).toBe(201);
    const full = await admin.call({ method: 'DELETE', url: `/api/staff/booking/sessions/${sessions[0].id}` });
    expect(full.statusCode).toBe(409);
    const empty = await admin.call({
      method: 'DELETE',
      url: `/api/staff/booking/sessions/${sessions[1].id}`,
    });
    expect(empty.statusCode).toBe(204);

    // Once its place is cancelled, the session can go too (retired, since the place still points at it).
    await admin.call({ method: 'POST', url: `/api/staff/bookings/${booked.json().data.id}/cancel` });
    expect(
      (await admin.call({ method: 'DELETE', url: `/api/staff/booking/sessions/${sessions[0].id}` }))
        .statusCode,
    ).toBe(204);
    const left = await admin.call({
      method: 'GET',
      url: `/api/staff/booking/sessions?serviceId=${CAMP}&from=2027-03-01&to=2027-03-31`,
    });
    expect(left.json().sessions).toEqual([]);
    expect(
      (await admin.call({ method: 'DELETE', url: `/api/staff/booking/sessions/${sessions[0].id}` }))
        .statusCode,
    ).toBe(404);
    expect(
      (await coach.call({ method: 'DELETE', url: `/api/staff/booking/sessions/${sessions[0].id}` }))
        .statusCode,
    ).toBe(403);
  });

  it('answers 401 without a session and to a student', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/staff/booking/services' })).statusCode).toBe(401);
    const authorization = await studentAuthorization(t);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/staff/booking/sessions?serviceId=${CAMP}`,
      headers: { authorization },
    });
    expect(res.statusCode).toBe(401);
  });
});
