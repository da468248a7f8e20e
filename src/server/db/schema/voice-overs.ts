import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { staff, students } from './accounts';
import { coachMessages, drillAssignments, moduleAssignments } from './student-portal';
import { swingVideos } from './swings';

/**
 * A coach's voice-over: a video of the student's played in the analysis player, recorded with the coach
 * talking. It belongs to exactly one target — a swing, a drill assignment, one exercise of a module
 * assignment, or a message (as part of the coach's reply) — and goes with it. The file is the academy's
 * (not counted in the student's space); the row names the student so access, export and erasure read one
 * column.
 */
export const voiceOvers = pgTable(
  'voice_overs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    swingId: uuid('swing_id').references(() => swingVideos.id, { onDelete: 'cascade' }),
    drillAssignmentId: uuid('drill_assignment_id').references(() => drillAssignments.id, {
      onDelete: 'cascade',
    }),
    /** With `exerciseId`: one exercise of an assigned module. */
    moduleAssignmentId: uuid('module_assignment_id'),
    exerciseId: text('exercise_id'),
    messageId: uuid('message_id').references(() => coachMessages.id, { onDelete: 'cascade' }),
    staffId: uuid('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    fileKey: text('file_key').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    filename: text('filename').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'voice_overs_module_assignment_fk',
      columns: [t.moduleAssignmentId],
      foreignColumns: [moduleAssignments.id],
    }).onDelete('cascade'),
    index('voice_overs_student_idx').on(t.studentId, t.createdAt),
    index('voice_overs_swing_idx').on(t.swingId),
    index('voice_overs_drill_assignment_idx').on(t.drillAssignmentId),
    index('voice_overs_exercise_idx').on(t.moduleAssignmentId, t.exerciseId),
    index('voice_overs_message_idx').on(t.messageId),
    check(
      'voice_overs_one_target_check',
      sql`num_nonnulls(${t.swingId}, ${t.drillAssignmentId}, ${t.moduleAssignmentId}, ${t.messageId}) = 1
        and (${t.moduleAssignmentId} is null) = (${t.exerciseId} is null)`,
    ),
  ],
);
