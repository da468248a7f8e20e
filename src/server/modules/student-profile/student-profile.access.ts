import type { StaffRole } from '../../../core/rules/staff-roles';

/** Who is asking: a signed-in student, or a member of staff read fresh from the staff table. */
export type ProfileViewer =
  | { kind: 'student'; studentId: string }
  | { kind: 'staff'; staffId: string; role: StaffRole };

interface StudentRef {
  id: string;
  coachId: string | null;
}

const isSelf = (viewer: ProfileViewer, student: StudentRef) =>
  viewer.kind === 'student' && viewer.studentId === student.id;
const isAdmin = (viewer: ProfileViewer) => viewer.kind === 'staff' && viewer.role === 'admin';
const isAssignedCoach = (viewer: ProfileViewer, student: StudentRef) =>
  viewer.kind === 'staff' && student.coachId !== null && viewer.staffId === student.coachId;

/** A student sees only their own record; a coach only the students assigned to them; admins everyone. */
export function mayViewStudent(viewer: ProfileViewer, student: StudentRef): boolean {
  return isSelf(viewer, student) || isAdmin(viewer) || isAssignedCoach(viewer, student);
}

/**
 * Medical, guardian, emergency and pick-up details of a (usually junior) student: only the student,
 * their assigned coach and admins. Kept apart from mayViewStudent so that widening who may see a
 * profile can never widen who reads these.
 */
export function mayReadPrivateDetails(viewer: ProfileViewer, student: StudentRef): boolean {
  return isSelf(viewer, student) || isAdmin(viewer) || isAssignedCoach(viewer, student);
}

/** The student edits their own profile; admins may correct any. */
export function mayEditStudent(viewer: ProfileViewer, student: StudentRef): boolean {
  return isSelf(viewer, student) || isAdmin(viewer);
}

/** Membership tiers are the academy's to set, never the student's. */
export function mayChangeTier(viewer: ProfileViewer): boolean {
  return isAdmin(viewer);
}
