import { z } from 'zod';
import { membershipTier } from './auth';
import { emailField, optionalText, requiredText, text } from './common';
import { dateOfBirthField } from './date-fields';

/** Skill levels and dominant hands a profile may hold (student-portal §3, §9). */
export const SKILL_LEVELS = ['beginner', 'intermediate', 'advanced', 'expert'] as const;
export const DOMINANT_HANDS = ['right', 'left'] as const;
export const HANDICAP_MIN = -10;
export const HANDICAP_MAX = 54;

/**
 * The student profile as the spec shows it (student-portal §3, snake_case). Medical, guardian and
 * emergency details are present only for the student, their assigned coach and admins.
 */
export const studentProfile = z.object({
  id: z.uuid(),
  first_name: z.string(),
  last_name: z.string(),
  /** Null for a child without a login of their own (their guardian signs in for them). */
  username: z.string().nullable(),
  membership_tier: membershipTier,
  date_of_birth: z.string().nullable(),
  /** Whole years on today's date in London; null without a date of birth. */
  age: z.number().int().nullable(),
  email: z.string(),
  /** Whether `email` has been confirmed through its e-mailed link. */
  email_confirmed: z.boolean(),
  /** A new address waiting for its link to be opened; `email` stays in use until then. */
  pending_email: z.string().nullable(),
  phone: z.string().nullable(),
  address_line_1: z.string().nullable(),
  address_line_2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  postal_code: z.string().nullable(),
  skill_level: z.enum(SKILL_LEVELS).nullable(),
  handicap: z.number().nullable(),
  dominant_hand: z.enum(DOMINANT_HANDS).nullable(),
  assigned_coach_id: z.uuid().nullable(),
  previous_golf_experience: z.string().nullable(),
  goals: z.string().nullable(),
  medical_conditions: z.string().nullable().optional(),
  dietary_restrictions: z.string().nullable().optional(),
  parent_guardian_1_name: z.string().nullable().optional(),
  parent_guardian_1_relationship: z.string().nullable().optional(),
  parent_guardian_1_email: z.string().nullable().optional(),
  parent_guardian_1_phone: z.string().nullable().optional(),
  parent_guardian_1_work_phone: z.string().nullable().optional(),
  emergency_contact_name: z.string().nullable().optional(),
  emergency_contact_relationship: z.string().nullable().optional(),
  emergency_contact_phone: z.string().nullable().optional(),
  pickup_authorized_persons: z.string().nullable().optional(),
  photo_video_consent: z.boolean(),
  marketing_consent: z.boolean(),
  notes: z.string().nullable(),
  /**
   * Whether the one reading may change the date of birth, and the parent or guardian: the server's
   * safeguarding rules, so the portal shows what it refuses as read-only. Sent with the private details.
   */
  date_of_birth_editable: z.boolean().optional(),
  guardian_editable: z.boolean().optional(),
  /** Whether the one reading gives the two consent answers themself (else a guardian does, in the Family area). */
  consents_editable: z.boolean().optional(),
});
export type StudentProfile = z.infer<typeof studentProfile>;

/** The fields only the student, their assigned coach and admins may read. */
export const PRIVATE_PROFILE_FIELDS = [
  'medical_conditions',
  'dietary_restrictions',
  'parent_guardian_1_name',
  'parent_guardian_1_relationship',
  'parent_guardian_1_email',
  'parent_guardian_1_phone',
  'parent_guardian_1_work_phone',
  'emergency_contact_name',
  'emergency_contact_relationship',
  'emergency_contact_phone',
  'pickup_authorized_persons',
] as const satisfies ReadonlyArray<keyof StudentProfile>;

export const studentEmailParams = z.object({
  email: text('Email', { singleLine: true })
    .trim()
    .toLowerCase()
    .max(254)
    .pipe(z.email({ message: 'Enter a valid email address' })),
});

// UK and international numbers: digits with spaces, dashes, brackets and an optional leading +.
const PHONE_PATTERN = /^\+?[0-9][0-9 ()-]{5,22}[0-9]$/;
const optionalPhone = (label: string) =>
  text(label, { singleLine: true, message: `${label} must be text` })
    .trim()
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .refine(
      (value) => value === null || (PHONE_PATTERN.test(value) && value.replace(/\D/g, '').length >= 7),
      `Enter a valid phone number for ${label.toLowerCase()}`,
    )
    .optional();

const optionalEmail = (label: string) =>
  text(label, { singleLine: true, message: `${label} must be text` })
    .trim()
    .toLowerCase()
    .max(254, `${label} is too long`)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .refine(
      (value) => value === null || z.email().safeParse(value).success,
      `Enter a valid email address for ${label.toLowerCase()}`,
    )
    .optional();

export const handicapField = z
  .number({ message: 'Handicap must be a number' })
  .min(HANDICAP_MIN, `Handicap must be at least ${HANDICAP_MIN}`)
  .max(HANDICAP_MAX, `Handicap must be at most ${HANDICAP_MAX}`)
  .refine((value) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-9, 'Handicap goes in steps of 0.1')
  .nullable();

/**
 * Keys the profile shows that no one edits through PUT. The portal sends the whole profile back, so they
 * are accepted when unchanged and refused, naming the key, when changed.
 */
export const READ_ONLY_PROFILE_FIELDS = [
  'id',
  'username',
  'age',
  'email_confirmed',
  'pending_email',
  'date_of_birth_editable',
  'guardian_editable',
  'consents_editable',
] as const;

/**
 * PUT /api/students/{id}: the editable profile (student-portal §3). Every field is optional, so the
 * form may send the whole record or only what changed; anything the profile does not show is refused.
 * membership_tier is listed so that the server can say why it is refused for a student.
 */
