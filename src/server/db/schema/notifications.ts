import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { guardians, staff, students } from './accounts';

/**
 * When each reader last opened their notifications list: anything newer is unread. The list itself is read
 * from the records it tells of (messages, drills, rounds, bookings), so there is no second copy to drift.
 * A reader is a member of staff, a student, or a guardian for one child (each child's list is seen apart).
 * `reader` is the one key the upsert needs; the id columns say whose row it is, so a deletion takes it too.
 */
export const notificationReads = pgTable(
  'notification_reads',
  {
    reader: text('reader').primaryKey(),
    staffId: uuid('staff_id').references(() => staff.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id').references(() => students.id, { onDelete: 'cascade' }),
    guardianId: uuid('guardian_id').references(() => guardians.id, { onDelete: 'cascade' }),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('notification_reads_staff_idx').on(t.staffId),
    index('notification_reads_student_idx').on(t.studentId),
    index('notification_reads_guardian_idx').on(t.guardianId),
    check(
      'notification_reads_owner_check',
      sql`(${t.staffId} is null) <> (${t.studentId} is null) and (${t.guardianId} is null or ${t.studentId} is not null)`,
    ),
  ],
);
