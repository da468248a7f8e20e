import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { SwingMoments } from '@/core/contracts/video-playback';
import { guardians, staff, students } from './accounts';

/**
 * A file sent in chunks that may arrive over several connections (a phone losing signal on the range). Each
 * chunk is kept as its own stored part until the last arrives, then the parts are joined by streaming into
 * one file. The bytes received count against the student's upload space from the first chunk, so a file
 * never finished cannot fill the store; an abandoned one goes with its parts after `expires_at`.
 */
export const resumableUploads = pgTable(
  'resumable_uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Whose upload space it uses: the student, also when their guardian sends it for them. */
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    /** Set when a guardian started it: then only that guardian may continue it. */
    guardianId: uuid('guardian_id').references(() => guardians.id, { onDelete: 'cascade' }),
    /**
     * Set when a member of staff started it (a coach's voice-over for this student): only they may continue
     * it, and its bytes are the academy's, not counted in the student's space.
     */
    staffId: uuid('staff_id').references(() => staff.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    filename: text('filename').notNull(),
    declaredSize: bigint('declared_size', { mode: 'number' }).notNull(),
    receivedBytes: bigint('received_bytes', { mode: 'number' }).notNull().default(0),
    /** Decided from the first chunk's bytes. */
    mime: text('mime'),
    extension: text('extension'),
    /** Storage keys of the chunks received so far, in order. */
    partKeys: text('part_keys').array().notNull().default(sql`'{}'::text[]`),
    completedKey: text('completed_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('resumable_uploads_student_idx').on(t.studentId),
    index('resumable_uploads_expires_idx').on(t.expiresAt),
    check('resumable_uploads_received_check', sql`${t.receivedBytes} between 0 and ${t.declaredSize}`),
  ],
);

export const swingPurposeEnum = pgEnum('swing_purpose', ['drill', 'exercise', 'round', 'coach']);

/** A swing video a student (or their guardian) sends for their coach to review. */
export const swingVideos = pgTable(
  'swing_videos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    /** Set when a guardian sent it for their child; otherwise the student sent it. */
    sentByGuardianId: uuid('sent_by_guardian_id').references(() => guardians.id, { onDelete: 'set null' }),
    purpose: swingPurposeEnum('purpose').notNull(),
    /** A drill assignment id, an exercise id, a Break Par round id, or none (for the coach generally). */
    targetId: text('target_id'),
    /** What it is for, in words, as it was when sent ("Drill: Gate Drill"): the queue reads it without joins. */
    forLabel: text('for_label').notNull(),
    note: text('note'),
    fileKey: text('file_key').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    filename: text('filename').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: uuid('reviewed_by').references(() => staff.id, { onDelete: 'set null' }),
    reviewComment: text('review_comment'),
    moments: jsonb('moments').$type<SwingMoments>(),
  },
  (t) => [
    index('swing_videos_student_idx').on(t.studentId, t.createdAt),
    // The review queue reads the waiting swings, oldest first.
    index('swing_videos_waiting_idx').on(t.createdAt).where(sql`${t.reviewedAt} is null`),
    check('swing_videos_note_check', sql`${t.note} is null or char_length(${t.note}) <= 1000`),
  ],
);
