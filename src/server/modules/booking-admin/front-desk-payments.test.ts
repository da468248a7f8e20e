import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { students } from '../../db/schema/index';
import { participantFor } from '../../test/booking-participants';
import { staffCaller } from '../../test/callers';
import { testDbKind } from '../../test/test-app';
import { SERVICE } from '../booking/booking.test-helpers';
import {
  openPaymentDiary,
  type PaymentDiary,
  payByWebhook,
  sessionIdOf,
} from '../booking/booking-payment.test-helpers';
import { adultCaller, PLAN, subscribe, viewOf } from '../memberships/memberships.test-helpers';

// Sunday 22 November 2026, 10:00 GMT; payments on against the Stripe double.
describe(`the front desk with payments on: a payment link, and a session credit (${testDbKind})`, () => {
  let p: PaymentDiary;
  let admin: Awaited<ReturnType<typeof staffCaller>>;
  beforeAll(async () => {
    p = await openPaymentDiary();
    admin = await staffCaller(p.t, { role: 'admin' });
  });
  afterAll(() => p.close());

  const phoneBooking = (payment: string, time: string) => ({
    serviceId: SERVICE.juniorPrivate,
    providerId: p.coachId,
    date: '2026-11-25',
    time,
    clientData: { name: 'Grace Hill', email: 'grace.hill@example.test', phone: '07700 900777' },
    participant: participantFor(SERVICE.juniorPrivate),
    payment,
  });

  it('holds the place and e-mails a payment link; paying it confirms the booking', async () => {
    const res = await admin.call({
      method: 'POST',
      url: '/api/staff/bookings',
      payload: phoneBooking('link', '10:00'),
    });
    expect(res.statusCode, res.body).toBe(201);
    const booking = res.json();
    expect(booking).toMatchObject({ status: 'awaiting_payment', payment: { rule: 'online_full' } });
    const mail = await p.t.lastEmailTo('grace.hill@example.test');
    expect(mail?.subject).toBe(`Please pay to confirm: Junior 1:1 Lesson (${booking.reference})`);
    expect(mail?.text).toContain(booking.checkoutUrl);
    expect(mail?.text).toMatch(/We hold the place for you until \d\d:\d\d on Sunday 22 November 2026/);

    await payByWebhook(p.t, p.double, sessionIdOf(booking.checkoutUrl));
    const diary = await admin.call({
      method: 'GET',
      url: '/api/staff/bookings?from=2026-11-25&to=2026-11-25',
    });
    expect(diary.json().bookings).toEqual([
      expect.objectContaining({ id: booking.id, status: 'confirmed', frontDesk: true }),
    ]);
    expect((await p.t.lastEmailTo('grace.hill@example.test'))?.subject).toMatch(/^Booking confirmed/);
  });

  it('records a service normally paid online as paid at the venue when the desk takes the money', async () => {
    const res = await admin.call({
      method: 'POST',
      url: '/api/staff/bookings',
      payload: phoneBooking('venue', '12:00'),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ status: 'confirmed', checkoutUrl: null, payment: { rule: 'venue' } });
  });

  it('books a member’s lesson with a session credit, with their own coach', async () => {
    const member = await adultCaller(p.t, 'Morgan');
    await p.t.database.db
      .update(students)
      .set({ coachId: p.adultCoachStaff.id })
      .where(eq(students.id, member.id));
    await subscribe(p.t, p.double, member, PLAN.essentials);
    const res = await admin.call({
      method: 'POST',
      url: '/api/staff/bookings',
      payload: {
        serviceId: SERVICE.adult,
        date: '2026-11-26',
        time: '10:00',
        studentId: member.id,
        payment: 'credit',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'confirmed',
      providerId: p.adultCoachId,
      payment: { rule: 'credit' },
    });
    expect((await viewOf(member)).membership.credits).toEqual({ perMonth: 4, left: 3 });
  });
});
