import { treatedAsJunior } from '@/core/rules/age-rules';
import { type ConsentParty, consentNeeds } from '@/core/rules/consent-rules';
import type { StaffRole } from '@/core/rules/staff-roles';
import type { DbOrTx } from '../../db/client';
import { forbidden, notFound, unauthorized } from '../../errors';
import { subjectOf } from '../consents/consent-checks';
import { staffRepository } from '../staff/staff.repository';
import { type StudentRow, studentsRepository } from '../students/students.repository';

/**
 * The academy's one answer to "who may see and do what with a student's records". Every feature asks
 * here; none re-derives the rule.
 *
 * - A student the caller may not see is 404 wherever its id appears (path, body or query), so nothing is
 *   learnt about other accounts.
 * - 403 is a refusal by role (a coach on an admin action) or by a coach's scope over staff resources
 *   (another coach's inbox, students or diary named by id).
 * - Staff are read fresh once per request, so a role change or a deactivation takes effect at once.
 */

/** Who a session says is asking; a guardian's children are read with the session, once per request. */
export type SignedInIdentity =
  | { kind: 'student'; studentId: string }
  | { kind: 'guardian'; guardianId: string; childIds: readonly string[] }
  | { kind: 'staff'; staffId: string };

export type StudentActor = { kind: 'student'; studentId: string };
/** A parent or guardian: acts for each linked child as the child would, and is the author of what they send. */
export type GuardianActor = { kind: 'guardian'; guardianId: string; childIds: readonly string[] };
export type StaffActor = { kind: 'staff'; staffId: string; role: StaffRole };
/**
 * Who is asking, as the rules need it. A new kind of account is a new member here plus its case in
 * `actsFor` and `staffOf`: every rule below is written through those.
 */
export type Actor = StudentActor | GuardianActor | StaffActor;

/** Enough of a student for the rules: who they are and who coaches them. */
export interface StudentRef {
  id: string;
  coachId: string | null;
}

/** The students whose records a staff query covers: every student, or one coach's. */
export type StaffScope = { all: true } | { coachId: string };

function unreachable(actor: never): never {
  throw new Error(`No access rule for ${JSON.stringify(actor)}`);
}

/** The account holder themself, or a guardian of theirs. */
export function actsFor(actor: Actor, studentId: string): boolean {
  switch (actor.kind) {
    case 'student':
      return actor.studentId === studentId;
    case 'guardian':
      return actor.childIds.includes(studentId);
    case 'staff':
      return false;
    default:
      return unreachable(actor);
  }
}

/** The member of staff behind an actor, if it is one. */
function staffOf(actor: Actor): StaffActor | undefined {
  switch (actor.kind) {
    case 'staff':
      return actor;
    case 'student':
    case 'guardian':
      return undefined;
    default:
      return unreachable(actor);
  }
}

export function isAdmin(actor: Actor): boolean {
  return staffOf(actor)?.role === 'admin';
}

/** The student's assigned coach (a coach or an instructor), or an admin. */
export function coachesStudent(actor: Actor, student: StudentRef): boolean {
  const member = staffOf(actor);
  if (!member) return false;
  return member.role === 'admin' || (student.coachId !== null && student.coachId === member.staffId);
}

/** A student sees only their own records; a coach only the students assigned to them; admins everyone. */
export function mayViewStudent(actor: Actor, student: StudentRef): boolean {
  return actsFor(actor, student.id) || coachesStudent(actor, student);
}

/**
 * Medical, guardian, emergency and pick-up details of a (usually junior) student: only the student,
 * their assigned coach and admins. Kept apart from mayViewStudent so that widening who may see a
 * profile can never widen who reads these.
 */
export function mayReadPrivateDetails(actor: Actor, student: StudentRef): boolean {
  return actsFor(actor, student.id) || coachesStudent(actor, student);
}

/** The student edits their own profile; admins may correct any. */
export function mayEditStudent(actor: Actor, student: StudentRef): boolean {
  return actsFor(actor, student.id) || isAdmin(actor);
}

/** The account holder themself, when an adult: a junior's safeguarding details are set for them. */
function adultSelf(
  actor: Actor,
  student: StudentRef & { dateOfBirth: string | null },
  today: string,
): boolean {
  return (
    actor.kind === 'student' && actor.studentId === student.id && !treatedAsJunior(student.dateOfBirth, today)
  );
}

/**
 * A date of birth decides who is a junior, so a junior never changes their own: their guardian does (within
 * the family's rule that a child is under 18), or an admin. An adult may correct theirs.
 */
export function mayChangeDateOfBirth(
  actor: Actor,
  student: StudentRef & { dateOfBirth: string | null },
  today: string,
): boolean {
  return (
    isAdmin(actor) ||
    (actor.kind === 'guardian' && actsFor(actor, student.id)) ||
    adultSelf(actor, student, today)
  );
}

/**
 * The parent or guardian on the profile (parent_guardian_1_*). With a linked guardian they come from the
 * family account and are changed there only. Otherwise an admin records them, or an adult their own contact;
 * a junior never chooses who receives the copies of their messages.
 */
