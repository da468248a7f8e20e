import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingPlaces, bookings, outboxEmails } from '../../db/schema/index';
import { createDiaryCoach, createSession } from '../../db/seed/diary-factories';
import { createTestContext, type TestContext, testDbKind } from '../../test/test-app';
import { booking, openBookingDiary, SERVICE } from './booking.test-helpers';

// Booking a place: what is taken, what is refused, and what is e-mailed.
describe(`booking calls (${testDbKind})`, () => {
  let t: TestContext;
  let coachId: number;
  let otherCoachId: number;

  beforeAll(async () => {
    ({ t, coachId, otherCoachId } = await openBookingDiary());
  });
  afterAll(() => t.close());

  it('books a lesson, e-mails the confirmation with its invitation, and takes the time off the calendar', async () => {
    const res = await t.request({ method: 'POST', url: '/api/booking/book', payload: booking() });
    expect(res.statusCode).toBe(201);
    const { success, data } = res.json();
    expect(success).toBe(true);
    expect(data).toMatchObject({
      id: expect.any(String),
      reference: expect.stringMatching(/^SGA-[2-9A-Z]{8}$/),
      serviceId: 2,
      serviceName: 'Junior 1:1 Lesson',
      providerId: coachId,
      date: '2026-11-25',
      time: '10:00',
      places: [{ date: '2026-11-25', time: '10:00', endTime: '10:45' }],
      price: '45.00',
      status: 'confirmed',
      clientEmail: 'sarah.bennett@example.com',
      cancelUntil: '2026-11-23T10:00:00.000Z',
    });

    const mail = await t.lastEmailTo('sarah.bennett@example.com');
    expect(mail?.subject).toBe('Booking confirmed: Junior 1:1 Lesson, Wednesday 25 November 2026 at 10:00');
    expect(mail?.text).toContain(`Reference: ${data.reference}`);
    expect(mail?.text).toContain('When: Wednesday 25 November 2026, 10:00 to 10:45');
    expect(mail?.text).toContain('Price: £45.00, paid at the venue on the day');
    expect(mail?.text).toContain('free of charge up to 48 hours before the start');
    expect(mail?.text).toMatch(/http:\/\/localhost:3000\/booking\/cancel\?token=[A-Za-z0-9_-]{43}/);

    const day = await t.app.inject({
      method: 'GET',
      url: '/api/booking/timeslots?serviceId=2&date=2026-11-25',
    });
    const times: string[] = day.json().data['2026-11-25'];
    // 10:00–10:45 is taken, and so is every start that would overlap it.
    expect(times).not.toContain('09:30');
    expect(times).not.toContain('10:00');
    expect(times).not.toContain('10:30');
    expect(times).toContain('09:15');
    expect(times).toContain('10:45');
  });

  it('answers 409 in plain words when the time has gone', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/booking/book',
      payload: booking({ time: '10:15' }),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      success: false,
      error: 'Sorry, 10:15 on Wednesday 25 November 2026 has just been taken. Please choose another time.',
    });
  });

  it('refuses bad bookings with 400 naming the field, and books nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [booking({ clientData: { name: '', email: 'a@b.co' } }), 'clientData.name'],
      [booking({ clientData: { name: 'A', email: 'not-an-email' } }), 'clientData.email'],
      [booking({ clientData: { name: 'A' } }), 'clientData.email'],
      [booking({ price: 0 }), 'price'],
      [booking({ clientData: { name: 'A', email: 'a@b.co', role: 'admin' } }), 'clientData.role'],
      [booking({ time: '25:00' }), 'time'],
      [booking({ date: '25/11/2026' }), 'date'],
      [booking({ date: '2026-11-20' }), 'date'],
      [booking({ date: '2027-01-05' }), 'date'],
      [booking({ serviceId: 'two' }), 'serviceId'],
      [booking({ serviceId: 77 }), 'serviceId'],
      [booking({ providerId: otherCoachId }), 'providerId'],
      [booking({ additionalDates: ['2026-11-26'] }), 'additionalDates'],
      [booking({ additionalFields: { comment: 'x'.repeat(1001) } }), 'additionalFields.comment'],
    ];
    const [before] = await t.database.db.select({ n: count() }).from(bookings);
    for (const [payload, field] of cases) {
      const res = await t.request({ method: 'POST', url: '/api/booking/book', payload });
      expect(res.statusCode, field).toBe(400);
      expect(Object.keys(res.json().fields ?? {}), field).toContain(field);
    }
    const [after] = await t.database.db.select({ n: count() }).from(bookings);
    expect(after!.n).toBe(before!.n);
  });

  it('refuses the hour the clocks skip, and books by the wall clock on both changeover days', async () => {
    t.clock.set(new Date('2027-03-20T12:00:00Z'));
    try {
      const night = await createDiaryCoach(t.database.db, {
        serviceIds: [SERVICE.adult],
        hours: [{ weekday: 0, start: '00:00', end: '12:00' }],
      });
      const skipped = await t.request({
        method: 'POST',
        url: '/api/booking/book',
        payload: booking({
          serviceId: SERVICE.adult,
          providerId: night.coach.id,
          date: '2027-03-28',
          time: '01:30',
        }),
      });
      expect(skipped.statusCode).toBe(400);
      expect(skipped.json().fields).toEqual({ time: 'Not a time on this day' });

      const spring = await t.request({
        method: 'POST',
        url: '/api/booking/book',
        payload: booking({
          serviceId: SERVICE.adult,
          providerId: night.coach.id,
          date: '2027-03-28',
          time: '10:00',
        }),
      });
      expect(spring.statusCode).toBe(201);
      const [place] = await t.database.db
        .select()
        .from(bookingPlaces)
        .where(eq(bookingPlaces.bookingId, spring.json().data.id));
      // 10:00 BST is 09:00 UTC.
      expect(place!.startsAt.toISOString()).toBe('2027-03-28T09:00:00.000Z');

      t.clock.set(new Date('2027-10-25T12:00:00Z'));
      const autumn = await t.request({
        method: 'POST',
        url: '/api/booking/book',
        payload: booking({
          serviceId: SERVICE.adult,
          providerId: night.coach.id,
          date: '2027-10-31',
          time: '10:00',
        }),
      });
      expect(autumn.statusCode).toBe(201);
      expect(autumn.json().data.places).toEqual([
        {
          id: expect.any(String),
          date: '2027-10-31',
          time: '10:00',
          endTime: '11:00',
          status: 'confirmed',
          attendance: null,
        },
      ]);
    } finally {
      t.clock.set(new Date('2026-11-22T10:00:00Z'));
    }
  });

  it('fills a group lesson up to its capacity and no further', async () => {
    const payload = (i: number) =>
      booking({
        serviceId: SERVICE.group,
        date: '2026-11-26',
        time: '14:00',
        clientData: { name: `Parent ${i}`, email: `parent${i}@example.com` },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      statuses.push(
        (await t.request({ method: 'POST', url: '/api/booking/book', payload: payload(i) })).statusCode,
      );
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 201, 409]);
  });

  it('replays a retried request with the same Idempotency-Key instead of booking twice', async () => {
    const headers = { 'idempotency-key': 'retry-7f3c9a1e-0001' };
    const payload = booking({ date: '2026-11-27', time: '11:00' });
    const first = await t.request({ method: 'POST', url: '/api/booking/book', payload, headers });
    const again = await t.request({ method: 'POST', url: '/api/booking/book', payload, headers });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(first.json().data.id);
    const other = await t.request({
      method: 'POST',
      url: '/api/booking/book',
      payload: booking({ date: '2026-11-27', time: '15:00' }),
      headers,
    });
    expect(other.statusCode).toBe(422);
    expect(other.json().error).toBe('This Idempotency-Key was already used for a different booking');
    const short = await t.request({
      method: 'POST',
      url: '/api/booking/book',
      payload,
      headers: { 'idempotency-key': 'x' },
    });
    expect(short.statusCode).toBe(400);
    expect(Object.keys(short.json().fields)).toContain('idempotency-key');
  });

  it('books several camp days at the per-day price, and never more than the places', async () => {
    const campCoach = await createDiaryCoach(t.database.db, {
      serviceIds: [SERVICE.camp],
      minimumNoticeMinutes: 60,
    });
    for (const date of ['2027-02-15', '2027-02-16', '2027-02-17']) {
      await createSession(t.database.db, {
        serviceId: SERVICE.camp,
        date,
        start: '10:00',
        end: '14:00',
        coachId: campCoach.coach.id,
        capacity: 2,
      });
    }
    const services = (await t.app.inject({ method: 'GET', url: '/api/booking/services' })).json().data;
    expect(services['4'].bookableUntil).toBe('2027-02-17');
    const range = await t.app.inject({
      method: 'GET',
      url: '/api/booking/timeslots?serviceId=4&date=2026-11-22&endDate=2027-02-17',
    });
    expect(range.json().data).toEqual({
      '2027-02-15': ['10:00'],
      '2027-02-16': ['10:00'],
      '2027-02-17': ['10:00'],
    });

    const camp = (name: string, date: string, more: string[]) =>
      t.request({
        method: 'POST',
        url: '/api/booking/book',
        payload: booking({
          serviceId: SERVICE.camp,
          date,
          time: '10:00',
          additionalDates: more,
          clientData: { name, email: `${name.toLowerCase()}@example.com` },
        }),
      });
    const two = await camp('Ava', '2027-02-15', ['2027-02-16']);
    expect(two.statusCode).toBe(201);
    expect(two.json().data).toMatchObject({
      price: '110.00',
      places: [
        { date: '2027-02-15', time: '10:00', endTime: '14:00' },
        { date: '2027-02-16', time: '10:00', endTime: '14:00' },
      ],
    });
    const mail = await t.lastEmailTo('ava@example.com');
    expect(mail?.text).toContain(
      '  - Monday 15 February 2027, 10:00 to 14:00\n  - Tuesday 16 February 2027, 10:00 to 14:00',
    );
    expect((await camp('Ben', '2027-02-16', [])).statusCode).toBe(201);
    // The 16th is now full: a booking that includes it books none of its days.
    const full = await camp('Cara', '2027-02-15', ['2027-02-16']);
    expect(full.statusCode).toBe(409);
    expect(full.json().error).toContain('Tuesday 16 February 2027');
    const after = (
      await t.app.inject({
        method: 'GET',
        url: '/api/booking/timeslots?serviceId=4&date=2026-11-22&endDate=2027-02-17',
      })
    ).json().data;
    expect(after).toEqual({ '2027-02-15': ['10:00'], '2027-02-17': ['10:00'] });
    expect((await camp('Dan', '2027-02-14', [])).statusCode).toBe(409);
    expect((await camp('Eve', '2027-02-17', ['2027-02-17'])).statusCode).toBe(400);
  });

  it('keeps a coach in one place at a time across services', async () => {
    const both = await createDiaryCoach(t.database.db, {
      serviceIds: [SERVICE.juniorPrivate, SERVICE.adult],
      bufferMinutes: 15,
    });
    const adult = await t.request({
      method: 'POST',
      url: '/api/booking/book',
      payload: booking({
        serviceId: SERVICE.adult,
        providerId: both.coach.id,
        date: '2026-12-01',
        time: '12:00',
      }),
    });
    expect(adult.statusCode).toBe(201);
    const clash = await t.request({
      method: 'POST',
      url: '/api/booking/book',
      payload: booking({ providerId: both.coach.id, date: '2026-12-01', time: '13:00' }),
    });
    // The adult lesson ends at 13:00 and the coach keeps 15 minutes between lessons.
    expect(clash.statusCode).toBe(409);
    const times = (
      await t.app.inject({
        method: 'GET',
        url: `/api/booking/timeslots?serviceId=2&date=2026-12-01&providerId=${both.coach.id}`,
      })
    ).json().data['2026-12-01'];
    expect(times).not.toContain('11:30');
    expect(times).not.toContain('13:00');
    expect(times).toContain('13:15');
    expect(times).toContain('11:00');
  });

  it('rate-limits booking per address', async () => {
    const r = await createTestContext();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 31; i++) {
        statuses.push(
          (await r.request({ method: 'POST', url: '/api/booking/book', payload: booking({ serviceId: 99 }) }))
            .statusCode,
        );
      }
      expect(statuses.slice(0, 30).every((s) => s === 400)).toBe(true);
      expect(statuses[30]).toBe(429);
    } finally {
      await r.close();
    }
  });

  it('answers 502 in the envelope when the diary cannot be read', async () => {
    const broken = await createTestContext();
    await broken.database.close();
    const res = await broken.app.inject({ method: 'GET', url: '/api/booking/services' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      success: false,
      error: 'Something went wrong on our side. Please try again.',
      message: 'Something went wrong on our side. Please try again.',
    });
    await broken.close();
  });

  it('keeps every e-mail in the outbox', async () => {
    const [row] = await t.database.db.select({ n: count() }).from(outboxEmails);
    expect(row!.n).toBeGreaterThan(0);
  });
});
