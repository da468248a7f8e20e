import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { students } from '../../db/schema/index';
import { type TestContext, testDbKind } from '../../test/test-app';
import { type Call, openProfiles } from './student-profile.test-helpers';

describe(`student profile and dashboard (${testDbKind})`, () => {
  let t: TestContext;
  let coach: { id: string };
  let student: typeof students.$inferSelect;
  let otherStudent: typeof students.$inferSelect;
  let asStudent: Call;
  let asOtherStudent: Call;
  let asCoach: Call;
  let asOtherCoach: Call;
  let asAdmin: Call;

  beforeAll(async () => {
    ({ t, coach, student, otherStudent, asStudent, asOtherStudent, asCoach, asOtherCoach, asAdmin } =
      await openProfiles());
  });
  afterAll(() => t.close());

  describe('GET /api/students/{id}', () => {
    it('answers the student their own profile in the spec shape, age from the date of birth', async () => {
      const res = await asStudent({ method: 'GET', url: `/api/students/${student.id}` });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        id: student.id,
        first_name: 'Oliver',
        last_name: 'Bennett',
        email: student.email,
        date_of_birth: '2014-11-23',
        age: 11,
        handicap: 24.5,
        membership_tier: 'essentials',
        assigned_coach_id: coach.id,
        medical_conditions: 'Mild asthma',
        parent_guardian_1_name: 'Sarah Bennett',
        emergency_contact_phone: '07700 900101',
        // Read from the consent records, which the test factory fills for every purpose.
        photo_video_consent: true,
        marketing_consent: true,
      });
      expect(body).not.toHaveProperty('password_hash');
      expect(body).not.toHaveProperty('passwordHash');
    });

    it('does not show a student anyone else’s profile, nor whether it exists', async () => {
      const other = await asOtherStudent({ method: 'GET', url: `/api/students/${student.id}` });
      expect(other.statusCode).toBe(404);
      expect(other.body).not.toContain('asthma');
      const missing = await asStudent({
        method: 'GET',
        url: '/api/students/00000000-0000-4000-8000-000000000000',
      });
      expect(missing.statusCode).toBe(404);
    });

    it('answers 401 without a session and 400 naming a malformed id', async () => {
      expect((await t.request({ method: 'GET', url: `/api/students/${student.id}` })).statusCode).toBe(401);
      const bad = await asStudent({ method: 'GET', url: '/api/students/not-a-uuid' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields).toHaveProperty('id');
    });

    it('shows the assigned coach the medical and guardian details, and refuses another coach', async () => {
      const mine = await asCoach({ method: 'GET', url: `/api/students/${student.id}` });
      expect(mine.statusCode).toBe(200);
      expect(mine.json()).toMatchObject({
        medical_conditions: 'Mild asthma',
        parent_guardian_1_name: 'Sarah Bennett',
      });
      const theirs = await asOtherCoach({ method: 'GET', url: `/api/students/${student.id}` });
      expect(theirs.statusCode).toBe(404);
      expect(theirs.body).not.toContain('asthma');
    });

    it('lets an admin read any profile, private details included', async () => {
      const res = await asAdmin({ method: 'GET', url: `/api/students/${otherStudent.id}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toHaveProperty('medical_conditions', null);
    });
  });

  describe('GET /api/students/by-email/{email}', () => {
    it('answers only for the caller’s own e-mail', async () => {
      const own = await asStudent({
        method: 'GET',
        url: `/api/students/by-email/${encodeURIComponent(student.email.toUpperCase())}`,
      });
      expect(own.statusCode).toBe(200);
      expect(own.json().id).toBe(student.id);
      const other = await asStudent({
        method: 'GET',
        url: `/api/students/by-email/${encodeURIComponent(otherStudent.email)}`,
      });
      expect(other.statusCode).toBe(404);
      expect(
        (await t.request({ method: 'GET', url: `/api/students/by-email/${student.email}` })).statusCode,
      ).toBe(401);
    });
  });
});
