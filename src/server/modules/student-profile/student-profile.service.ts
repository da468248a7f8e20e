import { academy } from '@/core/content/academy';
import {
  READ_ONLY_PROFILE_FIELDS,
  type StudentDashboard,
  type StudentProfile,
  type UpdateStudentProfileBody,
} from '@/core/contracts/student-profile';
import { ageBand, ageOn } from '@/core/rules/age-rules';
import { londonDate } from '@/core/rules/london-time';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../errors';
import type { Mailer } from '../../mail/mailer';
import {
  type Actor,
  accessPolicy,
  consentPartyFor,
  mayChangeDateOfBirth,
  mayChangeGuardianDetails,
  mayChangeTier,
  mayEditStudent,
  mayReadPrivateDetails,
  type SignedInIdentity,
} from '../access/access-policy';
import type { ConsentsService } from '../consents/consents.service';
import type { AccessLogService } from '../data-rights/access-log.service';
import type { EmailConfirmationService } from '../email-confirmation/email-confirmation.service';
import { familiesRepository } from '../families/families.repository';
import { ADULT_CHILD } from '../families/families.service';
import { staffRepository } from '../staff/staff.repository';
import { presentStudentProfile } from '../students/students.presenter';
import { type NewStudent, type StudentRow, studentsRepository } from '../students/students.repository';
import {
  medalCollectionFrom,
  programmeProgressFrom,
  RECENT_ACTIVITY_LIMIT,
  recentActivityFrom,
} from './student-dashboard';
import { studentProfileRepository } from './student-profile.repository';

export const DATE_OF_BIRTH_NOT_YOURS =
  'Only your parent or guardian, or the academy, can change your date of birth';
export const GUARDIAN_NOT_YOURS = 'Only the academy can change your parent or guardian’s details';
export const GUARDIAN_IN_FAMILY_ACCOUNT = 'A parent or guardian changes their own details on the Family page';

const GUARDIAN_FIELDS = [
  'parent_guardian_1_name',
  'parent_guardian_1_relationship',
  'parent_guardian_1_email',
  'parent_guardian_1_phone',
  'parent_guardian_1_work_phone',
] as const;
type GuardianField = (typeof GUARDIAN_FIELDS)[number];
type GuardianValues = Record<GuardianField, string | null>;

/** Tells the address that received a junior's message copies that the academy replaced it. */
function guardianReplacedMail(to: string, student: StudentRow) {
  return {
    to,
    subject: `You no longer receive ${student.firstName}'s ${academy.name} messages`,
    text: [
      'Hello,',
      '',
      `The academy has changed the parent or guardian e-mail address on ${student.firstName} ${student.lastName}'s`,
      'profile. Copies of their messages with their coach now go to the new address, not to this one.',
      '',
      `If this is a mistake, please contact the academy at ${academy.email} or on ${academy.phone.display}.`,
      '',
      academy.name,
    ].join('\n'),
  };
}

