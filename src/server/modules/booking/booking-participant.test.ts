import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, bookingWelfare } from '../../db/schema/index';
import { createDiaryCoach, createSession } from '../../db/seed/diary-factories';
import { createStudent } from '../../db/seed/factories';
import type { TestContext } from '../../test/test-app';
import { testDbKind } from '../../test/test-app';
import { signedInStaff } from '../booking-admin/booking-admin.test-helpers';
import { booking, openBookingDiary, SERVICE } from './booking.test-helpers';

const DAY = 86_400_000;
const WELFARE = {
  medicalNotes: 'Mild asthma: inhaler in bag',
  emergencyContactName: 'Sam Hart',
  emergencyContactPhone: '07700 900777',
};

/** Who takes the place: asked on every booking, checked against the service's ages on each day. */
describe(`the participant of a booking (${testDbKind})`, () => {
  let t: TestContext;
  let coachId: number;

  beforeAll(async () => {
    ({ t, coachId } = await openBookingDiary());
    const campCoach = await createDiaryCoach(t.database.db, { serviceIds: [SERVICE.camp] });
    for (const date of ['2027-02-15', '2027-02-16']) {
      await createSession(t.database.db, {
        serviceId: SERVICE.camp,
        date,
        start: '10:00',
        end: '14:00',
        coachId: campCoach.coach.id,
        capacity: 6,
      });
    }
  });
  afterAll(() => t.close());

  let n = 0;
  const book = (overrides: Record<string, unknown>) =>
    t.request({
      method: 'POST',
      url: '/api/booking/book',
      payload: booking({
        providerId: coachId,
        clientData: { name: 'Sam Hart', email: `hart.${++n}@example.com` },
        ...overrides,
      }),
    });

  it('asks who the place is for, naming the fields', async () => {
    const res = await book({ participant: undefined });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields).sort()).toEqual(['participant.dateOfBirth', 'participant.name']);
    const bad = await book({ participant: { name: 'Ollie', dateOfBirth: '2016-02-30' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty(['participant.dateOfBirth']);
    const future = await book({ participant: { name: 'Ollie', dateOfBirth: '2027-01-01' } });
    expect(future.json().fields).toEqual({
      'participant.dateOfBirth': 'Date of birth cannot be in the future',
    });
  });

  it('refuses a 9-year-old on adult coaching with the reason, and takes an adult', async () => {
    const child = await book({
      serviceId: SERVICE.adult,
      providerId: null,
      participant: { name: 'Ollie', dateOfBirth: '2017-03-14' },
    });
    expect(child.statusCode).toBe(400);
    expect(child.json().fields).toEqual({
      'participant.dateOfBirth':
        'Adult 1:1 Coaching is for ages 18 and over: Ollie will be 9 on 25 November 2026.',
    });
    const adult = await book({
      serviceId: SERVICE.adult,
      providerId: null,
      participant: { name: 'Sam Hart', dateOfBirth: '1980-06-01' },
    });
    expect(adult.statusCode, adult.body).toBe(201);
    expect(adult.json().data.participantName).toBe('Sam Hart');
  });

  it('counts the age on the day itself, at both ends of a range', async () => {
    // The lesson is on 25 November 2026: five that day is in; five the day after is not.
    expect((await book({ participant: { name: 'Five', dateOfBirth: '2021-11-25' } })).statusCode).toBe(201);
    const young = await book({ time: '11:00', participant: { name: 'Nearly', dateOfBirth: '2021-11-26' } });
    expect(young.statusCode).toBe(400);
    expect(young.json().fields['participant.dateOfBirth']).toContain('Nearly will be 4 on 25 November 2026');
    // Eighteen on the day is past a junior lesson's 17.
    const grown = await book({ time: '12:00', participant: { name: 'Grown', dateOfBirth: '2008-11-25' } });
    expect(grown.statusCode).toBe(400);
    expect(
      (await book({ time: '12:00', participant: { name: 'Still', dateOfBirth: '2008-11-26' } })).statusCode,
    ).toBe(201);
  });

  it('needs a camp’s welfare details, keeps them apart, and forgets them 30 days after the last day', async () => {
    const camp = (participant: Record<string, unknown>) =>
      book({
        serviceId: SERVICE.camp,
        providerId: null,
        date: '2027-02-15',
        time: '10:00',
        additionalDates: ['2027-02-16'],
        participant: { name: 'Ollie Hart', dateOfBirth: '2016-04-02', ...participant },
      });
    const without = await camp({});
    expect(without.statusCode).toBe(400);
    expect(Object.keys(without.json().fields).sort()).toEqual([
      'participant.emergencyContactName',
      'participant.emergencyContactPhone',
      'participant.medicalNotes',
    ]);
    // Eight on the camp's second day is still seven on its first: every day booked is checked.
    const seven = await camp({ ...WELFARE, dateOfBirth: '2019-02-16' });
    expect(seven.statusCode).toBe(400);
    expect(seven.json().fields['participant.dateOfBirth']).toContain('will be 7 on 15 February 2027');

    const booked = await camp(WELFARE);
    expect(booked.statusCode, booked.body).toBe(201);
    const id = booked.json().data.id as string;
    // Not in the booking's answer or its e-mail: only the day's coach and admins see it.
    expect(booked.body).not.toContain('asthma');
    const [kept] = await t.database.db.select().from(bookingWelfare).where(eq(bookingWelfare.bookingId, id));
    expect(kept).toMatchObject(WELFARE);
    // An admin reads them one booking at a time; the diary only says there are some.
    const admin = await signedInStaff(t, 'admin', 'Alex');
    const diary = await admin.call({
      method: 'GET',
      url: '/api/staff/bookings?from=2027-02-15&to=2027-02-16',
    });
    expect(diary.json().bookings[0]).toMatchObject({
      participantName: 'Ollie Hart',
      participantAge: 10,
      hasWelfare: true,
    });
    expect(diary.body).not.toContain('asthma');
    const read = await admin.call({ method: 'GET', url: `/api/staff/bookings/${id}/welfare` });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.headers['cache-control']).toBe('no-store');
    expect(read.json()).toEqual(WELFARE);

    // A second camp booking whose participant became a student keeps theirs.
    const other = await camp({ ...WELFARE, name: 'Ava Hart' });
    const ava = await createStudent(t.database.db, { firstName: 'Ava', lastName: 'Hart' });
    await t.database.db
      .update(bookings)
      .set({ participantStudentId: ava.id })
      .where(eq(bookings.id, other.json().data.id));

    // The daily clean-up, 29 days after the camp's last day ends, then 30.
    t.clock.set(new Date(new Date('2027-02-16T14:00:00Z').getTime() + 29 * DAY));
    expect(await t.app.services.cleanUp.run()).toMatchObject({ ran: true, bookingWelfare: 0 });
    t.clock.advance(DAY + 1);
    expect(await t.app.services.cleanUp.run()).toMatchObject({ ran: true, bookingWelfare: 1 });
    const left = await t.database.db.select().from(bookingWelfare);
    expect(left.map((w) => w.bookingId)).toEqual([other.json().data.id]);
  });
});
