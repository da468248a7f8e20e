import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, londonDate, weekdayOf } from '@/core/rules/london-time';
import { createDiaryCoach } from '../../db/seed/diary-factories';
import { signIn, staffCaller } from '../../test/callers';
import { testDbKind } from '../../test/test-app';
import { SERVICE } from '../booking/booking.test-helpers';
import {
  adultCaller,
  DAY,
  deliverAll,
  openMemberships,
  PLAN,
  subscribe,
  viewOf,
} from './memberships.test-helpers';

describe(`lessons paid with session credits (${testDbKind})`, () => {
  let m: Awaited<ReturnType<typeof openMemberships>>;
  let coachStaffId: string;
  beforeAll(async () => {
    m = await openMemberships();
    const alex = await createDiaryCoach(m.t.database.db, { serviceIds: [SERVICE.adult], firstName: 'Alex' });
    coachStaffId = alex.staff.id;
  });
  afterAll(() => m.close());

  const lesson = (date: string, time = '10:00') => ({ serviceId: SERVICE.adult, date, time });
  /** A weekday (the coach's days) at least three days after now. */
  const weekdayAhead = (now: Date) => {
    let date = addDays(londonDate(now), 3);
    while ([0, 6].includes(weekdayOf(date))) date = addDays(date, 1);
    return date;
  };

  async function essentialsMember(name: string) {
    const caller = await adultCaller(m.t, name);
    const { db } = m.t.database;
    const { students } = await import('../../db/schema/index');
    const { eq } = await import('drizzle-orm');
    await db.update(students).set({ coachId: coachStaffId }).where(eq(students.id, caller.id));
    const sub = await subscribe(m.t, m.double, caller, PLAN.essentials);
    return { caller, ...sub };
  }

  it('books a lesson with the member’s coach without paying, spends a credit, and gives it back on an early cancellation', async () => {
    const { t } = m;
    const { caller } = await essentialsMember('Credit');
    const res = await caller.call({
      method: 'POST',
      url: '/api/memberships/mine/lessons',
      payload: lesson('2026-11-27'),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().booking).toMatchObject({
      status: 'confirmed',
      payment: { rule: 'credit', paidOnline: '0.00', dueAtVenue: '0.00' },
    });
    expect(m.double.requests.filter((r) => r.path === '/v1/checkout/sessions')).toHaveLength(1);
    const view = await viewOf(caller);
    expect(view.membership.credits).toEqual({ perMonth: 4, left: 3 });
    // The academy's members list counts the same credit.
    const admin = await staffCaller(t, { role: 'admin' });
    const listed = (await admin.call({ method: 'GET', url: '/api/admin/memberships' })).json()
      .memberships as {
      student: { id: string };
      credits: unknown;
    }[];
    expect(listed.find((r) => r.student.id === caller.id)?.credits).toEqual({ perMonth: 4, left: 3 });
    // What the credits pay for: the adult lesson with the member's own coach.
    expect(view.creditLessons).toEqual([
      expect.objectContaining({
        serviceId: SERVICE.adult,
        durationMinutes: 60,
        coachName: expect.stringMatching(/^Alex /),
      }),
    ]);

    // Cancelled through the private link more than 48 hours ahead: the credit comes back.
    const mail = await t.lastEmailTo(caller.email);
    const token = /cancel\?token=([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
    const cancelled = await t.request({
      method: 'POST',
      url: '/api/booking/cancellation',
      payload: { token },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await viewOf(caller)).membership.credits).toEqual({ perMonth: 4, left: 4 });
  });

  it('refuses a fifth lesson in a month, returns the credit of a lesson the academy cancels, and renews credits monthly', async () => {
    const { t, double } = m;
    const member = await essentialsMember('Four');
    let caller = member.caller;
    const ids: string[] = [];
    for (const date of ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26']) {
      const res = await caller.call({
        method: 'POST',
        url: '/api/memberships/mine/lessons',
        payload: lesson(date, '12:00'),
      });
      expect(res.statusCode, res.body).toBe(201);
      ids.push(res.json().booking.id);
    }
    const fifth = await caller.call({
      method: 'POST',
      url: '/api/memberships/mine/lessons',
      payload: lesson('2026-11-30', '12:00'),
    });
    expect(fifth.statusCode).toBe(409);
    expect(fifth.json().message).toMatch(/No session credits are left this month/);

    // Tomorrow's lesson is inside 48 hours: the member cannot cancel it online, but when the academy cancels
    // it the credit comes back.
    const admin = await staffCaller(t, { role: 'admin' });
    const byAcademy = await admin.call({ method: 'POST', url: `/api/staff/bookings/${ids[0]}/cancel` });
    expect(byAcademy.statusCode, byAcademy.body).toBe(200);
    expect((await viewOf(caller)).membership.credits).toEqual({ perMonth: 4, left: 1 });

    // The next paid month brings four fresh credits; the unused ones do not roll over.
    t.clock.advance(30 * DAY);
    caller = await signIn(t, 'student', caller);
    await deliverAll(t, double, double.billing.renew(member.subscriptionId, 'paid'));
    expect((await viewOf(caller)).membership.credits).toEqual({ perMonth: 4, left: 4 });
  });

  it('refuses what a credit does not pay for, and anyone without a coaching membership', async () => {
    const { t } = m;
    const { caller } = await essentialsMember('Picky');
    const group = await caller.call({
      method: 'POST',
      url: '/api/memberships/mine/lessons',
      payload: { ...lesson('2026-12-01'), serviceId: SERVICE.group },
    });
    expect(group.statusCode).toBe(400);
    expect(group.json().fields).toHaveProperty('serviceId');
    const bad = await caller.call({
      method: 'POST',
      url: '/api/memberships/mine/lessons',
      payload: { serviceId: 3, date: '1 Dec', time: '10:00' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('date');

    const stranger = await adultCaller(t, 'NoPlan');
    const none = await stranger.call({
      method: 'POST',
      url: '/api/memberships/mine/lessons',
      payload: lesson('2026-12-01'),
    });
    expect(none.statusCode).toBe(409);
    const staff = await staffCaller(t);
    const notMember = await staff.call({
      method: 'POST',
      url: '/api/memberships/mine/lessons',
      payload: lesson('2026-12-01'),
    });
    expect(notMember.statusCode).toBe(401);
  });

  // Last in the file: it moves the shared clock a month and more.
  it('offers credits through a failed renewal’s grace period and none once it has ended', async () => {
    const { t, double } = m;
    const member = await essentialsMember('Lapsed');
    let caller = member.caller;
    t.clock.advance(30 * DAY);
    caller = await signIn(t, 'student', caller);
    await deliverAll(t, double, double.billing.renew(member.subscriptionId, 'failed'));
    const during = await caller.call({
      method: 'POST',
      url: '/api/memberships/mine/lessons',
      payload: lesson(weekdayAhead(t.clock()), '11:00'),
    });
    expect(during.statusCode, during.body).toBe(201);

    t.clock.advance(8 * DAY);
    caller = await signIn(t, 'student', caller);
    await t.app.services.memberships.sweep();
    expect((await viewOf(caller)).membership).toMatchObject({
      status: 'past_due',
      inGrace: false,
      credits: null,
    });
    const after = await caller.call({
      method: 'POST',
      url: '/api/memberships/mine/lessons',
      payload: lesson(weekdayAhead(t.clock()), '11:00'),
    });
    expect(after.statusCode).toBe(409);
    expect(after.json().message).toMatch(/did not go through/);
  });
});
