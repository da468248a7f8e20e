import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { guardians, staff, students } from './accounts';

/**
 * A request to delete a student's account, waiting for the e-mailed link to be opened. Only the SHA-256
 * of the link's token is stored; the link is used once and expires.
 */
export const accountDeletionTokens = pgTable(
  'account_deletion_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    /** The admin who asked on a guardian's behalf; null when the student asked. */
    requestedByStaffId: uuid('requested_by_staff_id').references(() => staff.id, { onDelete: 'set null' }),
    /** The guardian who asked for their child; the child's other guardian is told once it is done. */
    requestedByGuardianId: uuid('requested_by_guardian_id').references(() => guardians.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('account_deletion_tokens_token_hash_key').on(t.tokenHash),
    index('account_deletion_tokens_student_id_idx').on(t.studentId),
  ],
);

/** Each time a member of staff was shown a student's medical, emergency or guardian details, and how. */
export const privateDetailsAccessLog = pgTable(
  'private_details_access_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    /** The API operation that showed them, e.g. `GET /api/students/:id`. */
    route: text('route').notNull(),
    accessedAt: timestamp('accessed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('private_details_access_log_student_idx').on(t.studentId, t.accessedAt),
    index('private_details_access_log_staff_idx').on(t.staffId),
  ],
);

/** What a guardian chose for one child when asking to delete their family account. */
export type FamilyDeletionChoice = { id: string; action: 'delete' | 'keep' };

/**
 * A guardian's request to delete their family account, waiting for the e-mailed link: the choice for each
 * child is kept here, so nothing is deleted or unlinked until the link is opened.
 */
export const familyDeletionTokens = pgTable(
  'family_deletion_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    guardianId: uuid('guardian_id')
      .notNull()
      .references(() => guardians.id, { onDelete: 'cascade' }),
    children: jsonb('children').$type<FamilyDeletionChoice[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('family_deletion_tokens_token_hash_key').on(t.tokenHash),
    index('family_deletion_tokens_guardian_idx').on(t.guardianId),
  ],
);
