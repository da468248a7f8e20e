import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FACTORY_PASSWORD } from '../../db/seed/factories';
import { signIn, staffCaller } from '../../test/callers';
import { testDbKind } from '../../test/test-app';
import {
  adultCaller,
  DAY,
  deliverAll,
  openMemberships,
  PLAN,
  subscribe,
  viewOf,
} from './memberships.test-helpers';

describe(`a membership's life: renewals, grace, cancelling, changing plan (${testDbKind})`, () => {
  let m: Awaited<ReturnType<typeof openMemberships>>;
  beforeAll(async () => {
    m = await openMemberships();
  });
  afterAll(() => m.close());

  it('a failed renewal keeps the tier for 7 days with the grace date shown, then drops it to free', async () => {
    const { t, double } = m;
    let alex = await adultCaller(t);
    const { subscriptionId } = await subscribe(t, double, alex, PLAN.performance);
    t.clock.advance(30 * DAY);
    // A month on, the member signs in again.
    alex = await signIn(t, 'student', alex);
    const failedAt = t.clock();
    await deliverAll(t, double, double.billing.renew(subscriptionId, 'failed'));
    const grace = await viewOf(alex);
    expect(grace).toMatchObject({ tier: 'performance', membership: { status: 'past_due', inGrace: true } });
    expect(grace.membership.graceUntil).toBe(new Date(failedAt.getTime() + 7 * DAY).toISOString());

    // A minute before the grace ends, the sweep leaves it; a minute after, the tier is free.
    t.clock.advance(7 * DAY - 60_000);
    alex = await signIn(t, 'student', alex);
    await t.app.services.memberships.sweep();
    expect((await viewOf(alex)).tier).toBe('performance');
    t.clock.advance(2 * 60_000);
    expect(await t.app.services.memberships.sweep()).toBeGreaterThanOrEqual(1);
    expect(await viewOf(alex)).toMatchObject({
      tier: 'free',
      tierSource: 'none',
      membership: { status: 'past_due', inGrace: false },
    });

    // Stripe's retry succeeds: the tier comes back and the grace date goes.
    await deliverAll(t, double, double.billing.renew(subscriptionId, 'paid'));
    expect(await viewOf(alex)).toMatchObject({
      tier: 'performance',
      membership: { status: 'active', graceUntil: null },
    });
  });

  it('a cancellation keeps the tier to the end of the paid period, then ends it', async () => {
    const { t, double } = m;
    let sam = await adultCaller(t, 'Sam');
    const { subscriptionId } = await subscribe(t, double, sam, PLAN.elite);
    await deliverAll(t, double, double.billing.update(subscriptionId, { cancel_at_period_end: 'true' }));
    const cancelling = await viewOf(sam);
    expect(cancelling).toMatchObject({
      tier: 'elite',
      membership: { status: 'active', cancelAtPeriodEnd: true },
    });
    // While Stripe still charges for it, the account cannot be deleted: the money would go on being taken.
    const deletion = (call: typeof sam.call) =>
      call({
        method: 'POST',
        url: `/api/students/${sam.id}/deletion`,
        payload: { password: FACTORY_PASSWORD },
      });
    const refused = await deletion(sam.call);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/Cancel it in Manage membership first/);

    // Past the period's end the sweep drops the tier even if Stripe's deletion is late.
    t.clock.advance(30 * DAY + 60_000);
    sam = await signIn(t, 'student', sam);
    await t.app.services.memberships.sweep();
    expect((await viewOf(sam)).tier).toBe('free');
    await deliverAll(t, double, double.billing.end(subscriptionId));
    expect(await viewOf(sam)).toMatchObject({ tier: 'free', membership: { status: 'canceled' } });
    expect((await deletion(sam.call)).statusCode).toBe(202);
  });

  it('changing plan moves the subscription to the new price at Stripe, prorated, and the tier follows', async () => {
    const { t, double } = m;
    const kim = await adultCaller(t, 'Kim');
    const { subscriptionId } = await subscribe(t, double, kim, PLAN.essentials);
    const res = await kim.call({
      method: 'POST',
      url: '/api/memberships/mine/change',
      payload: { planId: PLAN.elite },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      tier: 'elite',
      membership: { plan: { name: 'Elite' }, pricePence: 60000 },
    });
    const update = double.requests.filter(
      (r) => r.path === `/v1/subscriptions/${subscriptionId}` && r.method === 'POST',
    );
    expect(update).toHaveLength(1);
    expect(update[0]!.form).toMatchObject({
      proration_behavior: 'always_invoice',
      payment_behavior: 'pending_if_incomplete',
    });
    const bad = await kim.call({
      method: 'POST',
      url: '/api/memberships/mine/change',
      payload: { planId: PLAN.squad },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('planId');
    const same = await kim.call({
      method: 'POST',
      url: '/api/memberships/mine/change',
      payload: { planId: PLAN.elite },
    });
    expect(same.statusCode).toBe(400);
  });

  it('a downgrade delivered before the upgrade that came first leaves the plan Stripe has now', async () => {
    const { t, double } = m;
    const lee = await adultCaller(t, 'Lee');
    const { subscriptionId } = await subscribe(t, double, lee, PLAN.performance);
    const prices = await t.app.services.memberships.plans((await staffCaller(t, { role: 'admin' })).id);
    expect(prices).toHaveLength(4);
    // Prices for Elite and Essentials exist at Stripe once someone has bought them (earlier tests did).
    const itemId = (double.billing.subscription(subscriptionId).items as { data: { id: string }[] }).data[0]!
      .id;
    const priceOf = async (planId: number) => {
      const { planPrices } = await import('../../db/schema/index');
      const { and, eq, isNull } = await import('drizzle-orm');
      const [row] = await t.database.db
        .select()
        .from(planPrices)
        .where(and(eq(planPrices.planId, planId), isNull(planPrices.archivedAt)));
      return row!.stripePriceId;
    };
    const upgrade = double.billing.update(subscriptionId, {
      items: [{ id: itemId, price: await priceOf(PLAN.elite) }],
    });
    t.clock.advance(1000);
    const downgrade = double.billing.update(subscriptionId, {
      items: [{ id: itemId, price: await priceOf(PLAN.essentials) }],
    });
    await deliverAll(t, double, downgrade);
    await deliverAll(t, double, upgrade);
    expect(await viewOf(lee)).toMatchObject({
      tier: 'essentials',
      membership: { plan: { name: 'Essentials' } },
    });
  });

  it('an event for a subscription no membership opened, or a Checkout naming another membership, changes nothing', async () => {
    const { t, double } = m;
    const ann = await adultCaller(t, 'Ann');
    const { subscriptionId, sessionId } = await subscribe(t, double, ann, PLAN.essentials);
    const bob = await adultCaller(t, 'Bob');
    // Bob's Checkout is opened but not paid; a forged-by-replay completion of Ann's session names Ann's membership only.
    const session = double.session(sessionId);
    await deliverAll(t, double, [
      {
        type: 'checkout.session.completed',
        object: { ...session, client_reference_id: 'another-membership' },
      },
    ]);
    expect((await viewOf(bob)).membership).toBeNull();
    expect(await viewOf(ann)).toMatchObject({ tier: 'essentials', membership: { status: 'active' } });
    // A subscription of someone else's Stripe account (unknown here) is ignored, and later events still flow.
    await deliverAll(t, double, [
      {
        type: 'customer.subscription.updated',
        object: {
          ...double.billing.subscription(subscriptionId),
          id: 'sub_test_unknown',
          metadata: { kind: 'membership' },
        },
      },
    ]);
    await deliverAll(t, double, double.billing.update(subscriptionId, { cancel_at_period_end: 'true' }));
    expect((await viewOf(ann)).membership.cancelAtPeriodEnd).toBe(true);
  });
});
