import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStudent } from '../../db/seed/factories';
import { type Caller, signIn, staffCaller } from '../../test/callers';
import { createTestContext, type TestContext, testDbKind } from '../../test/test-app';
import { families } from '../families/families.test-helpers';

// Words only the welfare card may carry: any of them in another answer is a leak.
const PRIVATE = ['Peanut allergy', 'Mild asthma', 'Aunt Mary Jones', '07700 900111', 'Granny Smith'];

describe(`the coach's welfare card (${testDbKind})`, () => {
  let t: TestContext;
  let admin: Caller;
  let coach: Caller;
  let otherCoach: Caller;

  beforeAll(async () => {
    t = await createTestContext({ RATE_LIMIT_FACTOR: '100' });
    admin = await staffCaller(t, { role: 'admin', firstName: 'Alex', lastName: 'Admin' });
    coach = await staffCaller(t, { role: 'coach', firstName: 'Jamie', lastName: 'Coach' });
    otherCoach = await staffCaller(t, { role: 'coach', firstName: 'Robin' });
  });
  afterAll(() => t.close());

  const junior = () =>
    createStudent(t.database.db, {
      coachId: coach.id,
      dateOfBirth: '2013-03-01',
      medicalConditions: 'Mild asthma',
      dietaryRestrictions: 'Peanut allergy',
      emergencyContactName: 'Aunt Mary Jones',
      emergencyContactRelationship: 'Aunt',
      emergencyContactPhone: '07700 900111',
      pickupAuthorizedPersons: 'Granny Smith',
      guardianName: 'Pat Parent',
      guardianRelationship: 'Father',
      guardianPhone: '07700 900222',
    });
  const card = (id: string, caller: Caller) =>
    caller.call({ method: 'GET', url: `/api/staff/students/${id}/welfare` });
  const logOf = async (id: string) =>
    (await admin.call({ method: 'GET', url: `/api/admin/students/${id}/access-log` })).json().entries;

  it('shows the coach of the student the card, never cached, and logs the view', async () => {
    const student = await junior();
    const res = await card(student.id, coach);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      studentId: student.id,
      studentName: `${student.firstName} ${student.lastName}`,
      medicalConditions: 'Mild asthma',
      allergiesAndDietary: 'Peanut allergy',
      emergencyContact: { name: 'Aunt Mary Jones', relationship: 'Aunt', phone: '07700 900111' },
      pickupAuthorizedPersons: 'Granny Smith',
      guardians: [{ name: 'Pat Parent', relationship: 'Father', phone: '07700 900222' }],
      // The test factory records every consent: each holds, with when it was given.
      consents: ['coaching_video', 'promotional_photos', 'leaderboard', 'coach_messaging', 'marketing'].map(
        (kind) => ({ kind, label: expect.any(String), given: true, recordedAt: expect.any(String) }),
      ),
    });
    expect(await logOf(student.id)).toEqual([
      expect.objectContaining({ staffId: coach.id, route: 'GET /api/staff/students/:id/welfare' }),
    ]);
  });

  it('shows an admin the card and logs every call, one entry each', async () => {
    const student = await junior();
    expect((await card(student.id, admin)).statusCode).toBe(200);
    t.clock.advance(1000);
    expect((await card(student.id, admin)).statusCode).toBe(200);
    const entries = await logOf(student.id);
    expect(entries).toHaveLength(2);
    expect(entries.every((e: { staffId: string }) => e.staffId === admin.id)).toBe(true);
  });

  it('names the linked guardians of a family account, with their phones', async () => {
    const f = families(t, 'welfare');
    const parent = await f.registerGuardian({
      firstName: 'Hannah',
      lastName: 'Parker',
      phone: '07700 900333',
    });
    await f.confirm(parent.id);
    const child = await f.addChild(parent.call, {
      firstName: 'Oliver',
      dateOfBirth: '2016-01-01',
      coachId: coach.id,
    });
    const res = await card(child, coach);
    expect(res.json().guardians).toEqual([
      { name: 'Hannah Parker', relationship: 'Mother', phone: '07700 900333' },
    ]);
  });

  it('refuses another coach (404, as for any student not theirs) and logs nothing', async () => {
    const student = await junior();
    expect((await card(student.id, otherCoach)).statusCode).toBe(404);
    expect(await logOf(student.id)).toEqual([]);
  });

  it('refuses students, guardians and anonymous callers (401)', async () => {
    const student = await junior();
    const self = await signIn(t, 'student', student);
    expect((await card(student.id, self)).statusCode).toBe(401);
    const f = families(t, 'welfare-refused');
    const parent = await f.registerGuardian();
    await f.confirm(parent.id);
    const child = await f.addChild(parent.call, {
      firstName: 'Amelia',
      dateOfBirth: '2017-01-01',
      coachId: coach.id,
    });
    expect(
      (await parent.call({ method: 'GET', url: `/api/staff/students/${child}/welfare` })).statusCode,
    ).toBe(401);
    expect(
      (await t.request({ method: 'GET', url: `/api/staff/students/${student.id}/welfare` })).statusCode,
    ).toBe(401);
    expect(await logOf(student.id)).toEqual([]);
  });

  it('answers 400 naming the field for an id that is not one', async () => {
    const res = await card('not-a-uuid', coach);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields ?? {})).toContain('id');
  });

  it('keeps these details out of the student list and the overview, and their reads out of the log', async () => {
    const student = await junior();
    const list = await coach.call({ method: 'GET', url: `/api/coaches/${coach.id}/students` });
    const overview = await coach.call({
      method: 'GET',
      url: `/api/staff-portal/student/${student.id}/details`,
    });
    const adminList = await admin.call({ method: 'GET', url: '/api/admin/students' });
    for (const res of [list, overview, adminList]) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body).toContain(student.lastName);
      for (const word of PRIVATE) expect(res.body).not.toContain(word);
    }
    expect(await logOf(student.id)).toEqual([]);
  });
});