export function mayChangeGuardianDetails(
  actor: Actor,
  student: StudentRef & { dateOfBirth: string | null },
  today: string,
  linkedGuardian: boolean,
): boolean {
  return !linkedGuardian && (isAdmin(actor) || adultSelf(actor, student, today));
}

/** Membership tiers are the academy's to set, never the student's. */
export function mayChangeTier(actor: Actor): boolean {
  return isAdmin(actor);
}

/**
 * Who buys a student's membership and manages its billing: an adult for themself, or a guardian for their
 * child. A junior never subscribes themself; their guardian does.
 */
export function mayBuyMembershipFor(
  actor: Actor,
  student: StudentRef & { dateOfBirth: string | null },
  today: string,
): boolean {
  if (actor.kind === 'guardian') return actor.childIds.includes(student.id);
  return adultSelf(actor, student, today);
}

/**
 * Export an account's data: the student themself, a guardian of theirs (who may read all of it in the
 * portal already), or an admin acting on a guardian's request.
 */
export function mayExerciseDataRights(actor: Actor, student: StudentRef): boolean {
  return actsFor(actor, student.id) || isAdmin(actor);
}

/**
 * Ask for an account to be deleted: the account holder themself (with their password), a guardian of the
 * child (the link goes to the guardian, and a second guardian is told once it is done) or an admin.
 */
export function mayRequestDeletion(actor: Actor, student: StudentRef): boolean {
  return actsFor(actor, student.id) || isAdmin(actor);
}

export const NOT_YOUR_CONSENT =
  'Only the student, their parent or guardian, or the academy can change consents';
export const GUARDIAN_GIVES_IT = 'Your parent or guardian gives this consent in the Family area';
export const ADULT_GIVES_IT = 'An adult gives their own consents on My Profile';

/** Whose agreement one caller gives, how, and who they are for the record. */
export interface ConsentRecording {
  party: ConsentParty;
  method: 'portal' | 'paper';
  guardianId: string | null;
  recordedByStaffId: string | null;
  by: string;
}

/**
 * Whose agreement this caller gives for this student, or why they may not: the student their own (an adult,
 * or a 13–17-year-old with a login); a guardian for their child; an admin a guardian's paper form.
 */
export function consentPartyFor(
  actor: Actor,
  student: StudentRef & { dateOfBirth: string | null; username: string | null },
  today: string,
): ConsentRecording | string {
  const needs = consentNeeds(subjectOf(student), today);
  if (actor.kind === 'student' && actor.studentId === student.id) {
    if (!needs.student) return GUARDIAN_GIVES_IT;
    return {
      party: 'student',
      method: 'portal',
      guardianId: null,
      recordedByStaffId: null,
      by: `student:${student.id}`,
    };
  }
  if (actor.kind === 'guardian' && actsFor(actor, student.id)) {
    if (!needs.guardian) return ADULT_GIVES_IT;
    return {
      party: 'guardian',
      method: 'portal',
      guardianId: actor.guardianId,
      recordedByStaffId: null,
      by: `guardian:${actor.guardianId}`,
    };
  }
  if (actor.kind === 'staff' && isAdmin(actor)) {
    if (!needs.guardian) return ADULT_GIVES_IT;
    return {
      party: 'guardian',
      method: 'paper',
      guardianId: null,
      recordedByStaffId: actor.staffId,
      by: `staff:${actor.staffId}`,
    };
  }
  return NOT_YOUR_CONSENT;
}

/** Results, messages and progress on drills are recorded by the student themself, never for them. */
export function mayRecordFor(actor: Actor, studentId: string): boolean {
  return actsFor(actor, studentId);
}

/** A resumable upload is continued and read only by whoever started it: the student, that guardian, or staff. */
type UploadStarter = { studentId: string; guardianId: string | null; staffId: string | null };
export function mayContinueUpload(actor: Actor, upload: UploadStarter) {
  // A staff upload is its starter's alone; staff continue no one else's.
  if (actor.kind === 'staff' || upload.staffId) return upload.staffId === staffOf(actor)?.staffId;
  if (actor.kind === 'guardian')
    return upload.guardianId === actor.guardianId && actsFor(actor, upload.studentId);
  return actor.kind === 'student' && upload.guardianId === null && actor.studentId === upload.studentId;
}

/** A message is the business of its student's coach, of the coach it was sent to (maybe another) and admins. */
export function mayHandleMessage(
  actor: Actor,
  message: { studentId: string; studentCoachId: string | null; addressedTo: string | null },
): boolean {
  if (actsFor(actor, message.studentId)) return true;
  const member = staffOf(actor);
  if (!member) return false;
  return (
    member.role === 'admin' ||
    message.studentCoachId === member.staffId ||
    message.addressedTo === member.staffId
  );
}

/**
 * The students a staff query that names a coach covers. A coach or instructor may name only themselves
 * (403 otherwise: another coach's inbox, students and diary are not theirs); an admin may name any coach,
 * and their own id stands for the whole academy.
 */
