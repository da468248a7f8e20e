import type { InjectOptions } from 'fastify';
import { createStaff, createStudent, FACTORY_PASSWORD } from '../../db/seed/factories';
import { createTestContext, type TestContext } from '../../test/test-app';

export type Call = (options: InjectOptions) => ReturnType<TestContext['request']>;

/**
 * A fresh database with a junior (medical and guardian details filled in) and their coach, another
 * coach with their own student, and an admin, each signed in.
 */
export async function openProfiles() {
  const t = await createTestContext({ RATE_LIMIT_FACTOR: '100' });
  async function signIn(url: string, email: string): Promise<Call> {
    const res = await t.request({ method: 'POST', url, payload: { email, password: FACTORY_PASSWORD } });
    if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
    const authorization = `Bearer ${res.json().token}`;
    return (options) => t.request({ ...options, headers: { authorization, ...(options.headers ?? {}) } });
  }
  const db = t.database.db;
  const coachRow = await createStaff(db, {
    firstName: 'James',
    lastName: 'Whitfield',
    specializations: ['Short game'],
  });
  const otherCoachRow = await createStaff(db, { firstName: 'Emma' });
  const adminRow = await createStaff(db, { role: 'admin' });
  const student = await createStudent(db, {
    firstName: 'Oliver',
    lastName: 'Bennett',
    coachId: coachRow.id,
    handicap: 24.5,
    membershipTier: 'essentials',
    dateOfBirth: '2014-11-23', // the clock says 2026-11-22: eleven, twelve tomorrow
    medicalConditions: 'Mild asthma',
    guardianName: 'Sarah Bennett',
    emergencyContactPhone: '07700 900101',
  });
  const otherStudent = await createStudent(db, { coachId: otherCoachRow.id });
  return {
    t,
    coach: coachRow,
    otherCoach: otherCoachRow,
    student,
    otherStudent,
    asStudent: await signIn('/api/portal/login', student.email),
    asOtherStudent: await signIn('/api/portal/login', otherStudent.email),
    asCoach: await signIn('/api/staff-portal/login', coachRow.email),
    asOtherCoach: await signIn('/api/staff-portal/login', otherCoachRow.email),
    asAdmin: await signIn('/api/staff-portal/login', adminRow.email),
  };
}
