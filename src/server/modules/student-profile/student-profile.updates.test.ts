import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  badges,
  coachMessages,
  drillAssignments,
  exerciseProgress,
  moduleAssignments,
  students,
} from '../../db/schema/index';
import { createStaff } from '../../db/seed/factories';
import { type TestContext, testDbKind } from '../../test/test-app';
import { type Call, openProfiles } from './student-profile.test-helpers';

// The dashboard is checked after the edits: it shows the profile as they left it ('Olly').
describe(`student profile and dashboard (${testDbKind})`, () => {
  let t: TestContext;
  let coach: { id: string };
  let otherCoach: { id: string };
  let student: typeof students.$inferSelect;
  let otherStudent: typeof students.$inferSelect;
  let asStudent: Call;
  let asOtherStudent: Call;
  let asCoach: Call;
  let asOtherCoach: Call;
  let asAdmin: Call;

  beforeAll(async () => {
    ({
      t,
      coach,
      otherCoach,
      student,
      otherStudent,
      asStudent,
      asOtherStudent,
      asCoach,
      asOtherCoach,
      asAdmin,
    } = await openProfiles());
  });
  afterAll(() => t.close());

  describe('PUT /api/students/{id}', () => {
    it('saves every editable field and answers the updated profile', async () => {
      const payload = {
        first_name: 'Olly',
        phone: '+44 7700 900123',
        address_line_1: '1 Fairway Close',
        address_line_2: '',
        city: 'Southampton',
        state: 'Hampshire',
        postal_code: 'SO16 7AB',
        skill_level: 'advanced',
        handicap: 21.3,
        dominant_hand: 'left',
        assigned_coach_id: otherCoach.id,
        goals: 'Break 80',
        dietary_restrictions: 'No nuts',
        pickup_authorized_persons: 'Sarah Bennett, Tom Bennett',
        photo_video_consent: true,
        marketing_consent: true,
      };
      // A junior's date of birth and parent or guardian are set for them: here by an admin.
      const safeguarding = {
        parent_guardian_1_email: 'Sarah@Example.com',
        parent_guardian_1_work_phone: '023 8049 6000',
        date_of_birth: '2014-11-20',
      };
      const byAdmin = await asAdmin({
        method: 'PUT',
        url: `/api/students/${student.id}`,
        payload: safeguarding,
      });
      expect(byAdmin.statusCode, byAdmin.body).toBe(200);
      const res = await asStudent({ method: 'PUT', url: `/api/students/${student.id}`, payload });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        ...payload,
        ...safeguarding,
        address_line_2: null,
        parent_guardian_1_email: 'sarah@example.com',
        age: 12,
        medical_conditions: 'Mild asthma',
      });
      const reread = await asStudent({ method: 'GET', url: `/api/students/${student.id}` });
      expect(reread.json()).toMatchObject({
        first_name: 'Olly',
        handicap: 21.3,
        assigned_coach_id: otherCoach.id,
      });
      // The new coach now sees the student, the former one no longer does.
      expect((await asOtherCoach({ method: 'GET', url: `/api/students/${student.id}` })).statusCode).toBe(
        200,
      );
      expect((await asCoach({ method: 'GET', url: `/api/students/${student.id}` })).statusCode).toBe(404);
      await asStudent({
        method: 'PUT',
        url: `/api/students/${student.id}`,
        payload: { assigned_coach_id: coach.id },
      });
    });

    it('refuses a membership tier change by the student, naming the field, and lets an admin make it', async () => {
      const res = await asStudent({
        method: 'PUT',
        url: `/api/students/${student.id}`,
        payload: { membership_tier: 'elite' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toHaveProperty('membership_tier');
      const [row] = await t.database.db.select().from(students).where(eq(students.id, student.id));
      expect(row!.membershipTier).toBe('essentials');
      const admin = await asAdmin({
        method: 'PUT',
        url: `/api/students/${otherStudent.id}`,
        payload: { membership_tier: 'performance' },
      });
      expect(admin.statusCode).toBe(200);
      expect(admin.json().membership_tier).toBe('performance');
    });

    it('refuses a coach who is not an active coach or instructor', async () => {
      const admin = await createStaff(t.database.db, { role: 'admin' });
      const retired = await createStaff(t.database.db, { active: false });
      for (const id of [admin.id, retired.id, '00000000-0000-4000-8000-000000000000']) {
        const res = await asStudent({
          method: 'PUT',
          url: `/api/students/${student.id}`,
          payload: { assigned_coach_id: id },
        });
        expect(res.statusCode).toBe(400);
        expect(res.json().fields).toEqual({ assigned_coach_id: expect.any(String) });
      }
    });

    it.each([
      [{ email: 'not-an-email' }, 'email'],
      [{ first_name: '   ' }, 'first_name'],
      [{ date_of_birth: '2014-02-30' }, 'date_of_birth'],
      [{ date_of_birth: '2026-11-23' }, 'date_of_birth'],
      [{ skill_level: 'pro' }, 'skill_level'],
      [{ dominant_hand: 'both' }, 'dominant_hand'],
      [{ handicap: 54.1 }, 'handicap'],
      [{ handicap: -10.5 }, 'handicap'],
      [{ handicap: 12.25 }, 'handicap'],
      [{ handicap: '12' }, 'handicap'],
      [{ phone: 'call me' }, 'phone'],
      [{ emergency_contact_phone: '12' }, 'emergency_contact_phone'],
      [{ parent_guardian_1_email: 'sarah@' }, 'parent_guardian_1_email'],
      [{ postal_code: 'SO16 7AB SO16 7AB' }, 'postal_code'],
      [{ goals: 'long '.repeat(401) }, 'goals'],
      [{ photo_video_consent: 'yes' }, 'photo_video_consent'],
      [{ role: 'admin' }, 'role'],
      [{ age: 30 }, 'age'],
      [{ password_hash: 'x' }, 'password_hash'],
    ])('refuses %j with 400 naming %s', async (payload, field) => {
      const res = await asStudent({ method: 'PUT', url: `/api/students/${student.id}`, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toHaveProperty(field);
    });

    it('accepts the handicap extremes and a plus handicap in steps of 0.1', async () => {
      for (const handicap of [-10, 54, 0.1, -2.3, null]) {
        const res = await asStudent({
          method: 'PUT',
          url: `/api/students/${student.id}`,
          payload: { handicap },
        });
        expect(res.statusCode, String(handicap)).toBe(200);
        expect(res.json().handicap).toBe(handicap);
      }
      await asStudent({ method: 'PUT', url: `/api/students/${student.id}`, payload: { handicap: 24.5 } });
    });

    it('refuses an e-mail another account uses with 409 naming the field', async () => {
      const res = await asStudent({
        method: 'PUT',
        url: `/api/students/${student.id}`,
        payload: { email: otherStudent.email },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().fields).toHaveProperty('email');
    });

    it('does not let a student or a coach edit someone else’s profile', async () => {
      const other = await asOtherStudent({
        method: 'PUT',
        url: `/api/students/${student.id}`,
        payload: { goals: 'mine now' },
      });
      expect(other.statusCode).toBe(404);
      const byCoach = await asCoach({
        method: 'PUT',
        url: `/api/students/${student.id}`,
        payload: { goals: 'x' },
      });
      expect(byCoach.statusCode).toBe(403);
      expect(
        (await t.request({ method: 'PUT', url: `/api/students/${student.id}`, payload: { goals: 'x' } }))
          .statusCode,
      ).toBe(401);
      const [row] = await t.database.db.select().from(students).where(eq(students.id, student.id));
      expect(row!.goals).toBe('Break 80');
    });
  });

  describe('GET /api/students/{id}/dashboard', () => {
    it('computes medals, programme progress and recent activity from the records', async () => {
      const db = t.database.db;
      const now = t.clock().getTime();
      const ago = (days: number) => new Date(now - days * 24 * 3600 * 1000);
      const [done, doing, next, archived] = await db
        .insert(moduleAssignments)
        .values([
          { studentId: student.id, lessonId: 1, coachId: coach.id, status: 'completed', assignedAt: ago(30) },
          {
            studentId: student.id,
            lessonId: 2,
            coachId: coach.id,
            status: 'in_progress',
            assignedAt: ago(10),
          },
          { studentId: student.id, lessonId: 3, coachId: coach.id, status: 'assigned', assignedAt: ago(2) },
          { studentId: student.id, lessonId: 4, coachId: coach.id, status: 'unassigned', assignedAt: ago(1) },
        ])
        .returning();
      await db.insert(exerciseProgress).values([
        ...['1-1', '1-2', '1-3', '1-4', '1-5'].map((exerciseId) => ({
          assignmentId: done!.id,
          exerciseId,
          completed: true,
        })),
        { assignmentId: doing!.id, exerciseId: '2-1', completed: true },
        { assignmentId: doing!.id, exerciseId: '2-2', completed: true },
        { assignmentId: doing!.id, exerciseId: '2-3', completed: false, coachNotes: 'next time' },
        { assignmentId: archived!.id, exerciseId: '4-1', completed: true },
      ]);
      expect(next).toBeDefined();
      await db.insert(badges).values([
        {
          studentId: student.id,
          challengeType: 'break_par',
          challengeId: '1',
          badgeName: 'White Star Achiever',
          badgeColour: 'white',
          badgeEmoji: '⭐',
          tier: 'gold',
          earnedAt: ago(9),
        },
        {
          studentId: student.id,
          challengeType: 'break_par',
          challengeId: '2',
          badgeName: 'Yellow Flyer Badge',
          badgeColour: 'yellow',
          badgeEmoji: '🟡',
          tier: 'silver',
          earnedAt: ago(6),
        },
        {
          studentId: student.id,
          challengeType: 'putting',
          challengeId: 'ladder-4-1',
          badgeName: 'Ladder 4-1',
          badgeColour: 'gold',
          badgeEmoji: '🏆',
          tier: 'gold',
          earnedAt: ago(4),
        },
        {
          studentId: student.id,
          challengeType: 'chipping',
          challengeId: 'test-10-yard',
          badgeName: '10-Yard Chipping',
          badgeColour: 'bronze',
          badgeEmoji: '🥉',
          tier: 'bronze',
          earnedAt: ago(1),
        },
        {
          studentId: otherStudent.id,
          challengeType: 'chipping',
          challengeId: 'test-10-yard',
          badgeName: 'Not mine',
          badgeColour: 'gold',
          badgeEmoji: '🥇',
          tier: 'gold',
          earnedAt: ago(0),
        },
      ]);
      await db.insert(drillAssignments).values([
        {
          studentId: student.id,
          drillId: '1-1',
          coachId: coach.id,
          status: 'reviewed',
          coachRating: 4,
          reviewedAt: ago(3),
        },
        {
          studentId: student.id,
          drillId: '1-2',
          coachId: coach.id,
          status: 'completed',
          completedAt: ago(0),
        },
      ]);
      await db.insert(coachMessages).values([
        {
          studentId: student.id,
          coachId: coach.id,
          subject: 'My grip',
          message: '?',
          status: 'answered',
          answeredAt: ago(2),
          coachResponse: 'Looks good',
        },
        { studentId: student.id, coachId: coach.id, subject: 'Unanswered', message: '?', status: 'pending' },
      ]);

      const res = await asStudent({ method: 'GET', url: `/api/students/${student.id}/dashboard` });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        firstName: 'Olly',
        handicap: 24.5,
        membershipTier: 'essentials',
        coach: {
          id: coach.id,
          firstName: 'James',
          lastName: 'Whitfield',
          photoUrl: null,
          specialization: 'Short game',
        },
        medals: {
          gold: 2,
          silver: 1,
          bronze: 1,
          total: 4,
          byType: { break_par: 2, putting: 1, chipping: 1 },
        },
        programme: {
          overallPercent: 50, // (100 + 50 + 0) / 3
          completed: 1,
          inProgress: 1,
          upcoming: 1,
          current: {
            lessonId: 2,
            exerciseId: '2-3',
            exerciseTitle: 'Step-Through Pressure Drill',
            moduleDone: 2,
            moduleTotal: 4,
          },
        },
      });
      expect(body.recentActivity.map((a: { kind: string; title: string }) => [a.kind, a.title])).toEqual([
        ['badge_earned', 'Earned 10-Yard Chipping'],
        ['coach_replied', 'James Whitfield replied to your message'],
        ['drill_reviewed', expect.stringMatching(/^James Whitfield reviewed /)],
        ['badge_earned', 'Earned Ladder 4-1'],
        ['badge_earned', 'Earned Yellow Flyer Badge'],
      ]);
      expect(body.recentActivity[2].detail).toBe('Rating: 4/5 stars');
    });

    it('has no programme without modules, and counts only the student’s own medals', async () => {
      const res = await asOtherStudent({ method: 'GET', url: `/api/students/${otherStudent.id}/dashboard` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        programme: null,
        recentActivity: [{ kind: 'badge_earned', title: 'Earned Not mine' }],
        medals: { gold: 1, silver: 0, bronze: 0, total: 1 },
      });
    });

    it('is refused to another student and another coach; open to the coach and admins', async () => {
      expect(
        (await asOtherStudent({ method: 'GET', url: `/api/students/${student.id}/dashboard` })).statusCode,
      ).toBe(404);
      expect(
        (await asOtherCoach({ method: 'GET', url: `/api/students/${student.id}/dashboard` })).statusCode,
      ).toBe(404);
      expect(
        (await asCoach({ method: 'GET', url: `/api/students/${student.id}/dashboard` })).statusCode,
      ).toBe(200);
      expect(
        (await asAdmin({ method: 'GET', url: `/api/students/${student.id}/dashboard` })).statusCode,
      ).toBe(200);
      expect(
        (await t.request({ method: 'GET', url: `/api/students/${student.id}/dashboard` })).statusCode,
      ).toBe(401);
    });
  });
});
