import { describe, expect, it } from 'vitest';
import {
  mayChangeTier,
  mayEditStudent,
  mayReadPrivateDetails,
  mayViewStudent,
  type ProfileViewer,
} from './student-profile.access';
import { ageOn } from './student-profile.service';

const student = { id: 's1', coachId: 'c1' };
const viewers: Record<string, ProfileViewer> = {
  self: { kind: 'student', studentId: 's1' },
  otherStudent: { kind: 'student', studentId: 's2' },
  assignedCoach: { kind: 'staff', staffId: 'c1', role: 'coach' },
  otherCoach: { kind: 'staff', staffId: 'c2', role: 'coach' },
  otherInstructor: { kind: 'staff', staffId: 'c3', role: 'instructor' },
  admin: { kind: 'staff', staffId: 'a1', role: 'admin' },
};

describe('student profile access', () => {
  it('lets only the student, their assigned coach and admins read medical, guardian and emergency details', () => {
    const allowed = Object.entries(viewers)
      .filter(([, v]) => mayReadPrivateDetails(v, student))
      .map(([name]) => name);
    expect(allowed).toEqual(['self', 'assignedCoach', 'admin']);
    expect(mayReadPrivateDetails(viewers.assignedCoach!, { id: 's1', coachId: null })).toBe(false);
  });

  it('shows a profile to the same people, lets only the student and admins edit, and only admins change a tier', () => {
    expect(
      Object.entries(viewers)
        .filter(([, v]) => mayViewStudent(v, student))
        .map(([n]) => n),
    ).toEqual(['self', 'assignedCoach', 'admin']);
    expect(
      Object.entries(viewers)
        .filter(([, v]) => mayEditStudent(v, student))
        .map(([n]) => n),
    ).toEqual(['self', 'admin']);
    expect(
      Object.entries(viewers)
        .filter(([, v]) => mayChangeTier(v))
        .map(([n]) => n),
    ).toEqual(['admin']);
  });
});

describe('age from the date of birth', () => {
  it('counts whole years, turning over on the birthday itself', () => {
    expect(ageOn('2014-11-23', '2026-11-22')).toBe(11);
    expect(ageOn('2014-11-23', '2026-11-23')).toBe(12);
    expect(ageOn('2012-02-29', '2026-02-28')).toBe(13);
    expect(ageOn('2012-02-29', '2026-03-01')).toBe(14);
    expect(ageOn('2026-11-22', '2026-11-22')).toBe(0);
  });
});
