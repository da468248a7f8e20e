import { and, asc, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { videoRenditions } from '../../db/schema/index';
import type { ConvertedVideo } from './convert-video';

export type RenditionRow = typeof videoRenditions.$inferSelect;

/** The video_renditions table: the conversion queue, and the converted files of each stored video. */
export function videoRenditionsRepository(db: DbOrTx) {
  return {
    /** Queues a stored video once, however often it is asked. */
    async enqueue(sourceKey: string, now: Date): Promise<void> {
      await db.insert(videoRenditions).values({ sourceKey, createdAt: now }).onConflictDoNothing();
    },

    /**
     * Takes the oldest due video for this worker until `leaseUntil`. The row lock with SKIP LOCKED makes two
     * workers pick different rows; a claim left by a process that died runs out and the row is taken again.
     */
    async claimNext(now: Date, leaseUntil: Date): Promise<RenditionRow | undefined> {
      const free = or(isNull(videoRenditions.claimedUntil), lte(videoRenditions.claimedUntil, now));
      const due = db
        .select({ key: videoRenditions.sourceKey })
        .from(videoRenditions)
        .where(
          and(
            inArray(videoRenditions.status, ['queued', 'converting']),
            or(isNull(videoRenditions.nextAttemptAt), lte(videoRenditions.nextAttemptAt, now)),
            free,
          ),
        )
        .orderBy(asc(videoRenditions.createdAt), asc(videoRenditions.sourceKey))
        .limit(1)
        .for('update', { skipLocked: true });
      const [row] = await db
        .update(videoRenditions)
        .set({
          status: 'converting',
          claimedUntil: leaseUntil,
          startedAt: now,
          attempts: sql`${videoRenditions.attempts} + 1`,
        })
        .where(
          and(
            // A scalar subquery runs once; with IN the planner may run it again per row and claim several.
            eq(videoRenditions.sourceKey, sql`(${due})`),
            // Checked again on the locked row: another worker may have claimed it meanwhile.
            inArray(videoRenditions.status, ['queued', 'converting']),
            free,
          ),
        )
        .returning();
      return row;
    },

    async markReady(sourceKey: string, converted: ConvertedVideo, at: Date): Promise<boolean> {
      const rows = await db
        .update(videoRenditions)
        .set({ ...converted, status: 'ready', finishedAt: at, error: null, claimedUntil: null })
        .where(and(eq(videoRenditions.sourceKey, sourceKey), eq(videoRenditions.status, 'converting')))
        .returning({ key: videoRenditions.sourceKey });
      return rows.length === 1;
    },

    async markSourceRemoved(sourceKey: string, at: Date): Promise<void> {
      await db
        .update(videoRenditions)
        .set({ sourceRemovedAt: at })
        .where(eq(videoRenditions.sourceKey, sourceKey));
    },

    async retryLater(sourceKey: string, at: Date, reason: string): Promise<void> {
      await db
        .update(videoRenditions)
        .set({ status: 'queued', nextAttemptAt: at, claimedUntil: null, error: reason })
        .where(eq(videoRenditions.sourceKey, sourceKey));
    },

    /** Gives back a job stopped by shutdown, as if never tried: the next start takes it at once. */
    async release(sourceKey: string): Promise<void> {
      await db
        .update(videoRenditions)
        .set({
          status: 'queued',
          claimedUntil: null,
          attempts: sql`greatest(${videoRenditions.attempts} - 1, 0)`,
        })
        .where(and(eq(videoRenditions.sourceKey, sourceKey), eq(videoRenditions.status, 'converting')));
    },

    /** Failed for good; the original stays and plays. */
    async markFailed(sourceKey: string, reason: string, at: Date): Promise<void> {
      await db
        .update(videoRenditions)
        .set({ status: 'failed', claimedUntil: null, error: reason, finishedAt: at })
        .where(eq(videoRenditions.sourceKey, sourceKey));
    },

    async findByKey(sourceKey: string): Promise<RenditionRow | undefined> {
      const [row] = await db.select().from(videoRenditions).where(eq(videoRenditions.sourceKey, sourceKey));
      return row;
    },

    async findByKeys(sourceKeys: string[]): Promise<Map<string, RenditionRow>> {
      if (sourceKeys.length === 0) return new Map();
      const rows = await db
        .select()
        .from(videoRenditions)
        .where(inArray(videoRenditions.sourceKey, sourceKeys));
      return new Map(rows.map((row) => [row.sourceKey, row]));
    },

    async countsByStatus(): Promise<Record<string, number>> {
      const rows = await db
        .select({ status: videoRenditions.status, count: sql<number>`count(*)::int` })
        .from(videoRenditions)
        .groupBy(videoRenditions.status);
      return Object.fromEntries(rows.map((row) => [row.status, row.count]));
    },

    async latestFailures(limit: number): Promise<RenditionRow[]> {
      return db
        .select()
        .from(videoRenditions)
        .where(eq(videoRenditions.status, 'failed'))
        .orderBy(desc(videoRenditions.finishedAt))
        .limit(limit);
    },
  };
}
