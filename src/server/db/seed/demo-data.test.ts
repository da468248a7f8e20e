import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../security/passwords';
import { createTestContext, type TestContext, testDbKind } from '../../test/test-app';
import { guardianLinks, guardians, students } from '../schema/index';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from './demo-data';
import { bornAged } from './demo-students';
import { seedOnFirstStart } from './first-start';

type FamilyChild = {
  firstName: string;
  age: number;
  login: unknown;
  membershipTier: string;
  relationship: string;
};

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
    // Parents sign in to the Student Portal too, and see their children there.
    for (const email of Object.values(DEMO_ACCOUNTS.guardians)) {
      const res = await t.request({
        method: 'POST',
        url: '/api/portal/login',
        payload: { email, password: DEMO_PASSWORD },
      });
      expect(res.statusCode, email).toBe(200);
      const family = await t.request({
        method: 'GET',
        url: '/api/family',
        headers: { authorization: `Bearer ${res.json().token}` },
      });
      expect(family.json().children, email).toHaveLength(email === DEMO_ACCOUNTS.guardians.hannah ? 2 : 1);
      for (const child of family.json().children as FamilyChild[]) tiers.add(child.membershipTier);
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

describe(`the demo family (${testDbKind})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ RATE_LIMIT_FACTOR: '100' });
    // Seeded on the test clock's day, as a first start seeds on its own day.
    await seedDemoData(t.database.db, hashPassword, t.clock());
  });
  afterAll(() => t.close());

  it("makes Oliver (12) and Amelia (9) Hannah's children, without logins, keeping their coach and progress", async () => {
    const login = await t.request({
      method: 'POST',
      url: '/api/portal/login',
      payload: { email: DEMO_ACCOUNTS.guardians.hannah, password: DEMO_PASSWORD },
    });
    expect(login.json().guardian).toMatchObject({ firstName: 'Hannah', lastName: 'Parker' });
    const call = (url: string) =>
      t.request({ method: 'GET', url, headers: { authorization: `Bearer ${login.json().token}` } });
    const family = (await call('/api/family')).json();
    expect(
      (family.children as (FamilyChild & { coachName: string })[]).map((c) => [
        c.firstName,
        c.age,
        c.relationship,
        c.login,
        c.coachName,
      ]),
    ).toEqual([
      ['Oliver', 12, 'Mother', null, 'James Whitfield'],
      ['Amelia', 9, 'Mother', null, 'Emma Caldwell'],
    ]);

    const children = await t.database.db
      .select()
      .from(students)
      .where(eq(students.email, DEMO_ACCOUNTS.guardians.hannah))
      .orderBy(asc(students.firstName));
    expect(children.map((c) => [c.firstName, c.username, c.passwordHash])).toEqual([
      ['Amelia', null, null],
      ['Oliver', null, null],
    ]);
    // Oliver's dashboard still has his programme, drills and medals, now opened by his mother.
    const oliver = children.find((c) => c.firstName === 'Oliver')!;
    const dashboard = await call(`/api/students/${oliver.id}/dashboard`);
    expect(dashboard.statusCode, dashboard.body).toBe(200);
    expect(dashboard.body).toContain('James');

    // The children cannot sign in with the family's address.
    const refused = await t.request({
      method: 'POST',
      url: '/api/portal/login',
      payload: { email: 'oliver.bennett@example.com', password: DEMO_PASSWORD },
    });
    expect(refused.statusCode).toBe(401);
  });

  it('links every junior with a login to a parent, and the adult to none', async () => {
    const links = await t.database.db
      .select({
        student: students.firstName,
        guardian: guardians.firstName,
        relationship: guardianLinks.relationship,
      })
      .from(guardianLinks)
      .innerJoin(students, eq(students.id, guardianLinks.studentId))
      .innerJoin(guardians, eq(guardians.id, guardianLinks.guardianId))
      .orderBy(asc(students.firstName));
    expect(links).toEqual([
      { student: 'Amelia', guardian: 'Hannah', relationship: 'Mother' },
      { student: 'Grace', guardian: 'Mark', relationship: 'Father' },
      { student: 'Leo', guardian: 'Priya', relationship: 'Mother' },
      { student: 'Oliver', guardian: 'Hannah', relationship: 'Mother' },
    ]);
    const demoGuardians = await t.database.db.select().from(guardians);
    for (const guardian of demoGuardians) {
      expect(guardian.emailConfirmedAt, guardian.email).not.toBeNull();
      expect(guardian.adultDeclaredAt, guardian.email).not.toBeNull();
    }
  });
});

describe('demo dates of birth', () => {
  it('gives the age asked for on the day the demo is seeded, whether or not the birthday has come', () => {
    expect(bornAged('2026-11-22', 12, '05-12')).toBe('2014-05-12');
    expect(bornAged('2026-11-22', 9, '12-01')).toBe('2016-12-01');
    expect(bornAged('2027-05-12', 12, '05-12')).toBe('2015-05-12');
    expect(bornAged('2027-05-11', 12, '05-12')).toBe('2014-05-12');
  });
});
