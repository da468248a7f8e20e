import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { students } from '../../db/schema/index';
import { createStaff, createStudent } from '../../db/seed/factories';
import { type Caller, signIn, staffCaller } from '../../test/callers';
import { createTestContext, type TestContext, testDbKind } from '../../test/test-app';

/**
 * The portal sends back the whole profile it was given, edits included (student-portal §7: "JSON whole
 * edited profile object"). Keys the profile shows but the student cannot edit ride along unchanged; a
 * change to one of them, or a key the profile never had, is refused naming it.
 */
describe(`saving the whole profile the portal was given (${testDbKind})`, () => {
  let t: TestContext;
  let student: { id: string; email: string };
  let asStudent: Caller;
  let asAdmin: Caller;

  beforeAll(async () => {
    t = await createTestContext({ RATE_LIMIT_FACTOR: '100' });
    const coach = await createStaff(t.database.db, { firstName: 'James' });
    student = await createStudent(t.database.db, {
      coachId: coach.id,
      membershipTier: 'essentials',
      dateOfBirth: '2014-11-23',
      medicalConditions: 'Mild asthma',
      emergencyContactPhone: '07700 900101',
    });
    asStudent = await signIn(t, 'student', student);
    asAdmin = await staffCaller(t, { role: 'admin' });
  });
  afterAll(() => t.close());

  const rowOf = async () =>
    (await t.database.db.select().from(students).where(eq(students.id, student.id)))[0]!;
  const profile = async (caller: Caller) => {
    const res = await caller.call({ method: 'GET', url: `/api/students/${student.id}` });
    expect(res.statusCode).toBe(200);
    return res.json() as Record<string, unknown>;
  };
  const put = (caller: Caller, payload: Record<string, unknown>) =>
    caller.call({ method: 'PUT', url: `/api/students/${student.id}`, payload });

  it('accepts the profile exactly as GET answered it, and changes nothing', async () => {
    for (const caller of [asStudent, asAdmin]) {
      const before = await profile(caller);
      const rowBefore = await rowOf();
      const res = await put(caller, before);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual(before);
      const { updatedAt: _a, ...after } = await rowOf();
      const { updatedAt: _b, ...unchanged } = rowBefore;
      expect(after).toEqual(unchanged);
    }
  });

  it('saves an edit sent inside the whole profile', async () => {
    const body = { ...(await profile(asStudent)), goals: 'Break 80 by June' };
    const res = await put(asStudent, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().goals).toBe('Break 80 by June');
    expect((await rowOf()).goals).toBe('Break 80 by June');
  });

  it.each([
    ['username', 'someone.else'],
    ['id', '7d1f1a64-5b55-4c43-9d1e-3f1d2b0c9a11'],
    ['age', 30],
  ])('refuses a changed %s with 400 naming it, and saves nothing', async (key, value) => {
    const before = await rowOf();
    const res = await put(asStudent, { ...(await profile(asStudent)), goals: 'changed', [key]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ [key]: `${key} cannot be changed here` });
    expect((await rowOf()).goals).toBe(before.goals);
  });

  it('refuses a changed tier from the student, naming it, and lets an admin change it', async () => {
    const mine = await put(asStudent, { ...(await profile(asStudent)), membership_tier: 'elite' });
    expect(mine.statusCode).toBe(400);
    expect(mine.json().fields).toHaveProperty('membership_tier');
    expect((await rowOf()).membershipTier).toBe('essentials');
    const admin = await put(asAdmin, { ...(await profile(asAdmin)), membership_tier: 'performance' });
    expect(admin.statusCode, admin.body).toBe(200);
    expect((await rowOf()).membershipTier).toBe('performance');
  });

  it('still refuses a key the profile does not have', async () => {
    const res = await put(asStudent, { ...(await profile(asStudent)), role: 'admin' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ role: 'Unknown field' });
  });
});
