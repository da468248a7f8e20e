import { and, eq, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { resumableUploads } from '../../db/schema/index';

export type ResumableUploadRow = typeof resumableUploads.$inferSelect;

export function resumableUploadsRepository(db: DbOrTx) {
  return {
    async insert(values: typeof resumableUploads.$inferInsert): Promise<ResumableUploadRow> {
      const [row] = await db.insert(resumableUploads).values(values).returning();
      return row!;
    },

    async find(id: string): Promise<ResumableUploadRow | undefined> {
      const [row] = await db.select().from(resumableUploads).where(eq(resumableUploads.id, id));
      return row;
    },

    /**
     * Adds a stored chunk, only if the upload still stands at the offset the chunk was sent for: of two
     * chunks sent for the same offset, the second finds the offset moved and adds nothing.
     */
    async appendPart(
      id: string,
      offset: number,
      part: { key: string; size: number },
      type: { mime: string; extension: string },
    ): Promise<ResumableUploadRow | undefined> {
      const [row] = await db
        .update(resumableUploads)
        .set({
          receivedBytes: sql`${resumableUploads.receivedBytes} + ${part.size}`,
          partKeys: sql`array_append(${resumableUploads.partKeys}, ${part.key})`,
          mime: type.mime,
          extension: type.extension,
        })
        .where(
          and(
            eq(resumableUploads.id, id),
            eq(resumableUploads.receivedBytes, offset),
            sql`${resumableUploads.completedKey} is null`,
          ),
        )
        .returning();
      return row;
    },

    /** The parts are one file now: the row names it instead of them. */
    async complete(id: string, completedKey: string): Promise<void> {
      await db
        .update(resumableUploads)
        .set({ completedKey, partKeys: [] })
        .where(eq(resumableUploads.id, id));
    },

    async remove(id: string): Promise<void> {
      await db.delete(resumableUploads).where(eq(resumableUploads.id, id));
    },

    /** Uploads past their time, deleted; answers the files they named for the caller to remove. */
    async deleteExpired(now: Date): Promise<string[]> {
      const rows = await db
        .delete(resumableUploads)
        .where(lt(resumableUploads.expiresAt, now))
        .returning({ parts: resumableUploads.partKeys, completed: resumableUploads.completedKey });
      return rows.flatMap((r) => [...r.parts, ...(r.completed ? [r.completed] : [])]);
    },
  };
}
