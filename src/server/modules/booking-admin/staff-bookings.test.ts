import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, testDbKind } from '../../test/test-app';
import {
  addToDiary,
  bookPublicly,
  type Caller,
  openDiary,
  signedInStaff,
  studentAuthorization,
} from './booking-admin.test-helpers';

// The test clock starts on Sunday 22 November 2026; Wednesday 25 November is in the week that follows.
const WEEK = { from: '2026-11-23', to: '2026-11-29' };
const list = (caller: Caller, query: string) =>
  caller.call({ method: 'GET', url: `/api/staff/bookings?${query}` });

describe(`staff bookings: the diary and cancelling (${testDbKind})`, () => {
  let t: TestContext;
  let admin: Caller;
  let james: Caller;
  let emma: Caller;
  let jamesId: number;
  let emmaId: number;
  let booking: { id: string; reference: string };

  beforeAll(async () => {
    t = await createTestContext({ RATE_LIMIT_FACTOR: '100' });
    admin = await signedInStaff(t, 'admin', 'Alex');
    james = await signedInStaff(t, 'coach', 'James');
    emma = await signedInStaff(t, 'coach', 'Emma');
    jamesId = await addToDiary(admin, james.staffId);
    emmaId = await addToDiary(admin, emma.staffId);
    await openDiary(admin, [jamesId, emmaId]);
    booking = await bookPublicly(t, {
      serviceId: 3,
      providerId: jamesId,
      date: '2026-11-25',
      time: '10:00',
      name: 'Priya Shah',
      email: 'priya@example.test',
    });
    await bookPublicly(t, {
      serviceId: 3,
      providerId: emmaId,
      date: '2026-11-26',
      time: '14:30',
      name: 'Tom Hale',
      email: 'tom@example.test',
    });
    // The confirmations go before any cancellation is queued: on the test's stopped clock they would share one time.
    await t.app.mailer.drain();
  });
  afterAll(() => t.close());

  it("shows a coach their own bookings with the customer's contact details and comment", async () => {
    const res = await list(james, `from=${WEEK.from}&to=${WEEK.to}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject(WEEK);
    expect(body.bookings).toEqual([
      {
        id: booking.id,
        placeId: expect.any(String),
        reference: booking.reference,
        serviceId: 3,
        serviceName: 'Adult 1:1 Coaching',
        coach: { id: jamesId, name: expect.stringMatching(/^James /) },
        date: '2026-11-25',
        time: '10:00',
        endTime: '11:00',
        status: 'confirmed',
        clientName: 'Priya Shah',
        clientEmail: 'priya@example.test',
        clientPhone: '07700 900123',
        comment: 'Working on my driver, please',
        price: '70.00',
        location: expect.stringContaining('Hamble'),
        bookedAt: '2026-11-22T10:00:00.000Z',
        places: 1,
        participantName: 'Sam Bennett',
        participantAge: 38,
        hasWelfare: false,
        attendance: null,
        started: false,
        frontDesk: false,
        // Payments are off: all of it is taken at the venue.
        payment: { rule: 'venue', paidOnline: '0.00', dueAtVenue: '70.00', balancePaid: false },
      },
    ]);
    // No welfare details were given with an adult lesson.
    const welfare = await james.call({ method: 'GET', url: `/api/staff/bookings/${booking.id}/welfare` });
    expect(welfare.statusCode).toBe(404);
  });

  it("shows admins everyone's bookings by coach, optionally for one coach", async () => {
    const all = await list(admin, `from=${WEEK.from}&to=${WEEK.to}`);
    expect(all.json().bookings.map((b: { clientName: string }) => b.clientName)).toEqual([
      'Priya Shah',
      'Tom Hale',
    ]);
    const one = await list(admin, `from=${WEEK.from}&to=${WEEK.to}&coachId=${emmaId}`);
    expect(one.json().bookings.map((b: { clientName: string }) => b.clientName)).toEqual(['Tom Hale']);
    // A single London day: the 25th only.
    const day = await list(admin, 'from=2026-11-25&to=2026-11-25');
    expect(day.json().bookings).toHaveLength(1);
  });

  it("refuses a coach another coach's diary", async () => {
    const res = await list(james, `from=${WEEK.from}&to=${WEEK.to}&coachId=${emmaId}`);
    expect(res.statusCode).toBe(403);
    const own = await list(james, `from=${WEEK.from}&to=${WEEK.to}&coachId=${jamesId}`);
    expect(own.json().bookings).toHaveLength(1);
  });

  it('shows a member of staff outside the diary no bookings', async () => {
    const instructor = await signedInStaff(t, 'instructor');
    const res = await list(instructor, `from=${WEEK.from}&to=${WEEK.to}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().bookings).toEqual([]);
  });

  it('answers 400 naming the field for a bad range, and never 500', async () => {
    const tooLong = await list(admin, 'from=2026-11-01&to=2026-12-02');
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fields).toEqual({ to: 'The range may cover at most 31 days' });
    expect((await list(admin, 'from=2026-11-01&to=2026-12-31')).statusCode).toBe(400);
    const backwards = await list(admin, 'from=2026-11-10&to=2026-11-01');
    expect(backwards.json().fields).toEqual({ to: 'Must not be before from' });
    const badDate = await list(admin, 'from=2026-02-30&to=2026-03-01');
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().fields).toHaveProperty('from');
    const missing = await list(admin, 'from=2026-11-01');
    expect(missing.json().fields).toHaveProperty('to');
    const badCoach = await list(admin, `from=${WEEK.from}&to=${WEEK.to}&coachId=abc`);
    expect(badCoach.json().fields).toHaveProperty('coachId');
    const unknown = await list(admin, `from=${WEEK.from}&to=${WEEK.to}&role=admin`);
    expect(unknown.json().fields).toEqual({ role: 'Unknown field' });
    // Exactly 31 days is allowed.
    expect((await list(admin, 'from=2026-11-01&to=2026-12-01')).statusCode).toBe(200);
  });

  it('answers 401 without a session, and to a student', async () => {
    const url = `/api/staff/bookings?from=${WEEK.from}&to=${WEEK.to}`;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const student = await studentAuthorization(t);
    expect((await t.app.inject({ method: 'GET', url, headers: { authorization: student } })).statusCode).toBe(
      401,
    );
    const cancel = await t.request({
      method: 'POST',
      url: `/api/staff/bookings/${booking.id}/cancel`,
      headers: { authorization: student },
    });
    expect(cancel.statusCode).toBe(401);
  });

  it("does not let a coach cancel another coach's booking", async () => {
    const res = await emma.call({ method: 'POST', url: `/api/staff/bookings/${booking.id}/cancel` });
    expect(res.statusCode).toBe(404);
    const bad = await emma.call({ method: 'POST', url: '/api/staff/bookings/not-a-uuid/cancel' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('id');
  });

  it('lets the coach cancel, e-mails the customer, and refuses a second cancel with 409', async () => {
    const res = await james.call({ method: 'POST', url: `/api/staff/bookings/${booking.id}/cancel` });
    expect(res.statusCode).toBe(200);
    expect(res.json().booking).toMatchObject({
      id: booking.id,
      status: 'cancelled',
      clientName: 'Priya Shah',
    });
    const mail = await t.lastEmailTo('priya@example.test');
    expect(mail?.subject).toBe(`Booking cancelled: Adult 1:1 Coaching (${booking.reference})`);
    expect(mail?.text).toContain('has had to cancel your booking');

    const again = await james.call({ method: 'POST', url: `/api/staff/bookings/${booking.id}/cancel` });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This booking is already cancelled.');

    const after = await list(james, `from=${WEEK.from}&to=${WEEK.to}`);
    expect(after.json().bookings.map((b: { status: string }) => b.status)).toEqual(['cancelled']);
  });

  it("lets staff cancel inside the customer's 48-hour window, and an admin cancel any coach's booking", async () => {
    // Monday 23 November at 15:00 is 29 hours away: too late for the customer's own link.
    const soon = await bookPublicly(t, {
      serviceId: 3,
      providerId: emmaId,
      date: '2026-11-23',
      time: '15:00',
      name: 'Tom Hale',
      email: 'tom.soon@example.test',
    });
    // Sent before the cancellation is queued: on the test's stopped clock both would share one time.
    await t.app.mailer.drain();
    const res = await admin.call({ method: 'POST', url: `/api/staff/bookings/${soon.id}/cancel` });
    expect(res.statusCode).toBe(200);
    expect((await t.lastEmailTo('tom.soon@example.test'))?.subject).toMatch(/^Booking cancelled/);
  });

  it('refuses a cookie-session cancel from another origin', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/staff/bookings/${booking.id}/cancel`,
      headers: { origin: 'https://evil.example', cookie: '__Host-staff_session=whatever' },
    });
    expect(res.statusCode).toBe(403);
  });
});
