import { sql } from 'drizzle-orm';
import { check, index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { guardians, students } from './accounts';

/**
 * A guardian's link to a junior: at most two per junior, ended (deleted) on the junior's 18th birthday, when
 * the account becomes the young adult's own. `relationship` is what the profile shows as
 * parent_guardian_1_relationship ('Mother', 'Grandfather', ...).
 */
export const guardianLinks = pgTable(
  'guardian_links',
  {
    guardianId: uuid('guardian_id')
      .notNull()
      .references(() => guardians.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    relationship: text('relationship').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('guardian_links_pair_key').on(t.guardianId, t.studentId),
    index('guardian_links_student_idx').on(t.studentId, t.createdAt),
  ],
);

/**
 * What a family invitation asks of the person who opens it:
 * - second_guardian: a guardian invites a second guardian to share a child;
 * - junior_login: a guardian gives a 13–17-year-old a login of their own;
 * - guardian_of_junior: a 13–17-year-old who registered alone asks a guardian to link to them;
 * - adult_takeover: a child without a login turned 18 and is invited to take the account over.
 */
export const familyInvitationKindEnum = pgEnum('family_invitation_kind', [
  'second_guardian',
  'junior_login',
  'guardian_of_junior',
  'adult_takeover',
]);

/** Single-use, expiring links; only the SHA-256 of the token is stored, as with every other link. */
export const familyInvitations = pgTable(
  'family_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    kind: familyInvitationKindEnum('kind').notNull(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    /** The guardian who sent it; null when the junior did (guardian_of_junior) or the academy (adult_takeover). */
    invitedByGuardianId: uuid('invited_by_guardian_id').references(() => guardians.id, {
      onDelete: 'cascade',
    }),
    email: text('email').notNull(),
    /** For guardian invitations: how the invitee is related to the child, as the inviter described it. */
    relationship: text('relationship'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('family_invitations_token_hash_key').on(t.tokenHash),
    index('family_invitations_student_idx').on(t.studentId),
    check('family_invitations_expiry_check', sql`${t.expiresAt} > ${t.createdAt}`),
  ],
);
