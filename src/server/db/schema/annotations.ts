import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { Drawing, TemplateDrawing } from '@/core/contracts/annotations';
import { staff } from './accounts';
import { modelSwings } from './model-swings';
import { swingVideos } from './swings';

/**
 * Drawings over a video, kept as vector data beside it (never burned in). Each save is a new version, so
 * a save made on top of an older version than the latest is refused rather than overwriting a colleague's.
 * The video is a student's swing or a model swing, each by its own foreign key so the drawings go with it.
 */
export const videoAnnotations = pgTable(
  'video_annotations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    videoKind: text('video_kind').$type<'swing' | 'model_swing'>().notNull(),
    swingId: uuid('swing_id').references(() => swingVideos.id, { onDelete: 'cascade' }),
    modelSwingId: uuid('model_swing_id').references(() => modelSwings.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    drawings: jsonb('drawings').$type<Drawing[]>().notNull(),
    createdBy: uuid('created_by').references(() => staff.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One row per version of a video: two saves on the same base version cannot both land.
    unique('video_annotations_swing_version_key').on(t.swingId, t.version),
    unique('video_annotations_model_swing_version_key').on(t.modelSwingId, t.version),
    index('video_annotations_created_by_idx').on(t.createdBy),
    check(
      'video_annotations_video_check',
      sql`(${t.videoKind} = 'swing' and ${t.swingId} is not null and ${t.modelSwingId} is null)
        or (${t.videoKind} = 'model_swing' and ${t.modelSwingId} is not null and ${t.swingId} is null)`,
    ),
    check('video_annotations_version_check', sql`${t.version} > 0`),
  ],
);

/** A named set of drawings without frames ("shaft plane at address"), the academy's for any staff to apply. */
export const annotationTemplates = pgTable(
  'annotation_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    drawings: jsonb('drawings').$type<TemplateDrawing[]>().notNull(),
    createdBy: uuid('created_by').references(() => staff.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('annotation_templates_created_by_idx').on(t.createdBy)],
);
