import { eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { videoRenditions } from '../../db/schema/index';
import type { RenditionRow } from './video-renditions.repository';

/**
 * Every storage key of a video the product keeps, in one place: lesson videos, Break Par evidence videos,
 * message and reply videos, coach exercise videos, swings and the coach's voice-overs. A new kind of video
 * is added here.
 */
const storedVideoKeys = sql`(
  select file_key as key from learning_videos where file_key is not null
  union select file_key from challenge_evidence where kind = 'video'
  union select video_key from coach_messages where video_key is not null
  union select coach_video_key from coach_messages where coach_video_key is not null
  union select video_key from exercise_progress where video_key is not null
  union select file_key from swing_videos
  union select file_key from voice_overs
)`;

export function videoSourcesRepository(db: DbOrTx) {
  return {
    /** Queues every stored video that has no rendition row yet; answers how many were queued. */
    async backfill(now: Date): Promise<number> {
      const result = await db.execute(sql`
        insert into ${videoRenditions} (source_key, created_at)
        select k.key, ${now.toISOString()}::timestamptz from ${storedVideoKeys} k
        where not exists (select 1 from ${videoRenditions} r where r.source_key = k.key)
        on conflict do nothing
        returning source_key`);
      return result.rows.length;
    },

    /** Renditions whose video no row names any more (a deleted message, evidence, lesson or account). */
    async orphans(limit: number): Promise<RenditionRow[]> {
      const keys = await db.execute<{ source_key: string }>(sql`
        select r.source_key from ${videoRenditions} r
        where not exists (select 1 from ${storedVideoKeys} k where k.key = r.source_key)
        limit ${limit}`);
      if (keys.rows.length === 0) return [];
      return db
        .select()
        .from(videoRenditions)
        .where(
          inArray(
            videoRenditions.sourceKey,
            keys.rows.map((row: { source_key: string }) => row.source_key),
          ),
        );
    },

    async remove(sourceKey: string): Promise<void> {
      await db.delete(videoRenditions).where(eq(videoRenditions.sourceKey, sourceKey));
    },
  };
}