export const updateStudentProfileBody = z
  .object({
    id: z.uuid({ message: 'id cannot be changed here' }).optional(),
    username: text('Username', { singleLine: true }).max(254).nullable().optional(),
    age: z.number({ message: 'age cannot be changed here' }).int().nullable().optional(),
    // An address is confirmed by its e-mailed link, never by editing these.
    email_confirmed: z.boolean({ message: 'email_confirmed cannot be changed here' }).optional(),
    pending_email: text('Pending e-mail', { singleLine: true }).max(254).nullable().optional(),
    date_of_birth_editable: z
      .boolean({ message: 'date_of_birth_editable cannot be changed here' })
      .optional(),
    guardian_editable: z.boolean({ message: 'guardian_editable cannot be changed here' }).optional(),
    consents_editable: z.boolean({ message: 'consents_editable cannot be changed here' }).optional(),
    first_name: requiredText('First name', 60, { singleLine: true }).optional(),
    last_name: requiredText('Last name', 60, { singleLine: true }).optional(),
    email: emailField.optional(),
    date_of_birth: dateOfBirthField.optional(),
    phone: optionalPhone('Phone'),
    address_line_1: optionalText('Address line 1', 120, { singleLine: true }),
    address_line_2: optionalText('Address line 2', 120, { singleLine: true }),
    city: optionalText('City', 80, { singleLine: true }),
    state: optionalText('County', 80, { singleLine: true }),
    postal_code: optionalText('Postcode', 12, { singleLine: true }),
    skill_level: z.enum(SKILL_LEVELS, { message: 'Choose a skill level' }).nullable().optional(),
    handicap: handicapField.optional(),
    dominant_hand: z.enum(DOMINANT_HANDS, { message: 'Choose right or left' }).nullable().optional(),
    assigned_coach_id: z.uuid({ message: 'Choose a coach' }).nullable().optional(),
    previous_golf_experience: optionalText('Previous golf experience', 2000),
    goals: optionalText('Goals', 2000),
    medical_conditions: optionalText('Medical conditions', 2000),
    dietary_restrictions: optionalText('Dietary restrictions', 1000),
    parent_guardian_1_name: optionalText('Parent/guardian name', 100, { singleLine: true }),
    parent_guardian_1_relationship: optionalText('Relationship', 60),
    parent_guardian_1_email: optionalEmail('Parent/guardian email'),
    parent_guardian_1_phone: optionalPhone('Parent/guardian phone'),
    parent_guardian_1_work_phone: optionalPhone('Parent/guardian work phone'),
    emergency_contact_name: optionalText('Emergency contact name', 100, { singleLine: true }),
    emergency_contact_relationship: optionalText('Relationship', 60),
    emergency_contact_phone: optionalPhone('Emergency contact phone'),
    pickup_authorized_persons: optionalText('Authorised pick-up persons', 1000),
    photo_video_consent: z.boolean({ message: 'Must be true or false' }).optional(),
    marketing_consent: z.boolean({ message: 'Must be true or false' }).optional(),
    notes: optionalText('Notes', 2000),
    membership_tier: membershipTier.optional(),
  })
  .strict();
export type UpdateStudentProfileBody = z.infer<typeof updateStudentProfileBody>;
export type UpdateStudentProfileInput = z.input<typeof updateStudentProfileBody>;

// ---------------------------------------------------------------------------------------------------
// The dashboard (student-portal §2 Dashboard)

export const CHALLENGE_TYPES = ['break_par', 'putting', 'chipping'] as const;

export const dashboardCoach = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  photoUrl: z.string().nullable(),
  /** The coach's first specialization, 'Golf Coach' when none is set. */
  specialization: z.string(),
});

export const medalCollection = z.object({
  gold: z.number().int(),
  silver: z.number().int(),
  bronze: z.number().int(),
  total: z.number().int(),
  byType: z.object({ break_par: z.number().int(), putting: z.number().int(), chipping: z.number().int() }),
});
export type MedalCollection = z.infer<typeof medalCollection>;

export const programmeProgress = z.object({
  overallPercent: z.number().int().min(0).max(100),
  completed: z.number().int(),
  inProgress: z.number().int(),
  upcoming: z.number().int(),
  /** The next exercise to work on; null when every assigned module is complete. */
  current: z
    .object({
      lessonId: z.number().int(),
      moduleTitle: z.string(),
      exerciseId: z.string(),
      exerciseTitle: z.string(),
      moduleDone: z.number().int(),
      moduleTotal: z.number().int(),
    })
    .nullable(),
});
export type ProgrammeProgress = z.infer<typeof programmeProgress>;

export const ACTIVITY_KINDS = ['badge_earned', 'drill_reviewed', 'coach_replied'] as const;
export const activityItem = z.object({
  id: z.string(),
  kind: z.enum(ACTIVITY_KINDS),
  title: z.string(),
  detail: z.string().nullable(),
  at: z.iso.datetime(),
});
export type ActivityItem = z.infer<typeof activityItem>;

/** GET /api/students/{id}/dashboard: everything the dashboard shows, computed from real records. */
export const studentDashboard = z.object({
  firstName: z.string(),
  handicap: z.number().nullable(),
  membershipTier: membershipTier,
  coach: dashboardCoach.nullable(),
  medals: medalCollection,
  /** null when no module has been assigned yet. */
  programme: programmeProgress.nullable(),
  recentActivity: z.array(activityItem).max(5),
});
export type StudentDashboard = z.infer<typeof studentDashboard>;
