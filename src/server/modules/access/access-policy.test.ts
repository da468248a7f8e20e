import { describe, expect, it } from 'vitest';
import {
  type Actor,
  ADULT_GIVES_IT,
  consentPartyFor,
  familyScopeOf,
  GUARDIAN_GIVES_IT,
  mayActOnBooking,
  mayChangeTier,
  mayEditStudent,
  mayExerciseDataRights,
  mayHandleMessage,
  mayReadBookingWelfare,
  mayReadPrivateDetails,
  mayRecordFor,
  mayViewStudent,
  NOT_YOUR_CONSENT,
  type StaffActor,
  staffScope,
} from './access-policy';

const student = { id: 's1', coachId: 'c1' };
const actors: Record<string, Actor> = {
  self: { kind: 'student', studentId: 's1' },
  otherStudent: { kind: 'student', studentId: 's2' },
  assignedCoach: { kind: 'staff', staffId: 'c1', role: 'coach' },
  otherCoach: { kind: 'staff', staffId: 'c2', role: 'coach' },
  otherInstructor: { kind: 'staff', staffId: 'c3', role: 'instructor' },
  admin: { kind: 'staff', staffId: 'a1', role: 'admin' },
};
const allowed = (rule: (actor: Actor) => boolean) =>
  Object.entries(actors)
    .filter(([, actor]) => rule(actor))
    .map(([name]) => name);

describe('access policy', () => {
  it('lets only the student, their assigned coach and admins read medical, guardian and emergency details', () => {
    expect(allowed((a) => mayReadPrivateDetails(a, student))).toEqual(['self', 'assignedCoach', 'admin']);
    expect(mayReadPrivateDetails(actors.assignedCoach!, { id: 's1', coachId: null })).toBe(false);
  });

  it('shows a student to the same people, lets only the student and admins edit, and only admins change a tier', () => {
    expect(allowed((a) => mayViewStudent(a, student))).toEqual(['self', 'assignedCoach', 'admin']);
    expect(allowed((a) => mayEditStudent(a, student))).toEqual(['self', 'admin']);
    expect(allowed((a) => mayChangeTier(a))).toEqual(['admin']);
  });

  it('lets the student or an admin export or delete an account, and only the student record their own results', () => {
    expect(allowed((a) => mayExerciseDataRights(a, student))).toEqual(['self', 'admin']);
    expect(allowed((a) => mayRecordFor(a, student.id))).toEqual(['self']);
  });

  it('gives a message to its student, their coach, the coach it was sent to and admins', () => {
    const message = { studentId: 's1', studentCoachId: 'c1', addressedTo: 'c3' };
    expect(allowed((a) => mayHandleMessage(a, message))).toEqual([
      'self',
      'assignedCoach',
      'otherInstructor',
      'admin',
    ]);
  });

  it('scopes a coach to their own students (403 for another coach’s id) and an admin to any coach or all', () => {
    const coach = actors.assignedCoach as StaffActor;
    const admin = actors.admin as StaffActor;
    expect(staffScope(coach, 'c1')).toEqual({ coachId: 'c1' });
    expect(() => staffScope(coach, 'c2')).toThrowError(expect.objectContaining({ status: 403 }));
    expect(staffScope(admin, 'c2')).toEqual({ coachId: 'c2' });
    expect(staffScope(admin, 'a1')).toEqual({ all: true });
  });

  it("has each party give their own consent: a teen with a login theirs, a guardian their child's, an admin a paper form", () => {
    const today = '2026-06-01';
    const teen = { id: 's1', coachId: 'c1', dateOfBirth: '2011-01-01', username: 'teen' as string | null };
    const child = { ...teen, dateOfBirth: '2016-01-01', username: null };
    const adult = { ...teen, dateOfBirth: '1990-01-01' };
    const guardian: Actor = { kind: 'guardian', guardianId: 'g1', childIds: ['s1'] };
    const party = (actor: Actor, who: typeof teen) => {
      const recording = consentPartyFor(actor, who, today);
      return typeof recording === 'string'
        ? recording
        : `${recording.party}/${recording.method}/${recording.by}`;
    };
    expect(party(actors.self!, teen)).toBe('student/portal/student:s1');
    expect(party(actors.self!, child)).toBe(GUARDIAN_GIVES_IT);
    expect(party(guardian, teen)).toBe('guardian/portal/guardian:g1');
    expect(party(guardian, adult)).toBe(ADULT_GIVES_IT);
    expect(party(actors.admin!, child)).toBe('guardian/paper/staff:a1');
    expect(party(actors.admin!, adult)).toBe(ADULT_GIVES_IT);
    expect(party(actors.assignedCoach!, child)).toBe(NOT_YOUR_CONSENT);
    expect(party(actors.otherStudent!, teen)).toBe(NOT_YOUR_CONSENT);
    expect(party({ ...guardian, childIds: ['s2'] }, child)).toBe(NOT_YOUR_CONSENT);
  });

  it('lets admins act on any booking and read its welfare details, a coach only one in their own diary', () => {
    const booking = { coachId: 7, places: [{ coachId: 7 }, { coachId: 9 }] };
    for (const rule of [mayActOnBooking, mayReadBookingWelfare]) {
      const staffAllowed = (own: Record<string, number | undefined>) =>
        (['assignedCoach', 'otherCoach', 'otherInstructor', 'admin'] as const).filter((name) =>
          rule(actors[name] as StaffActor, booking, own[name]),
        );
      expect(staffAllowed({ assignedCoach: 7, otherCoach: 8, otherInstructor: 9 })).toEqual([
        'assignedCoach',
        'otherInstructor',
        'admin',
      ]);
      expect(staffAllowed({})).toEqual(['admin']);
    }
  });

  it('counts a family address towards its bookings only once it is confirmed', () => {
    const guardian = { id: 'g1', email: 'parent@example.com', emailConfirmedAt: null };
    expect(familyScopeOf(guardian, ['s1'])).toEqual({
      guardianId: 'g1',
      childIds: ['s1'],
      confirmedEmail: null,
    });
    expect(familyScopeOf({ ...guardian, emailConfirmedAt: new Date() }, []).confirmedEmail).toBe(
      'parent@example.com',
    );
  });
});