export function studentProfileService(deps: {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  accessLog: AccessLogService;
  emailConfirmation: EmailConfirmationService;
  consents: ConsentsService;
}) {
  const students = studentsRepository(deps.db);
  const families = familiesRepository(deps.db);
  const staff = staffRepository(deps.db);
  const records = studentProfileRepository(deps.db);

  const access = accessPolicy(deps.db);

  /**
   * The parent or guardian the profile shows: the first guardian linked in the family account, else the
   * one an admin recorded on the profile (accounts from before family accounts, adults' contacts).
   */
  async function shownGuardian(row: StudentRow): Promise<{ linked: boolean; values: GuardianValues }> {
    const [first] = await families.guardiansOf([row.id]);
    if (first) {
      return {
        linked: true,
        values: {
          parent_guardian_1_name: `${first.guardian.firstName} ${first.guardian.lastName}`,
          parent_guardian_1_relationship: first.relationship,
          parent_guardian_1_email: first.guardian.email,
          parent_guardian_1_phone: first.guardian.phone,
          parent_guardian_1_work_phone: null,
        },
      };
    }
    return {
      linked: false,
      values: {
        parent_guardian_1_name: row.guardianName,
        parent_guardian_1_relationship: row.guardianRelationship,
        parent_guardian_1_email: row.guardianEmail,
        parent_guardian_1_phone: row.guardianPhone,
        parent_guardian_1_work_phone: row.guardianWorkPhone,
      },
    };
  }

  /** `route` names the operation that shows the profile, for the log of staff reads of private details. */
  async function present(viewer: Actor, row: StudentRow, route: string): Promise<StudentProfile> {
    const age = row.dateOfBirth ? ageOn(row.dateOfBirth, londonDate(deps.clock())) : null;
    const includePrivate = mayReadPrivateDetails(viewer, row);
    const consents = await deps.consents.profileFlags(row);
    // A junior's guardian may ask who has seen their child's medical and guardian details: staff reads are logged.
    if (includePrivate && viewer.kind === 'staff') await deps.accessLog.record(viewer.staffId, row.id, route);
    if (!includePrivate) return presentStudentProfile(row, { age, includePrivate, consents });
    const guardian = await shownGuardian(row);
    const { values } = guardian;
    const profile = presentStudentProfile(
      {
        ...row,
        guardianName: values.parent_guardian_1_name,
        guardianRelationship: values.parent_guardian_1_relationship,
        guardianEmail: values.parent_guardian_1_email,
        guardianPhone: values.parent_guardian_1_phone,
        guardianWorkPhone: values.parent_guardian_1_work_phone,
      },
      { age, includePrivate, consents },
    );
    return { ...profile, ...editableSafeguarding(viewer, row, guardian.linked) };
  }

  /** What this reader may change of who is a junior and who hears of their messages (see the access policy). */
  function editableSafeguarding(viewer: Actor, row: StudentRow, linkedGuardian: boolean) {
    const today = londonDate(deps.clock());
    const editor = mayEditStudent(viewer, row);
    return {
      date_of_birth_editable: editor && mayChangeDateOfBirth(viewer, row, today),
      guardian_editable: editor && mayChangeGuardianDetails(viewer, row, today, linkedGuardian),
      consents_editable: editor && typeof consentPartyFor(viewer, row, today) !== 'string',
    };
  }

  /**
   * Safeguarding fields: who is a junior (the date of birth) and who hears of their messages (the parent or
   * guardian). The same value as shown is no change: the portal sends the whole profile back.
   */
  function safeguardingRefusals(
    viewer: Actor,
    body: UpdateStudentProfileBody,
    row: StudentRow,
    guardian: { linked: boolean; values: GuardianValues },
  ): Record<string, string> {
    const today = londonDate(deps.clock());
    const fields: Record<string, string> = {};
    if (body.date_of_birth !== undefined && body.date_of_birth !== row.dateOfBirth) {
      if (!mayChangeDateOfBirth(viewer, row, today)) {
        fields.date_of_birth = DATE_OF_BIRTH_NOT_YOURS;
      } else if (viewer.kind === 'guardian' && ageBand(body.date_of_birth, today) === 'adult') {
        fields.date_of_birth = ADULT_CHILD;
      }
    }
    for (const key of GUARDIAN_FIELDS) {
      const sent = body[key];
      if (sent === undefined || (sent ?? null) === guardian.values[key]) continue;
      if (!mayChangeGuardianDetails(viewer, row, today, guardian.linked)) {
        fields[key] = guardian.linked ? GUARDIAN_IN_FAMILY_ACCOUNT : GUARDIAN_NOT_YOURS;
      }
    }
    return fields;
  }

  /** The shown-only keys the body changes, each named; the same value as shown is no change. */
  function readOnlyChanges(
    body: UpdateStudentProfileBody,
    row: StudentRow,
    editable: ReturnType<typeof editableSafeguarding>,
  ): Record<string, string> {
    const shown: Record<(typeof READ_ONLY_PROFILE_FIELDS)[number], unknown> = {
      id: row.id,
      username: row.username,
      age: row.dateOfBirth ? ageOn(row.dateOfBirth, londonDate(deps.clock())) : null,
      email_confirmed: row.emailConfirmedAt !== null,
      pending_email: row.pendingEmail,
      ...editable,
    };
    const fields: Record<string, string> = {};
    for (const key of READ_ONLY_PROFILE_FIELDS) {
      if (body[key] !== undefined && body[key] !== shown[key]) fields[key] = `${key} cannot be changed here`;
    }
    return fields;
  }

  function changesFrom(body: UpdateStudentProfileBody): Partial<NewStudent> {
    const changes: Partial<NewStudent> = {
      firstName: body.first_name,
      lastName: body.last_name,
      dateOfBirth: body.date_of_birth,
      phone: body.phone,
      addressLine1: body.address_line_1,
      addressLine2: body.address_line_2,
      city: body.city,
      county: body.state,
      postalCode: body.postal_code,
      skillLevel: body.skill_level,
      handicap: body.handicap,
      dominantHand: body.dominant_hand,
      coachId: body.assigned_coach_id,
      previousGolfExperience: body.previous_golf_experience,
      goals: body.goals,
      medicalConditions: body.medical_conditions,
      dietaryRestrictions: body.dietary_restrictions,
      guardianName: body.parent_guardian_1_name,
      guardianRelationship: body.parent_guardian_1_relationship,
      guardianEmail: body.parent_guardian_1_email,
      guardianPhone: body.parent_guardian_1_phone,
      guardianWorkPhone: body.parent_guardian_1_work_phone,
      emergencyContactName: body.emergency_contact_name,
      emergencyContactRelationship: body.emergency_contact_relationship,
      emergencyContactPhone: body.emergency_contact_phone,
      pickupAuthorizedPersons: body.pickup_authorized_persons,
      notes: body.notes,
      membershipTier: body.membership_tier,
    };
    // Absent fields are left as they are.
    return Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
  }

  return {
    /** GET /api/students/{id}: the profile, with private details only for those allowed to read them. */
    async profile(identity: SignedInIdentity, id: string, route: string): Promise<StudentProfile> {
      const viewer = await access.actorFor(identity);
      return present(viewer, await access.visibleStudent(viewer, id), route);
    },

    /** GET /api/students/by-email/{email}: the spec's fallback, answered only for the caller's own e-mail. */
    async profileByEmail(studentId: string, email: string): Promise<StudentProfile> {
      const viewer = await access.actorFor({ kind: 'student', studentId });
      const row = await access.visibleStudent(viewer, studentId);
      if (row.email !== email.toLowerCase()) throw notFound('Student not found');
      return present(viewer, row, 'GET /api/students/by-email/:email');
    },

    /**
     * PUT /api/students/{id}: validates what the contract cannot (dates, coach, tier, e-mail) and saves;
     * a new e-mail address is mailed a link and shown as pending until it is opened.
     */
    async update(
      identity: SignedInIdentity,
      id: string,
      body: UpdateStudentProfileBody,
      route: string,
    ): Promise<StudentProfile> {
      const viewer = await access.actorFor(identity);
      const row = await access.visibleStudent(viewer, id);
      if (!mayEditStudent(viewer, row))
        throw forbidden('Only the student or an administrator can edit this profile');

      const guardian = await shownGuardian(row);
      // The two consent answers become records of the caller's own agreement, or are refused by name.
      const consentChange = await deps.consents.profileChanges(viewer, row, body);
      const fields = {
        ...readOnlyChanges(body, row, editableSafeguarding(viewer, row, guardian.linked)),
        ...safeguardingRefusals(viewer, body, row, guardian),
        ...consentChange.refusals,
      };
      if (
        body.membership_tier !== undefined &&
        body.membership_tier !== row.membershipTier &&
        !mayChangeTier(viewer)
      ) {
        fields.membership_tier = 'Your membership tier can only be changed by the academy';
      }
      if (body.date_of_birth && body.date_of_birth > londonDate(deps.clock())) {
        fields.date_of_birth = 'Date of birth cannot be in the future';
      }
      if (body.assigned_coach_id && !(await staff.findActiveCoach(body.assigned_coach_id))) {
        fields.assigned_coach_id = 'Choose one of the academy’s coaches';
      }
      if (Object.keys(fields).length > 0) {
        const [only] = Object.values(fields);
        throw badRequest(
          Object.keys(fields).length === 1 ? only! : 'Please check the highlighted fields',
          fields,
        );
      }
      if (body.email && body.email !== row.email) {
        const other = await students.findByEmail(body.email);
        if (other && other.id !== row.id) {
          throw conflict('An account with this email already exists', {
            email: 'This email is already in use',
          });
        }
      }

      // A new address replaces the old one only once its e-mailed link is opened.
      const newEmail = body.email && body.email !== row.email ? body.email : undefined;
      // A linked guardian's details live in the family account; what was sent back is what was shown.
      const changes: Partial<NewStudent> = guardian.linked
        ? Object.fromEntries(Object.entries(changesFrom(body)).filter(([key]) => !key.startsWith('guardian')))
        : changesFrom(body);
      const previousGuardianEmail =
        changes.guardianEmail !== undefined && changes.guardianEmail !== row.guardianEmail
          ? row.guardianEmail
          : null;
      await consentChange.apply(deps.db);
      if (Object.keys(changes).length === 0 && !newEmail) return present(viewer, row, route);
      try {
        if (newEmail) await deps.emailConfirmation.requestChange(row, newEmail);
        const updated = await students.update(row.id, { ...changes, updatedAt: deps.clock() });
        if (!updated) throw notFound('Student not found');
        // The address that received the copies hears that it no longer does.
        if (previousGuardianEmail) await deps.mailer.send(guardianReplacedMail(previousGuardianEmail, row));
        return present(viewer, updated, route);
      } catch (error) {
        // Two saves racing for the same e-mail: the unique index has the last word.
        if (error instanceof AppError) throw error;
        if (isUniqueViolation(error)) {
          throw conflict('An account with this email already exists', {
            email: 'This email is already in use',
          });
        }
        throw error;
      }
    },

    /** GET /api/students/{id}/dashboard: coach, medals, programme progress and recent activity. */
    async dashboard(identity: SignedInIdentity, id: string): Promise<StudentDashboard> {
      const viewer = await access.actorFor(identity);
      const row = await access.visibleStudent(viewer, id);
      const [coach, medalCounts, modules, badges, reviews, replies] = await Promise.all([
        row.coachId ? staff.findById(row.coachId) : Promise.resolve(undefined),
        records.medalCounts(row.id),
        records.activeModules(row.id),
        records.latestBadges(row.id, RECENT_ACTIVITY_LIMIT),
        records.latestReviewedDrills(row.id, RECENT_ACTIVITY_LIMIT),
        records.latestCoachReplies(row.id, RECENT_ACTIVITY_LIMIT),
      ]);
      const done = new Map<string, Set<string>>();
      for (const { assignmentId, exerciseId } of await records.completedExercises(modules.map((m) => m.id))) {
        if (!done.has(assignmentId)) done.set(assignmentId, new Set());
        done.get(assignmentId)!.add(exerciseId);
      }
      return {
        firstName: row.firstName,
        handicap: row.handicap,
        membershipTier: row.membershipTier,
        coach: coach?.active
          ? {
              id: coach.id,
              firstName: coach.firstName,
              lastName: coach.lastName,
              photoUrl: coach.avatarUrl,
              specialization: coach.specializations[0] ?? 'Golf Coach',
            }
          : null,
        medals: medalCollectionFrom(medalCounts),
        programme: programmeProgressFrom(modules, done),
        recentActivity: recentActivityFrom({ badges, reviews, replies }),
      };
    },
  };
}
export type StudentProfileService = ReturnType<typeof studentProfileService>;

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string; cause?: { code?: string } } | undefined)?.code;
  const causeCode = (error as { cause?: { code?: string } } | undefined)?.cause?.code;
  return code === '23505' || causeCode === '23505';
}
