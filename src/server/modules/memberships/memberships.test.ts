import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../../db/seed/factories';
import { studentCaller } from '../../test/callers';
import { createTestContext, testDbKind } from '../../test/test-app';
import { families } from '../families/families.test-helpers';
import {
  adultCaller,
  DAY,
  deliverAll,
  openMemberships,
  PLAN,
  startCheckout,
  subscribe,
  viewOf,
} from './memberships.test-helpers';

describe(`memberships bought through Stripe Checkout (${testDbKind})`, () => {
  let m: Awaited<ReturnType<typeof openMemberships>>;
  beforeAll(async () => {
    m = await openMemberships();
  });
  afterAll(() => m.close());

  it('an adult subscribes to Performance: the tier and eight credits come with the first payment, not before', async () => {
    const { t, double } = m;
    const alex = await adultCaller(t);
    const before = await viewOf(alex);
    expect(before).toMatchObject({ membership: null, tier: 'free', canBuy: true });
    expect(before.plans.map((p: { name: string }) => p.name)).toEqual([
      'Essentials',
      'Performance',
      'Elite',
      'Development Squad',
    ]);

    // The public picker sends visitors to the academy's own Membership page, not to a provider.
    const listed = await t.request({ method: 'GET', url: '/api/booking/memberships' });
    expect(listed.json().data.map((r: { purchase_url: string }) => r.purchase_url)).toEqual([
      '/portal/membership?plan=1',
      '/portal/membership?plan=2',
      '/portal/membership?plan=3',
    ]);

    const sessionId = await startCheckout(alex, PLAN.performance);
    // Subscription mode, the plan's own Stripe Price, and metadata that routes its events here.
    const sent = double.requests.find((r) => r.path === '/v1/checkout/sessions')!;
    expect(sent.form).toMatchObject({
      mode: 'subscription',
      customer_email: alex.email,
      line_items: [{ price: expect.stringMatching(/^price_test_/), quantity: '1' }],
      subscription_data: { metadata: { kind: 'membership', planId: '2' } },
    });
    expect(
      double.billing.price(String((sent.form.line_items as { price: string }[])[0]!.price)),
    ).toMatchObject({
      unit_amount: 44000,
      recurring: { interval: 'month' },
    });
    // Checkout open, nothing paid: nothing changes, and the return page says so.
    expect((await viewOf(alex)).tier).toBe('free');
    const pending = await alex.call({ method: 'GET', url: `/api/memberships/checkout/${sessionId}` });
    expect(pending.json()).toMatchObject({ status: 'pending', planName: 'Performance' });

    double.pay(sessionId);
    await deliverAll(t, double, double.eventsOfPaid(sessionId));
    const after = await viewOf(alex);
    expect(after).toMatchObject({
      tier: 'performance',
      tierSource: 'membership',
      membership: {
        status: 'active',
        plan: { name: 'Performance' },
        pricePence: 44000,
        credits: { perMonth: 8, left: 8 },
        cancelAtPeriodEnd: false,
        graceUntil: null,
        inGrace: false,
        managedByYou: true,
      },
    });
    expect(new Date(after.membership.currentPeriodEnd).getTime()).toBe(t.clock().getTime() + 30 * DAY);
    const back = await alex.call({ method: 'GET', url: `/api/memberships/checkout/${sessionId}` });
    expect(back.json()).toMatchObject({ status: 'active', planName: 'Performance' });
  });

  it('the return from Checkout confirms the membership before any webhook arrives', async () => {
    const { t, double } = m;
    const sam = await adultCaller(t, 'Sam');
    const sessionId = await startCheckout(sam, PLAN.essentials);
    double.pay(sessionId);
    const back = await sam.call({ method: 'GET', url: `/api/memberships/checkout/${sessionId}` });
    expect(back.json()).toMatchObject({ status: 'active', planName: 'Essentials' });
    expect((await viewOf(sam)).tier).toBe('essentials');
    // The webhook's later delivery of the same payment changes nothing.
    await deliverAll(t, double, double.eventsOfPaid(sessionId));
    expect((await viewOf(sam)).membership).toMatchObject({ status: 'active', credits: { left: 4 } });
  });

  it('a guardian subscribes a child and alone manages it; a junior cannot buy for themself; a stranger sees nothing', async () => {
    const { t, double } = m;
    const fam = families(t, 'subs');
    const parent = await fam.registerGuardian();
    const coach = await createStaff(t.database.db);
    const childId = await fam.addChild(parent.call, {
      firstName: 'Oliver',
      dateOfBirth: '2014-03-02',
      coachId: coach.id,
    });
    await subscribe(t, double, parent, PLAN.performance, `?studentId=${childId}`);
    const seen = await viewOf(parent, `?studentId=${childId}`);
    expect(seen).toMatchObject({ tier: 'performance', membership: { managedByYou: true }, canBuy: true });
    const sent = double.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1)!;
    expect(sent.form.customer_email).toBe(parent.email);

    const junior = await studentCaller(t, { dateOfBirth: '2012-01-01' });
    const refused = await junior.call({
      method: 'POST',
      url: '/api/memberships/checkout',
      payload: { planId: 1 },
    });
    expect(refused.statusCode).toBe(403);
    expect((await viewOf(junior)).canBuy).toBe(false);

    const stranger = await fam.registerGuardian();
    const hidden = await stranger.call({
      method: 'POST',
      url: `/api/memberships/checkout?studentId=${childId}`,
      payload: { planId: 1 },
    });
    expect(hidden.statusCode).toBe(404);
    const portal = await stranger.call({
      method: 'POST',
      url: `/api/memberships/mine/portal?studentId=${childId}`,
    });
    expect(portal.statusCode).toBe(404);
    const theirs = await parent.call({
      method: 'POST',
      url: `/api/memberships/mine/portal?studentId=${childId}`,
    });
    expect(theirs.statusCode, theirs.body).toBe(200);
    expect(theirs.json().url).toMatch(/\/p\/session\/bps_test_/);
  });

  it('refuses bad input by name, a second membership, and the squad without its weekly time', async () => {
    const { t } = m;
    const kim = await adultCaller(t, 'Kim');
    const cases: [object, string][] = [
      [{}, 'planId'],
      [{ planId: 'two' }, 'planId'],
      [{ planId: 99 }, 'planId'],
      [{ planId: PLAN.squad }, 'squadTime'],
      [{ planId: PLAN.squad, squadTime: '18:00' }, 'squadTime'],
      [{ planId: PLAN.essentials, squadTime: '16:00' }, 'squadTime'],
    ];
    expect(cases).toHaveLength(6);
    for (const [payload, field] of cases) {
      const res = await kim.call({ method: 'POST', url: '/api/memberships/checkout', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().fields, JSON.stringify(payload)).toHaveProperty(field);
    }
    await subscribe(t, m.double, kim, PLAN.essentials);
    const again = await kim.call({
      method: 'POST',
      url: '/api/memberships/checkout',
      payload: { planId: 3 },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already a member: change the plan instead/);
    const unsigned = await t.request({
      method: 'POST',
      url: '/api/memberships/checkout',
      payload: { planId: 1 },
    });
    expect(unsigned.statusCode).toBe(401);
  });

  it('with payments off, memberships are not sold online and nobody is offered a purchase', async () => {
    const t = await createTestContext();
    try {
      const alex = await adultCaller(t);
      expect((await viewOf(alex)).canBuy).toBe(false);
      const res = await alex.call({
        method: 'POST',
        url: '/api/memberships/checkout',
        payload: { planId: 1 },
      });
      // No purchase route at all: there is nothing to buy online.
      expect(res.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
