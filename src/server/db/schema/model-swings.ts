import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Handedness, ModelSwingView } from '@/core/contracts/model-swings';
import type { SwingMoments } from '@/core/contracts/video-playback';
import { staff } from './accounts';

/** How an uploaded file's frames run, read from its MP4 header when they run at one constant rate. */
export interface StoredFrameTiming {
  fps: number;
  frameCount: number;
  durationSeconds: number;
  width: number | null;
  height: number | null;
}

/**
 * The academy's model swings: reference videos staff analyse and compare with a pupil's. They are the
 * academy's own, not any student's, so no student's export or deletion reaches them.
 */
export const modelSwings = pgTable(
  'model_swings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    club: text('club').notNull(),
    view: text('view').$type<ModelSwingView>().notNull(),
    handedness: text('handedness').$type<Handedness>().notNull(),
    fileKey: text('file_key').notNull(),
    fileMime: text('file_mime').notNull(),
    fileSize: integer('file_size').notNull(),
    fileFilename: text('file_filename').notNull(),
    /** Frame numbers of address, top and impact, as staff marked them. */
    moments: jsonb('moments').$type<SwingMoments>().notNull().default({}),
    /** Null when the file's rate is not known to be constant: then no frame numbers are claimed. */
    timing: jsonb('timing').$type<StoredFrameTiming>(),
    createdBy: uuid('created_by').references(() => staff.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('model_swings_created_by_idx').on(t.createdBy)],
);
