import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStudent } from '../../db/seed/factories';
import { type Caller, signIn, staffCaller } from '../../test/callers';
import { createTestContext, type TestContext, testDbKind } from '../../test/test-app';

describe(`who viewed a junior's medical and guardian details (${testDbKind})`, () => {
  let t: TestContext;
  let admin: Caller;
  let coach: Caller;
  let otherCoach: Caller;

  beforeAll(async () => {
    t = await createTestContext();
    admin = await staffCaller(t, { role: 'admin', firstName: 'Alex', lastName: 'Admin' });
    coach = await staffCaller(t, { role: 'coach', firstName: 'Jamie', lastName: 'Coach' });
    otherCoach = await staffCaller(t, { role: 'coach', firstName: 'Robin' });
  });
  afterAll(async () => {
    await t.close();
  });

  const junior = () =>
    createStudent(t.database.db, {
      coachId: coach.id,
      dateOfBirth: '2013-03-01',
      medicalConditions: 'Mild asthma',
      guardianName: 'Pat Parent',
    });
  const logOf = (id: string, caller = admin) =>
    caller.call({ method: 'GET', url: `/api/admin/students/${id}/access-log` });

  it('records each staff read with who, when and through which route, newest first', async () => {
    const student = await junior();
    const self = await signIn(t, 'student', student);
    expect((await self.call({ method: 'GET', url: `/api/students/${student.id}` })).statusCode).toBe(200);

    const viewedAt = t.clock();
    const read = await coach.call({ method: 'GET', url: `/api/students/${student.id}` });
    expect(read.json().medical_conditions).toBe('Mild asthma');
    t.clock.advance(60_000);
    const saved = await admin.call({
      method: 'PUT',
      url: `/api/students/${student.id}`,
      payload: { goals: 'Break 90' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // A coach who is not theirs sees nothing, so nothing is recorded.
    expect((await otherCoach.call({ method: 'GET', url: `/api/students/${student.id}` })).statusCode).toBe(
      404,
    );

    const res = await logOf(student.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().entries).toEqual([
      {
        staffId: admin.id,
        staffName: 'Alex Admin',
        route: 'PUT /api/students/:id',
        accessedAt: new Date(viewedAt.getTime() + 60_000).toISOString(),
      },
      {
        staffId: coach.id,
        staffName: 'Jamie Coach',
        route: 'GET /api/students/:id',
        accessedAt: viewedAt.toISOString(),
      },
    ]);
  });

  it('answers an empty list for a student nobody has looked up', async () => {
    const student = await junior();
    expect((await logOf(student.id)).json()).toEqual({ entries: [] });
  });

  it('is for admins only: a coach gets 403, a student or no session 401', async () => {
    const student = await junior();
    expect((await logOf(student.id, coach)).statusCode).toBe(403);
    const self = await signIn(t, 'student', student);
    expect((await logOf(student.id, self)).statusCode).toBe(401);
    const anonymous = await t.request({ method: 'GET', url: `/api/admin/students/${student.id}/access-log` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('names a bad id (400) and an unknown student (404)', async () => {
    const bad = await logOf('not-an-id');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('id');
    expect((await logOf(randomUUID())).statusCode).toBe(404);
  });
});
