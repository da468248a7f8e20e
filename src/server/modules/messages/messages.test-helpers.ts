import { createStaff, createStudent, FACTORY_PASSWORD } from '../../db/seed/factories';
import { type FilePart, multipartBody } from '../../test/multipart';
import type { TestContext } from '../../test/test-app';

export type Files = Partial<Record<'video' | 'image' | 'other', FilePart>>;

export const multipart = (fields: Record<string, string>, files: Files = {}) =>
  multipartBody([...Object.entries(fields), ...Object.entries(files)]);

export async function token(t: TestContext, url: string, email: string) {
  const res = await t.request({ method: 'POST', url, payload: { email, password: FACTORY_PASSWORD } });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return `Bearer ${res.json().token}`;
}

/** Two coaches, an admin, a junior with a guardian, an adult and another coach's student, each signed in. */
export async function setUp(t: TestContext) {
  const db = t.database.db;
  const coach = await createStaff(db, { firstName: 'James', lastName: 'Whitfield' });
  const otherCoach = await createStaff(db, { firstName: 'Emma', lastName: 'Caldwell' });
  const admin = await createStaff(db, { role: 'admin', firstName: 'Rachel' });
  const junior = await createStudent(db, {
    firstName: 'Oliver',
    lastName: 'Bennett',
    coachId: coach.id,
    dateOfBirth: '2014-05-12',
    guardianName: 'Sarah Bennett',
    guardianEmail: `guardian-${Math.random().toString(36).slice(2)}@example.test`,
  });
  const adult = await createStudent(db, {
    firstName: 'David',
    lastName: 'Morgan',
    coachId: coach.id,
    dateOfBirth: '1984-11-08',
    // An adult's listed contact is never copied.
    guardianEmail: `not-copied-${Math.random().toString(36).slice(2)}@example.test`,
  });
  const stranger = await createStudent(db, { coachId: otherCoach.id, dateOfBirth: '1990-01-01' });
  const as = async (kind: 'student' | 'staff', email: string) => {
    const authorization = await token(
      t,
      kind === 'student' ? '/api/portal/login' : '/api/staff-portal/login',
      email,
    );
    return (options: Parameters<TestContext['request']>[0]) =>
      t.request({ ...options, headers: { authorization, ...(options.headers ?? {}) } });
  };
  return {
    coach,
    otherCoach,
    admin,
    junior,
    adult,
    stranger,
    asJunior: await as('student', junior.email),
    asAdult: await as('student', adult.email),
    asStranger: await as('student', stranger.email),
    asCoach: await as('staff', coach.email),
    asOtherCoach: await as('staff', otherCoach.email),
    asAdmin: await as('staff', admin.email),
  };
}
export type World = Awaited<ReturnType<typeof setUp>>;

/** Sends a message as a browser's form would, files included. */
export const send = async (caller: World['asAdult'], fields: Record<string, string>, files: Files = {}) =>
  caller({ method: 'POST', url: '/api/messages', ...(await multipart(fields, files)) });

export const fieldsFor = (studentId: string, coachId: string, extra: Record<string, string> = {}) => ({
  studentId,
  coachId,
  subject: 'Driver slice',
  message: 'My drives keep curving right. Any drills?',
  type: 'question',
  ...extra,
});
