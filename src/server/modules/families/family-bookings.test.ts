import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../../db/seed/factories';
import type { TestContext } from '../../test/test-app';
import { testDbKind } from '../../test/test-app';
import { booking, openBookingDiary, SERVICE } from '../booking/booking.test-helpers';
import { type Call, callerWith, families, PASSWORD } from './families.test-helpers';

const HOUR = 3_600_000;

/** The Family home lists the bookings made with the guardian's own, confirmed address. */
describe(`a family's bookings (${testDbKind})`, () => {
  let t: TestContext;
  let coachId: number;
  let parent: { id: string; email: string; call: Call };
  let staffId: string;

  beforeAll(async () => {
    ({ t, coachId } = await openBookingDiary());
    staffId = (await createStaff(t.database.db)).id;
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
    expect(await familyBookings()).toEqual([]);

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

  it('books a place for a child, checked against the age range on the day, and cancels it online', async () => {
    // Back to Sunday 22 November: the test above moved the clock on.
    t.clock.set(new Date('2026-11-22T10:00:00Z'));
    const f = families(t, 'bkc');
    const mum = await f.registerGuardian();
    const oliver = await f.addChild(mum.call, {
      firstName: 'Oliver',
      dateOfBirth: '2017-03-14',
      coachId: staffId,
    });
    const other = await f.registerGuardian();
    const ella = await f.addChild(other.call, {
      firstName: 'Ella',
      dateOfBirth: '2016-01-01',
      coachId: staffId,
    });
    const bookFor = (call: Call, studentId: string, extra: Record<string, unknown> = {}) =>
      call({
        method: 'POST',
        url: '/api/family/bookings',
        payload: {
          serviceId: SERVICE.juniorPrivate,
          providerId: coachId,
          date: '2026-12-09',
          time: '10:00',
          studentId,
          ...extra,
        },
      });

    // A 9-year-old cannot take an adult's lesson: the reason names the range and the age on the day.
    const adult = await bookFor(mum.call, oliver, { serviceId: SERVICE.adult, providerId: null });
    expect(adult.statusCode).toBe(400);
    expect(adult.json().fields.studentId).toBe(
      'Adult 1:1 Coaching is for ages 18 and over: Oliver will be 9 on 9 December 2026.',
    );
    // Another family's child does not exist for this one.
    expect((await bookFor(mum.call, ella)).statusCode).toBe(404);

    const booked = await bookFor(mum.call, oliver);
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json().data).toMatchObject({
      participantName: 'Oliver Parker',
      clientName: 'Hannah Parker',
      clientEmail: mum.email,
    });
    const id = booked.json().data.id as string;
    // The family sees it before its address is confirmed: it was booked signed in.
    const listed = await mum.call({ method: 'GET', url: '/api/family' });
    expect(listed.json().bookings.map((b: { id: string }) => b.id)).toEqual([id]);
    expect((await other.call({ method: 'GET', url: '/api/family' })).json().bookings).toEqual([]);

    expect((await other.call({ method: 'POST', url: `/api/family/bookings/${id}/cancel` })).statusCode).toBe(
      404,
    );
    const cancelled = await mum.call({ method: 'POST', url: `/api/family/bookings/${id}/cancel` });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().booking.status).toBe('cancelled');
    expect((await mum.call({ method: 'POST', url: `/api/family/bookings/${id}/cancel` })).statusCode).toBe(
      409,
    );
  });

  it('tells the booking widget which children a visitor may book for, and a guest none without refusing', async () => {
    const f = families(t, 'bkch');
    const mum = await f.registerGuardian();
    const oliver = await f.addChild(mum.call, {
      firstName: 'Oliver',
      dateOfBirth: '2017-03-14',
      coachId: staffId,
    });
    const mine = await mum.call({ method: 'GET', url: '/api/family/booking-choices' });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual({ children: [{ id: oliver, firstName: 'Oliver', lastName: 'Parker' }] });
    const guest = await t.request({ method: 'GET', url: '/api/family/booking-choices' });
    expect(guest.statusCode).toBe(200);
    expect(guest.json()).toEqual({ children: [] });
    expect(guest.headers['cache-control']).toBe('private, no-store');
  });

  it('keeps cancelling online to 48 hours before the start, as the e-mailed link does', async () => {
    t.clock.set(new Date('2026-11-22T10:00:00Z'));
    const f = families(t, 'bkl');
    // Remembered, so the session outlives the fortnight the clock moves on.
    const mum = await f.registerGuardian({ rememberMe: true });
    const oliver = await f.addChild(mum.call, {
      firstName: 'Oliver',
      dateOfBirth: '2017-03-14',
      coachId: staffId,
    });
    const booked = await mum.call({
      method: 'POST',
      url: '/api/family/bookings',
      payload: {
        serviceId: SERVICE.juniorPrivate,
        providerId: coachId,
        date: '2026-12-10',
        time: '11:00',
        studentId: oliver,
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    // The Family page is told by the server whether the button may show, by the server's clock.
    const shown = async () =>
      (await mum.call({ method: 'GET', url: '/api/family' }))
        .json()
        .bookings.find((b: { id: string }) => b.id === booked.json().data.id);
    t.clock.set(new Date('2026-12-08T10:59:00Z'));
    expect((await shown()).cancellable).toBe(true);
    t.clock.set(new Date('2026-12-08T12:00:00Z'));
    expect((await shown()).cancellable).toBe(false);
    const late = await mum.call({
      method: 'POST',
      url: `/api/family/bookings/${booked.json().data.id}/cancel`,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toContain('less than 48 hours');
  });
});
