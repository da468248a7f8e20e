import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { MembershipTier } from '@/core/rules/membership-tiers';
import type { DbOrTx } from '../../db/client';
import { learningVideos, students, videoProgress } from '../../db/schema/index';

export type VideoRow = typeof learningVideos.$inferSelect;
export type NewVideo = typeof learningVideos.$inferInsert;
export interface ProgressRow {
  progress: number;
  completedAt: Date | null;
}
export type VideoWithProgress = VideoRow & { watch: ProgressRow | null };

const order = [
  asc(learningVideos.displayOrder),
  desc(learningVideos.publishedDate),
  asc(learningVideos.title),
];

export function learningRepository(db: DbOrTx) {
  return {
    /** The student's tier, read fresh so a tier an admin changes applies at once. */
    async studentTier(studentId: string): Promise<MembershipTier | undefined> {
      const [row] = await db
        .select({ tier: students.membershipTier })
        .from(students)
        .where(eq(students.id, studentId))
        .limit(1);
      return row?.tier;
    },

    /** Offered videos with this student's progress, in the academy's order (one query). */
    async listActiveWithProgress(studentId: string): Promise<VideoWithProgress[]> {
      const rows = await db
        .select({
          video: learningVideos,
          progress: videoProgress.progress,
          completedAt: videoProgress.completedAt,
        })
        .from(learningVideos)
        .leftJoin(
          videoProgress,
          and(eq(videoProgress.videoId, learningVideos.id), eq(videoProgress.studentId, studentId)),
        )
        .where(eq(learningVideos.active, true))
        .orderBy(...order);
      return rows.map((r) => ({
        ...r.video,
        watch: r.progress === null ? null : { progress: r.progress, completedAt: r.completedAt },
      }));
    },

    async findActiveWithProgress(studentId: string, videoId: string): Promise<VideoWithProgress | undefined> {
      const [row] = await db
        .select({
          video: learningVideos,
          progress: videoProgress.progress,
          completedAt: videoProgress.completedAt,
        })
        .from(learningVideos)
        .leftJoin(
          videoProgress,
          and(eq(videoProgress.videoId, learningVideos.id), eq(videoProgress.studentId, studentId)),
        )
        .where(and(eq(learningVideos.id, videoId), eq(learningVideos.active, true)))
        .limit(1);
      if (!row) return undefined;
      return {
        ...row.video,
        watch: row.progress === null ? null : { progress: row.progress, completedAt: row.completedAt },
      };
    },

    /**
     * Records how far a student has watched. Progress only moves forward, so watching the opening again
     * never undoes a finished video; completing sets 100 and the time.
     */
    async saveProgress(
      studentId: string,
      videoId: string,
      values: { progress: number; completedAt?: Date; now: Date },
    ): Promise<ProgressRow> {
      const [row] = await db
        .insert(videoProgress)
        .values({
          studentId,
          videoId,
          progress: values.progress,
          completedAt: values.completedAt ?? null,
          updatedAt: values.now,
        })
        .onConflictDoUpdate({
          target: [videoProgress.studentId, videoProgress.videoId],
          set: {
            progress: sql`greatest(${videoProgress.progress}, excluded.progress)`,
            completedAt: sql`coalesce(${videoProgress.completedAt}, excluded.completed_at)`,
            updatedAt: values.now,
          },
        })
        .returning({ progress: videoProgress.progress, completedAt: videoProgress.completedAt });
      return row!;
    },

    /** Every video, retired ones too when asked, in the academy's order. */
    async listAll(options: { includeRetired: boolean }): Promise<VideoRow[]> {
      return db
        .select()
        .from(learningVideos)
        .where(options.includeRetired ? undefined : eq(learningVideos.active, true))
        .orderBy(...order);
    },

    async findById(id: string): Promise<VideoRow | undefined> {
      const [row] = await db.select().from(learningVideos).where(eq(learningVideos.id, id)).limit(1);
      return row;
    },

    async nextDisplayOrder(): Promise<number> {
      const [row] = await db
        .select({ max: sql<number | null>`max(${learningVideos.displayOrder})` })
        .from(learningVideos);
      return Number(row?.max ?? 0) + 10;
    },

    async insert(values: NewVideo): Promise<VideoRow> {
      const [row] = await db.insert(learningVideos).values(values).returning();
      return row!;
    },

    async update(id: string, values: Partial<NewVideo>): Promise<VideoRow | undefined> {
      const [row] = await db.update(learningVideos).set(values).where(eq(learningVideos.id, id)).returning();
      return row;
    },

    async allIds(): Promise<string[]> {
      const rows = await db.select({ id: learningVideos.id }).from(learningVideos);
      return rows.map((r) => r.id);
    },

    /** Numbers the videos in the given order, ten apart so a single insert never renumbers. */
    async setOrder(ids: string[], now: Date): Promise<void> {
      if (!ids.length) return;
      const cases = sql.join(
        ids.map((id, index) => sql`when ${id}::uuid then ${(index + 1) * 10}::int`),
        sql` `,
      );
      await db
        .update(learningVideos)
        .set({ displayOrder: sql`case ${learningVideos.id} ${cases} end`, updatedAt: now })
        .where(inArray(learningVideos.id, ids));
    },
  };
}
export type LearningRepository = ReturnType<typeof learningRepository>;
