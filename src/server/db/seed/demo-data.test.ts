import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../security/passwords';
import { createTestContext, type TestContext, testDbKind } from '../../test/test-app';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-data';
import { seedOnFirstStart } from './first-start';

describe(`demo data (${testDbKind})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ RATE_LIMIT_FACTOR: '100' });
  });
  afterAll(() => t.close());

  it('seeds an empty database once, with working sign-ins for every demo account', async () => {
    expect(await seedOnFirstStart(t.database.db, hashPassword)).toBe('seeded');
    expect(await seedOnFirstStart(t.database.db, hashPassword)).toBe('not-empty');

    for (const email of [DEMO_ACCOUNTS.admin, DEMO_ACCOUNTS.headCoach, DEMO_ACCOUNTS.juniorCoach]) {
      const res = await t.request({
        method: 'POST',
        url: '/api/staff-portal/login',
        payload: { email, password: DEMO_PASSWORD },
      });
      expect(res.statusCode, email).toBe(200);
    }
    const tiers = new Set<string>();
    for (const email of Object.values(DEMO_ACCOUNTS.students)) {
      const res = await t.request({
        method: 'POST',
        url: '/api/portal/login',
        payload: { email, password: DEMO_PASSWORD },
      });
      expect(res.statusCode, email).toBe(200);
      tiers.add(res.json().user.membershipTier);
    }
    expect(tiers.size).toBeGreaterThanOrEqual(3);

    const coaches = (await t.app.inject({ method: 'GET', url: '/api/coaches' })).json();
    expect(
      coaches.map((c: { first_name: string; last_name: string }) => `${c.first_name} ${c.last_name}`),
    ).toEqual(['James Whitfield', 'Emma Caldwell']);
    expect(coaches.map((c: { role: string }) => c.role)).toEqual([
      'Head Coach & Founder',
      'Junior Programme Lead & Co-founder',
    ]);
    for (const coach of coaches) {
      expect(coach.bio).toBeTruthy();
      expect(coach.other_certifications.length).toBeGreaterThan(2);
      expect(coach.phone).toBeTruthy();
      expect(coach.mobile_phone).toBeTruthy();
    }
  });
});
