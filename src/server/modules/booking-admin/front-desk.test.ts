import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStudent } from '../../db/seed/factories';
import { createTestContext, type TestContext, testDbKind } from '../../test/test-app';
import { families } from '../families/families.test-helpers';
import {
  addToDiary,
  bookPublicly,
  type Caller,
  openDiary,
  signedInStaff,
  studentAuthorization,
} from './booking-admin.test-helpers';
import { walkIn } from './front-desk.test-helpers';

// The test clock: Sunday 22 November 2026, 10:00 GMT. Wednesday 25 November is a working day.
describe(`the front desk: finding a customer and taking a booking (${testDbKind})`, () => {
  let t: TestContext;
  let admin: Caller;
  let james: Caller;
  let emma: Caller;
  let jamesId: number;
  let emmaId: number;
  let childId: string;
  let adultId: string;

  const create = (caller: Caller, payload: object) =>
    caller.call({ method: 'POST', url: '/api/staff/bookings', payload });
  const search = (caller: Caller, q: string) =>
    caller.call({ method: 'GET', url: `/api/staff/customers?q=${encodeURIComponent(q)}` });

  beforeAll(async () => {
    t = await createTestContext({ RATE_LIMIT_FACTOR: '100' });
    admin = await signedInStaff(t, 'admin', 'Alex');
    james = await signedInStaff(t, 'coach', 'James');
    emma = await signedInStaff(t, 'coach', 'Emma');
    jamesId = await addToDiary(admin, james.staffId);
    emmaId = await addToDiary(admin, emma.staffId);
    await openDiary(admin, [jamesId, emmaId]);
    const linked = await admin.call({
      method: 'PATCH',
      url: '/api/staff/booking/services/2',
      payload: { coachIds: [jamesId, emmaId] },
    });
    expect(linked.statusCode).toBe(200);
    const family = families(t, 'desk');
    const guardian = await family.registerGuardian({ firstName: 'Rachel', lastName: 'Okafor' });
    childId = await family.addChild(guardian.call, {
      firstName: 'Tobi',
      dateOfBirth: '2015-03-02',
      coachId: james.staffId,
    });
    adultId = (
      await createStudent(t.database.db, {
        firstName: 'Margaret',
        lastName: 'Okafor',
        email: 'margaret.okafor@example.test',
        coachId: emma.staffId,
        dateOfBirth: '1970-06-01',
      })
    ).id;
  });
  afterAll(() => t.close());

  it('finds a family child by the guardian’s name, with the guardian as the contact', async () => {
    const res = await search(admin, 'okafor');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const customers = res.json().customers;
    expect(customers).toHaveLength(2);
    expect(customers).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          studentId: childId,
          name: 'Tobi Parker',
          familyChild: true,
          contact: expect.objectContaining({ name: 'Rachel Okafor', email: 'desk.parent.1@example.com' }),
          coachName: expect.stringMatching(/^James /),
        }),
        expect.objectContaining({
          studentId: adultId,
          familyChild: false,
          contact: expect.objectContaining({ email: 'margaret.okafor@example.test' }),
        }),
      ]),
    );
    // Every word typed must match: the first name narrows it to one.
    expect((await search(admin, 'tobi okafor')).json().customers).toHaveLength(1);
    // Pattern characters are taken literally.
    expect((await search(admin, '%%')).json().customers).toHaveLength(0);
  });

  it('shows a coach only their own students, and refuses a search too short or from a student', async () => {
    const own = (await search(james, 'okafor')).json().customers;
    expect(own).toHaveLength(1);
    expect(own[0].studentId).toBe(childId);
    const short = await search(admin, 'o');
    expect(short.statusCode).toBe(400);
    expect(short.json().fields).toHaveProperty('q');
    const student = await t.request({
      method: 'GET',
      url: '/api/staff/customers?q=okafor',
      headers: { authorization: await studentAuthorization(t) },
    });
    expect(student.statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/staff/customers?q=okafor' })).statusCode).toBe(401);
  });

  it('books a walk-in paid at the venue, e-mails the confirmation and shows it as a front-desk booking', async () => {
    const res = await create(admin, walkIn({ providerId: jamesId }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'confirmed',
      providerId: jamesId,
      clientEmail: 'dan.morley@example.test',
      payment: { rule: 'venue' },
    });
    const mail = await t.lastEmailTo('dan.morley@example.test');
    expect(mail?.subject).toMatch(/^Booking confirmed: Adult 1:1 Coaching/);
    const diary = await admin.call({
      method: 'GET',
      url: '/api/staff/bookings?from=2026-11-25&to=2026-11-25',
    });
    expect(diary.json().bookings).toEqual([
      expect.objectContaining({ reference: res.json().reference, frontDesk: true, attendance: null }),
    ]);
  });

  it('keeps the same clash rule as online: a taken time is refused with 409', async () => {
    const res = await create(
      admin,
      walkIn({ providerId: jamesId, clientData: { name: 'Kim', email: 'kim@example.test' } }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().fields).toEqual({ time: 'No longer available' });
  });

  it('books a family child with the guardian as the customer, seen on the family’s page', async () => {
    const res = await create(admin, {
      serviceId: 2,
      providerId: jamesId,
      date: '2026-11-26',
      time: '16:00',
      studentId: childId,
      payment: 'venue',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ clientName: 'Rachel Okafor', participantName: 'Tobi Parker' });
  });

  it('lets staff book inside the online notice period, which the website refuses', async () => {
    const notice = await admin.call({
      method: 'PATCH',
      url: `/api/staff/booking/coaches/${emmaId}`,
      payload: { minimumNoticeMinutes: 24 * 60 },
    });
    expect(notice.statusCode, notice.body).toBe(200);
    // Monday 23 November at 09:00 is inside Emma's 24 hours' notice.
    await expect(
      bookPublicly(t, {
        serviceId: 3,
        providerId: emmaId,
        date: '2026-11-23',
        time: '09:00',
        name: 'Web',
        email: 'web@example.test',
      }),
    ).rejects.toThrow(/409|400/);
    const res = await create(admin, walkIn({ providerId: emmaId, date: '2026-11-23', time: '09:00' }));
    expect(res.statusCode, res.body).toBe(201);
  });

  it('lets a coach book their own student into their own diary, and nobody else’s', async () => {
    const own = await create(emma, {
      serviceId: 3,
      date: '2026-11-27',
      time: '10:00',
      studentId: adultId,
      payment: 'venue',
    });
    expect(own.statusCode, own.body).toBe(201);
    expect(own.json()).toMatchObject({ providerId: emmaId, clientEmail: 'margaret.okafor@example.test' });
    const others = await create(emma, walkIn({ providerId: jamesId, date: '2026-11-27' }));
    expect(others.statusCode).toBe(403);
    const notHers = await create(emma, {
      serviceId: 2,
      date: '2026-11-27',
      time: '12:00',
      studentId: childId,
      payment: 'venue',
    });
    expect(notHers.statusCode).toBe(404);
  });

  it('books a camp day at the desk, and the diary counts the places left in the session', async () => {
    const created = await admin.call({
      method: 'POST',
      url: '/api/staff/booking/sessions',
      payload: { serviceId: 4, date: '2026-11-30', start: '10:00', end: '14:00', coachId: jamesId },
    });
    expect(created.statusCode, created.body).toBe(201);
    const day = async () =>
      (await admin.call({ method: 'GET', url: '/api/staff/bookings?from=2026-11-30&to=2026-11-30' })).json()
        .sessions;
    expect(await day()).toEqual([
      expect.objectContaining({
        serviceName: expect.stringMatching(/Camp/),
        start: '10:00',
        capacity: 6,
        placesLeft: 6,
      }),
    ]);
    const booked = await create(admin, {
      serviceId: 4,
      date: '2026-11-30',
      time: '10:00',
      studentId: childId,
      payment: 'venue',
    });
    expect(booked.statusCode, booked.body).toBe(201);
    expect((await day())[0].placesLeft).toBe(5);
    // A coach sees only their own diary's sessions.
    const emmas = await emma.call({
      method: 'GET',
      url: '/api/staff/bookings?from=2026-11-30&to=2026-11-30',
    });
    expect(emmas.json().sessions).toEqual([]);
  });

  it('refuses bad input with the field to correct, never a 500', async () => {
    const nobody = await create(admin, { serviceId: 3, date: '2026-11-25', time: '12:00', payment: 'venue' });
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json().fields).toHaveProperty(['clientData.name']);
    const noPayment = await create(admin, walkIn({ payment: 'cheque' }));
    expect(noPayment.statusCode).toBe(400);
    expect(noPayment.json().fields).toHaveProperty('payment');
    const credit = await create(admin, walkIn({ payment: 'credit', time: '12:00' }));
    expect(credit.statusCode).toBe(400);
    expect(credit.json().fields).toEqual({ payment: 'Only for a student with a membership' });
    // With payments off there is no link to send.
    const link = await create(admin, walkIn({ payment: 'link', time: '12:00' }));
    expect(link.statusCode).toBe(400);
    expect(link.json().fields).toEqual({ payment: 'No online payment for this service' });
    const unknown = await create(admin, {
      ...walkIn(),
      clientData: undefined,
      studentId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    const student = await t.request({
      method: 'POST',
      url: '/api/staff/bookings',
      payload: walkIn(),
      headers: { authorization: await studentAuthorization(t) },
    });
    expect(student.statusCode).toBe(401);
  });
});
