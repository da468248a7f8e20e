import { sql } from 'drizzle-orm';
import { boolean, check, index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { guardians, staff, students } from './accounts';

/** How a coach hears of students' messages: each at once, one e-mail a day, or not by e-mail. */
export const messageEmailsEnum = pgEnum('message_emails', ['instant', 'daily', 'off']);

/**
 * What each person chose to be e-mailed about, beyond the e-mails that are part of a service (a booking's
 * confirmation, a junior's safeguarding copy), which cannot be turned off. No row: the defaults.
 * Exactly one of the owner columns is set; a guardian's row is their own, whichever child the news is of.
 */
export const emailPreferences = pgTable(
  'email_preferences',
  {
    /** 'staff:<id>', 'student:<id>' or 'guardian:<id>'. */
    reader: text('reader').primaryKey(),
    staffId: uuid('staff_id').references(() => staff.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id').references(() => students.id, { onDelete: 'cascade' }),
    guardianId: uuid('guardian_id').references(() => guardians.id, { onDelete: 'cascade' }),
    /** Staff: a student's new message. */
    studentMessages: messageEmailsEnum('student_messages').notNull().default('instant'),
    /** Students and guardians: the coach's reply, a drill reviewed, a round verified. */
    coachFeedback: boolean('coach_feedback').notNull().default(true),
    /** Admins: a download purchase request waiting while payments are off. */
    purchaseRequests: boolean('purchase_requests').notNull().default(true),
    /** When the coach's last daily digest went (or was found to have nothing to say). */
    lastDigestAt: timestamp('last_digest_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('email_preferences_staff_idx').on(t.staffId),
    index('email_preferences_student_idx').on(t.studentId),
    index('email_preferences_guardian_idx').on(t.guardianId),
    check(
      'email_preferences_owner_check',
      sql`num_nonnulls(${t.staffId}, ${t.studentId}, ${t.guardianId}) = 1`,
    ),
  ],
);

/**
 * The unsubscribe link of one e-mail: which reader and which kind of e-mail it stops. Only the token's
 * digest is stored; a link works for a year, as an old e-mail is still read.
 */
export const unsubscribeLinks = pgTable(
  'unsubscribe_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    reader: text('reader').notNull(),
    topic: text('topic').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('unsubscribe_links_reader_idx').on(t.reader),
    index('unsubscribe_links_created_idx').on(t.createdAt),
  ],
);