export function staffScope(
  actor: StaffActor,
  coachId: string,
  refusal = 'You can only see your own students',
): StaffScope {
  if (actor.role === 'admin') return coachId === actor.staffId ? { all: true } : { coachId };
  if (coachId !== actor.staffId) throw forbidden(refusal);
  return { coachId: actor.staffId };
}

/** Academy-wide administration (accounts, catalogues, who read a student's details): admins only, else 403. */
export function requireAdmin(actor: StaffActor, refusal: string): void {
  if (!isAdmin(actor)) throw forbidden(refusal);
}

/** Acting as a coach (assigning work in their name): themselves, or any coach for an admin; else 403. */
export function mayActAsCoach(actor: StaffActor, coachId: string): boolean {
  return actor.role === 'admin' || coachId === actor.staffId;
}

/**
 * Whose bookings a family account holds: those it made signed in, those for its children, and those made
 * with its address once that address is confirmed (guests book without an account). The bookings repository
 * reads this scope in one predicate, for listing the family's bookings and for finding one to cancel.
 */
export interface FamilyScope {
  guardianId: string;
  childIds: readonly string[];
  confirmedEmail: string | null;
}

/** A family's scope: an address counts only once its owner has confirmed it. */
export function familyScopeOf(
  guardian: { id: string; email: string; emailConfirmedAt: Date | null },
  childIds: readonly string[],
): FamilyScope {
  return {
    guardianId: guardian.id,
    childIds,
    confirmedEmail: guardian.emailConfirmedAt ? guardian.email : null,
  };
}

/** A booking as the diary rules read it: its coach, and the coach of each of its places. */
export interface DiaryBookingRef {
  coachId: number | null;
  places: readonly { coachId: number | null }[];
}

/** The booking is in this coach's diary (`ownDiaryCoachId`: their active place in the diary, if any). */
function inOwnDiary(booking: DiaryBookingRef, ownDiaryCoachId: number | undefined): boolean {
  return (
    ownDiaryCoachId !== undefined &&
    (booking.coachId === ownDiaryCoachId || booking.places.some((p) => p.coachId === ownDiaryCoachId))
  );
}

/** Cancel a booking on the customer's behalf: admins any; a coach or instructor only one in their own diary. */
export function mayActOnBooking(
  actor: StaffActor,
  booking: DiaryBookingRef,
  ownDiaryCoachId: number | undefined,
): boolean {
  return isAdmin(actor) || inOwnDiary(booking, ownDiaryCoachId);
}

/**
 * A guest's medical notes and emergency contact: the day's coach (the booking is in their diary) and admins.
 * Kept apart from mayActOnBooking so that widening who may cancel can never widen who reads these.
 */
export function mayReadBookingWelfare(
  actor: StaffActor,
  booking: DiaryBookingRef,
  ownDiaryCoachId: number | undefined,
): boolean {
  return isAdmin(actor) || inOwnDiary(booking, ownDiaryCoachId);
}

const studentNotFound = () => notFound('Student not found.');

/** The policy bound to a database: who the caller is, and which students they may reach. */
export function accessPolicy(db: DbOrTx) {
  const students = studentsRepository(db);
  const staff = staffRepository(db);

  /** The member of staff as they are now; a deactivated account is signed out (401). */
  async function staffActor(staffId: string): Promise<StaffActor> {
    const row = await staff.findById(staffId);
    if (!row?.active) throw unauthorized();
    return { kind: 'staff', staffId: row.id, role: row.role };
  }

  /** Loads whoever the session names, once: every check of the request then uses this. */
  async function actorFor(identity: SignedInIdentity): Promise<Actor> {
    if (identity.kind === 'student') return { kind: 'student', studentId: identity.studentId };
    if (identity.kind === 'guardian') return { ...identity };
    return staffActor(identity.staffId);
  }

  /** The student, if this actor may see them; anyone else's (or no one's) is 404. */
  async function visibleStudent(actor: Actor, id: string): Promise<StudentRow> {
    // An account holder asking for another id learns nothing, not even by timing a lookup.
    if (!staffOf(actor) && !actsFor(actor, id)) throw studentNotFound();
    const row = await students.findById(id);
    if (!row || !mayViewStudent(actor, row)) throw studentNotFound();
    return row;
  }

  /** The student whose records this actor is writing: only their own, anyone else's is 404. */
  async function ownStudent(actor: Actor, id: string): Promise<StudentRow> {
    if (!mayRecordFor(actor, id)) throw studentNotFound();
    const row = await students.findById(id);
    if (!row) throw studentNotFound();
    return row;
  }

  /** Each of these students, if this actor may see every one of them; otherwise 404. */
  async function visibleStudents(actor: Actor, ids: readonly string[]): Promise<StudentRow[]> {
    const rows: StudentRow[] = [];
    for (const id of new Set(ids)) rows.push(await visibleStudent(actor, id));
    return rows;
  }

  return { actorFor, staffActor, visibleStudent, visibleStudents, ownStudent };
}
export type AccessPolicy = ReturnType<typeof accessPolicy>;
