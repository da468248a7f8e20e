import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, real, text, timestamp } from 'drizzle-orm/pg-core';

/** Where the tiles of a storyboard sit: thumbnail i shows the frame at i × intervalSeconds. */
export interface StoryboardLayout {
  columns: number;
  rows: number;
  count: number;
  width: number;
  height: number;
  intervalSeconds: number;
}

/**
 * The converted forms of one stored video, keyed by the original's storage key, and the queue that makes
 * them: a worker claims a row for a lease (so a killed process's claim runs out and is taken again),
 * converts, checks the result and only then moves the original to the trash. Whose video it is follows
 * from the row that names the source key (a lesson, evidence, a message, an exercise).
 */
export const videoRenditions = pgTable(
  'video_renditions',
  {
    sourceKey: text('source_key').primaryKey(),
    /** queued, converting, ready, failed. */
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    /** While in the future, one worker is converting the row; after it, the row is free to be taken again. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    /** Null: due at once. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    fullKey: text('full_key'),
    phoneKey: text('phone_key'),
    posterKey: text('poster_key'),
    storyboardKey: text('storyboard_key'),
    fps: real('fps'),
    frameCount: integer('frame_count'),
    durationSeconds: real('duration_seconds'),
    width: integer('width'),
    height: integer('height'),
    /** The converted files' bytes together, counted in their owner's storage use. */
    bytes: integer('bytes'),
    storyboardLayout: jsonb('storyboard_layout').$type<StoryboardLayout>(),
    /** When the original went to the trash, after the converted file was checked. */
    sourceRemovedAt: timestamp('source_removed_at', { withTimezone: true }),
  },
  (t) => [
    index('video_renditions_status_idx').on(t.status, t.nextAttemptAt),
    check('video_renditions_status_check', sql`${t.status} in ('queued', 'converting', 'ready', 'failed')`),
  ],
);
