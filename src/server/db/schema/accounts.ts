import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  numeric,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { MEMBERSHIP_TIERS } from '@/core/rules/membership-tiers';
import { STAFF_ROLES } from '@/core/rules/staff-roles';

export const membershipTierEnum = pgEnum('membership_tier', MEMBERSHIP_TIERS);
export const staffRoleEnum = pgEnum('staff_role', STAFF_ROLES);
export const skillLevelEnum = pgEnum('skill_level', ['beginner', 'intermediate', 'advanced', 'expert']);
export const dominantHandEnum = pgEnum('dominant_hand', ['right', 'left']);

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** Admins, coaches and instructors. Coaches and instructors appear on the public site. */
export const staff = pgTable(
  'staff',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    role: staffRoleEnum('role').notNull(),
    /** The title the public sees, e.g. 'Head Coach & Founder'; the role label when empty. */
    jobTitle: text('job_title'),
    avatarUrl: text('avatar_url'),
    bio: text('bio'),
    specializations: text('specializations').array().notNull().default(sql`'{}'::text[]`),
    certifications: text('certifications').array().notNull().default(sql`'{}'::text[]`),
    phone: text('phone'),
    mobilePhone: text('mobile_phone'),
    // Order on the public coaches list; founders first.
    displayOrder: numeric('display_order', { mode: 'number' }).notNull().default(100),
    active: boolean('active').notNull().default(true),
    /** Whether the public coaches page and listing show this coach; admins hide a profile without deactivating. */
    profileShown: boolean('profile_shown').notNull().default(true),
    /** When the person proved the address is theirs (an invitation or reset link used); null until then. */
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex('staff_email_key').on(t.email)],
);

/**
 * Parents and guardians: the holders of a family account. They sign in to the Student Portal and act for
 * their children (juniors), who are linked to them in `guardian_links`.
 */
export const guardians = pgTable(
  'guardians',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    workPhone: text('work_phone'),
    /** When they declared they are 18 or over, as the family sign-up asks. */
    adultDeclaredAt: timestamp('adult_declared_at', { withTimezone: true }).notNull(),
    /** When they proved the address is theirs; until then they cannot act for a child. */
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    /** A new address the guardian asked for: the account keeps the current one until its link is opened. */
    pendingEmail: text('pending_email'),
    ...timestamps,
  },
  (t) => [uniqueIndex('guardians_email_key').on(t.email)],
);

/**
 * Students, most of them juniors: guardian and medical details are visible only to them, their guardians,
 * their coach and admins. A child under 13 has no login of their own (no username or password, and the
 * family's address for contact); their guardian signs in and acts for them.
 */
export const students = pgTable(
  'students',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The login address, or for a child without a login the family's contact address (siblings share it). */
    email: text('email').notNull(),
    username: text('username'),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    avatarUrl: text('avatar_url'),
    handicap: numeric('handicap', { precision: 4, scale: 1, mode: 'number' }),
    membershipTier: membershipTierEnum('membership_tier').notNull().default('free'),
    coachId: uuid('coach_id').references(() => staff.id, { onDelete: 'set null' }),
    dateOfBirth: date('date_of_birth'),
    phone: text('phone'),
    addressLine1: text('address_line_1'),
    addressLine2: text('address_line_2'),
    city: text('city'),
    county: text('state'),
    postalCode: text('postal_code'),
    skillLevel: skillLevelEnum('skill_level'),
    dominantHand: dominantHandEnum('dominant_hand'),
    previousGolfExperience: text('previous_golf_experience'),
    goals: text('goals'),
    medicalConditions: text('medical_conditions'),
    dietaryRestrictions: text('dietary_restrictions'),
    guardianName: text('parent_guardian_1_name'),
    guardianRelationship: text('parent_guardian_1_relationship'),
    guardianEmail: text('parent_guardian_1_email'),
    guardianPhone: text('parent_guardian_1_phone'),
    guardianWorkPhone: text('parent_guardian_1_work_phone'),
    emergencyContactName: text('emergency_contact_name'),
    emergencyContactRelationship: text('emergency_contact_relationship'),
    emergencyContactPhone: text('emergency_contact_phone'),
    pickupAuthorizedPersons: text('pickup_authorized_persons'),
    notes: text('notes'),
    /** When the student proved `email` is theirs; null until then, and nothing then can be uploaded or sent. */
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    /** A new address waiting for its link to be opened; `email` stays in use until it is. */
    pendingEmail: text('pending_email'),
    ...timestamps,
  },
  (t) => [
    // Unique among logins only: children without one share their guardian's address for contact.
    uniqueIndex('students_email_key').on(t.email).where(sql`${t.passwordHash} IS NOT NULL`),
    // Usernames are unique whatever their case.
    uniqueIndex('students_username_key').on(sql`lower(${t.username})`),
    index('students_coach_id_idx').on(t.coachId),
    // A login is a username and a password together, or neither (a child whose guardian signs in).
    check('students_login_check', sql`(${t.username} IS NULL) = (${t.passwordHash} IS NULL)`),
  ],
);

export const accountTypeEnum = pgEnum('account_type', ['student', 'staff', 'guardian']);

/** Server-side sessions: only the SHA-256 of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    accountType: accountTypeEnum('account_type').notNull(),
    studentId: uuid('student_id').references(() => students.id, { onDelete: 'cascade' }),
    staffId: uuid('staff_id').references(() => staff.id, { onDelete: 'cascade' }),
    guardianId: uuid('guardian_id').references(() => guardians.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    idleExpiresAt: timestamp('idle_expires_at', { withTimezone: true }).notNull(),
    absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true }).notNull(),
    persistent: boolean('persistent').notNull().default(false),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    index('sessions_student_id_idx').on(t.studentId),
    index('sessions_staff_id_idx').on(t.staffId),
    index('sessions_guardian_id_idx').on(t.guardianId),
    check(
      'sessions_owner_check',
      sql`num_nonnulls(${t.studentId}, ${t.staffId}, ${t.guardianId}) = 1 AND CASE ${t.accountType} WHEN 'student' THEN ${t.studentId} IS NOT NULL WHEN 'staff' THEN ${t.staffId} IS NOT NULL ELSE ${t.guardianId} IS NOT NULL END`,
    ),
  ],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    accountType: accountTypeEnum('account_type').notNull(),
    studentId: uuid('student_id').references(() => students.id, { onDelete: 'cascade' }),
    staffId: uuid('staff_id').references(() => staff.id, { onDelete: 'cascade' }),
    guardianId: uuid('guardian_id').references(() => guardians.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_token_hash_key').on(t.tokenHash),
    index('password_reset_tokens_student_id_idx').on(t.studentId),
    index('password_reset_tokens_staff_id_idx').on(t.staffId),
    index('password_reset_tokens_guardian_id_idx').on(t.guardianId),
  ],
);

/**
 * Links that prove a student or a guardian owns an address: the one they registered with, or a new one they
 * asked for. Only the SHA-256 of the token is stored; `email` is the address the link was sent to.
 */
export const emailConfirmationTokens = pgTable(
  'email_confirmation_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    studentId: uuid('student_id').references(() => students.id, { onDelete: 'cascade' }),
    guardianId: uuid('guardian_id').references(() => guardians.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('email_confirmation_tokens_token_hash_key').on(t.tokenHash),
    index('email_confirmation_tokens_student_id_idx').on(t.studentId),
    index('email_confirmation_tokens_guardian_id_idx').on(t.guardianId),
    check('email_confirmation_tokens_owner_check', sql`num_nonnulls(${t.studentId}, ${t.guardianId}) = 1`),
  ],
);
