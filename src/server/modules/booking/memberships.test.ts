import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickerPackages } from '@/core/rules/membership-packages';
import { membershipPlans } from '../../db/schema/index';
import { createTestContext, type TestContext, testDbKind } from '../../test/test-app';

describe(`GET /api/booking/memberships (${testDbKind})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  it('answers the three seeded plans in the provider record shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/booking/memberships' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.data).toEqual([
      expect.objectContaining({
        id: 1,
        name: 'Essentials',
        first_price: 240,
        recurring_price: 240,
        limit: 4,
        duration_type: 'month',
      }),
      expect.objectContaining({ id: 2, name: 'Performance', first_price: 440, limit: 8 }),
      expect.objectContaining({ id: 3, name: 'Elite', first_price: 600, limit: 12 }),
    ]);
    // With no booking provider configured, buying means writing to the academy.
    expect(body.data[0].purchase_url).toBe(
      'mailto:hello@solentgolf.academy?subject=Membership%3A%20Essentials',
    );
    expect(pickerPackages(body.data).map((p) => p.popular)).toEqual([false, true, false]);
  });

  it('hides a retired plan', async () => {
    await t.database.db.update(membershipPlans).set({ active: false }).where(eq(membershipPlans.id, 3));
    const res = await t.app.inject({ method: 'GET', url: '/api/booking/memberships' });
    expect(res.json().data.map((m: { id: number }) => m.id)).toEqual([1, 2]);
    await t.database.db.update(membershipPlans).set({ active: true }).where(eq(membershipPlans.id, 3));
  });

  it("links to the provider's membership page with today's London date when a provider is configured", async () => {
    const ctx = await createTestContext({
      BOOKING_WIDGET_SCRIPT_URL: 'https://widget.provider.example/widget.js',
      BOOKING_COMPANY_URL: 'https://solentgolf.provider.example/',
    });
    try {
      // 23:30 UTC on 31 March 2027 is already 1 April in London (BST).
      ctx.clock.set(new Date('2027-03-31T23:30:00Z'));
      const res = await ctx.app.inject({ method: 'GET', url: '/api/booking/memberships' });
      expect(res.json().data[1].purchase_url).toBe(
        'https://solentgolf.provider.example/v2/#membership/2/date/2027-04-01',
      );
      // The configured embeds are allowed by name in the CSP, and nothing else is.
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self' https://widget.provider.example");
      expect(csp).toContain("frame-src 'self' https://solentgolf.provider.example");
    } finally {
      await ctx.close();
    }
  });

  it('answers 502 with success false when the plans cannot be read', async () => {
    const ctx = await createTestContext();
    await ctx.database.close();
    const res = await ctx.app.inject({ method: 'GET', url: '/api/booking/memberships' });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ success: false, error: 'Membership packages are unavailable right now' });
    await ctx.close();
  });
});
