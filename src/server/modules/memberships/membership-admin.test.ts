import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, staffCaller } from '../../test/callers';
import { testDbKind } from '../../test/test-app';
import {
  adultCaller,
  DAY,
  openMemberships,
  PLAN,
  startCheckout,
  subscribe,
  viewOf,
} from './memberships.test-helpers';

describe(`the academy's memberships, prices and hand-set tiers (${testDbKind})`, () => {
  let m: Awaited<ReturnType<typeof openMemberships>>;
  let admin: Awaited<ReturnType<typeof staffCaller>>;
  beforeAll(async () => {
    m = await openMemberships();
    admin = await staffCaller(m.t, { role: 'admin' });
  });
  afterAll(() => m.close());

  /** A student as the academy's students list shows them. */
  async function listed(studentId: string) {
    const res = await admin.call({ method: 'GET', url: '/api/admin/students' });
    expect(res.statusCode).toBe(200);
    return (res.json().students as { id: string; tierOverride: unknown }[]).find((s) => s.id === studentId)!;
  }

  it('a new price makes a new Stripe Price and archives the old; members already paying keep theirs', async () => {
    const { t, double } = m;
    const early = await adultCaller(t, 'Early');
    await subscribe(t, double, early, PLAN.performance);
    const oldPrice = String(
      (
        double.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1)!.form.line_items as {
          price: string;
        }[]
      )[0]!.price,
    );

    const res = await admin.call({
      method: 'PUT',
      url: `/api/admin/membership-plans/${PLAN.performance}/price`,
      payload: { pricePence: 46000 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Performance', pricePence: 46000 });
    expect(double.billing.price(oldPrice).active).toBe(false);

    // The public listing and new Checkouts charge the new price; the early member still pays £440.
    const listed = await t.request({ method: 'GET', url: '/api/booking/memberships' });
    expect(listed.json().data[1]).toMatchObject({ id: 2, first_price: 460, recurring_price: 460 });
    const late = await adultCaller(t, 'Late');
    await startCheckout(late, PLAN.performance);
    const newPrice = String(
      (
        double.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1)!.form.line_items as {
          price: string;
        }[]
      )[0]!.price,
    );
    expect(newPrice).not.toBe(oldPrice);
    expect(double.billing.price(newPrice)).toMatchObject({ unit_amount: 46000, active: true });
    expect((await viewOf(early)).membership.pricePence).toBe(44000);

    const bad = await admin.call({
      method: 'PUT',
      url: '/api/admin/membership-plans/2/price',
      payload: { pricePence: 12.5 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('pricePence');
    const coach = await staffCaller(t, { role: 'coach' });
    const refused = await coach.call({
      method: 'PUT',
      url: '/api/admin/membership-plans/2/price',
      payload: { pricePence: 100 },
    });
    expect(refused.statusCode).toBe(403);
    const missing = await admin.call({
      method: 'PUT',
      url: '/api/admin/membership-plans/99/price',
      payload: { pricePence: 100 },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('a tier set by hand says why and until when, wins while it lasts, then the membership decides again', async () => {
    const { t, double } = m;
    let member = await adultCaller(t, 'Gift');
    await subscribe(t, double, member, PLAN.essentials);
    const firstDay = new Date(t.clock()).toISOString().slice(0, 10);
    const lastDay = new Date(t.clock().getTime() + 3 * DAY).toISOString().slice(0, 10);
    const set = await admin.call({
      method: 'PUT',
      url: `/api/admin/students/${member.id}/tier`,
      payload: { tier: 'elite', reason: 'Scholarship for the county squad', endsOn: lastDay },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(await viewOf(member)).toMatchObject({
      tier: 'elite',
      tierSource: 'override',
      override: { tier: 'elite', reason: 'Scholarship for the county squad', endsOn: lastDay },
    });
    expect(await listed(member.id)).toMatchObject({
      membershipTier: 'elite',
      tierOverride: { tier: 'elite', reason: 'Scholarship for the county squad', endsOn: lastDay },
    });

    t.clock.advance(4 * DAY);
    member = await signIn(t, 'student', member);
    admin = await signIn(t, 'staff', admin);
    await t.app.services.memberships.sweep();
    expect(await viewOf(member)).toMatchObject({ tier: 'essentials', tierSource: 'membership' });
    // Past its last day the hand-set tier decides nothing, and the list no longer says it is hand-set.
    expect(await listed(member.id)).toMatchObject({ membershipTier: 'essentials', tierOverride: null });

    const cases: [object, string][] = [
      [{ tier: 'gold', reason: 'x'.repeat(10), endsOn: null }, 'tier'],
      [{ tier: 'elite', reason: '', endsOn: null }, 'reason'],
      [{ tier: 'elite', reason: 'A good reason', endsOn: '31/12/2027' }, 'endsOn'],
      [{ tier: 'elite', reason: 'A good reason', endsOn: firstDay }, 'endsOn'],
    ];
    expect(cases).toHaveLength(4);
    for (const [payload, field] of cases) {
      const res = await admin.call({ method: 'PUT', url: `/api/admin/students/${member.id}/tier`, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().fields, JSON.stringify(payload)).toHaveProperty(field);
    }
    const coach = await staffCaller(t, { role: 'coach' });
    const refused = await coach.call({
      method: 'PUT',
      url: `/api/admin/students/${member.id}/tier`,
      payload: { tier: 'elite', reason: 'A good reason', endsOn: null },
    });
    expect(refused.statusCode).toBe(403);
  });

  it('clearing a hand-set tier leaves a student without a membership on free', async () => {
    const { t } = m;
    const student = await adultCaller(t, 'Cash');
    await admin.call({
      method: 'PUT',
      url: `/api/admin/students/${student.id}/tier`,
      payload: { tier: 'performance', reason: 'Paid in cash at the desk', endsOn: null },
    });
    expect((await viewOf(student)).tier).toBe('performance');
    expect((await listed(student.id)).tierOverride).toEqual({
      tier: 'performance',
      reason: 'Paid in cash at the desk',
      endsOn: null,
    });
    const coach = await staffCaller(t, { role: 'coach' });
    expect((await coach.call({ method: 'GET', url: '/api/admin/students' })).statusCode).toBe(403);
    expect(
      (await coach.call({ method: 'DELETE', url: `/api/admin/students/${student.id}/tier` })).statusCode,
    ).toBe(403);
    const cleared = await admin.call({ method: 'DELETE', url: `/api/admin/students/${student.id}/tier` });
    expect(cleared.statusCode).toBe(200);
    expect(await viewOf(student)).toMatchObject({ tier: 'free', override: null });
    expect(await listed(student.id)).toMatchObject({ membershipTier: 'free', tierOverride: null });
    const badId = await admin.call({ method: 'DELETE', url: '/api/admin/students/not-an-id/tier' });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().fields).toHaveProperty('id');
  });

  it('lists every membership with its student, payer, status, next payment and credits', async () => {
    const res = await admin.call({ method: 'GET', url: '/api/admin/memberships' });
    expect(res.statusCode).toBe(200);
    const rows = res.json().memberships as {
      student: { firstName: string };
      payer: string;
      status: string;
    }[];
    expect(rows.length).toBeGreaterThanOrEqual(2);
    const gift = rows.find((r) => r.student.firstName === 'Gift')!;
    expect(gift).toMatchObject({
      status: 'active',
      plan: { name: 'Essentials' },
      credits: { perMonth: 4, left: 4 },
    });
    expect(gift.payer).toMatch(/^Gift /);
    const coach = await staffCaller(m.t, { role: 'coach' });
    expect((await coach.call({ method: 'GET', url: '/api/admin/memberships' })).statusCode).toBe(403);
  });
});
