import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { StorageItemKind } from '@/core/contracts/storage';
import type { DbOrTx } from '../../db/client';
import {
  breakParAttempts,
  challengeEvidence,
  coachMessages,
  resumableUploads,
  swingVideos,
  videoRenditions,
} from '../../db/schema/index';

export interface StoredItemRow {
  id: string;
  kind: StorageItemKind;
  name: string;
  size: number;
  createdAt: Date;
  /**
   * The message's subject or what a swing was for; or the level of the round the evidence was saved with
   * (null: not yet saved).
   */
  subject: string | null;
  level: number | null;
}

/**
 * The bytes a student uploaded themself: their messages' video and image, their Break Par evidence (saved
 * with a round or not) and their swings, with the converted forms of those videos, and the chunks of uploads
 * not yet finished. A coach's reply video or lesson video is the academy's, not counted.
 */
export function storageUsageRepository(db: DbOrTx) {
  return {
    async usedBytes(studentId: string): Promise<number> {
      // A converted video counts its converted files, and its original until that went to the trash.
      const result = await db.execute(sql`
        select
          (select coalesce(sum(coalesce(${coachMessages.imageSize}, 0)
                  + case when r.source_removed_at is null then coalesce(${coachMessages.videoSize}, 0) else 0 end
                  + coalesce(r.bytes, 0)), 0)
             from ${coachMessages} left join ${videoRenditions} r on r.source_key = ${coachMessages.videoKey}
             where ${coachMessages.studentId} = ${studentId})
          + (select coalesce(sum(case when r.source_removed_at is null then ${challengeEvidence.size} else 0 end
                  + coalesce(r.bytes, 0)), 0)
             from ${challengeEvidence} left join ${videoRenditions} r on r.source_key = ${challengeEvidence.fileKey}
             where ${challengeEvidence.studentId} = ${studentId})
          + (select coalesce(sum(case when r.source_removed_at is null then ${swingVideos.size} else 0 end
                  + coalesce(r.bytes, 0)), 0)
             from ${swingVideos} left join ${videoRenditions} r on r.source_key = ${swingVideos.fileKey}
             where ${swingVideos.studentId} = ${studentId})
          -- An upload in progress (or finished and not yet kept as a swing) holds what it received.
          + (select coalesce(sum(${resumableUploads.receivedBytes}), 0)
             from ${resumableUploads}
             where ${resumableUploads.studentId} = ${studentId} and ${resumableUploads.staffId} is null) as used`);
      return Number((result.rows[0] as { used: string | number }).used);
    },

    async unattachedEvidence(studentId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(challengeEvidence)
        .where(and(eq(challengeEvidence.studentId, studentId), isNull(challengeEvidence.attemptId)));
      return row?.n ?? 0;
    },

    /** Lets go of a message's video or image (the message stays); the key of the file it had. */
    async dropMessageFile(
      studentId: string,
      messageId: string,
      which: 'video' | 'image',
    ): Promise<string | null> {
      const [row] = await db
        .select({ video: coachMessages.videoKey, image: coachMessages.imageKey })
        .from(coachMessages)
        .where(and(eq(coachMessages.id, messageId), eq(coachMessages.studentId, studentId)));
      const key = row?.[which];
      if (!key) return null;
      await db
        .update(coachMessages)
        .set(
          which === 'video'
            ? { videoKey: null, videoMime: null, videoSize: null, videoFilename: null }
            : { imageKey: null, imageMime: null, imageSize: null, imageFilename: null },
        )
        .where(and(eq(coachMessages.id, messageId), eq(coachMessages.studentId, studentId)));
      return key;
    },

    /** Deletes one of the student's swings, reviewed or not; the key of its file. */
    async deleteSwing(studentId: string, id: string): Promise<string | null> {
      const [row] = await db
        .delete(swingVideos)
        .where(and(eq(swingVideos.id, id), eq(swingVideos.studentId, studentId)))
        .returning({ key: swingVideos.fileKey });
      return row?.key ?? null;
    },

    /** Deletes a piece of the student's evidence; the key of its file. */
    async deleteEvidence(studentId: string, id: string, kind: 'photo' | 'video'): Promise<string | null> {
      const [row] = await db
        .delete(challengeEvidence)
        .where(
          and(
            eq(challengeEvidence.id, id),
            eq(challengeEvidence.studentId, studentId),
            eq(challengeEvidence.kind, kind),
          ),
        )
        .returning({ key: challengeEvidence.fileKey });
      return row?.key ?? null;
    },

    async largest(studentId: string, limit: number): Promise<StoredItemRow[]> {
      const result = await db.execute(sql`
        select * from (
          select m.id, 'message_video' as kind, m.video_filename as name, m.video_size as size,
                 m.created_at, m.subject, null::int as level
            from ${coachMessages} m where m.student_id = ${studentId} and m.video_key is not null
          union all
          select m.id, 'message_image', m.image_filename, m.image_size, m.created_at, m.subject, null
            from ${coachMessages} m where m.student_id = ${studentId} and m.image_key is not null
          union all
          select v.id, 'swing', v.filename, v.size, v.created_at, v.for_label, null
            from ${swingVideos} v where v.student_id = ${studentId}
          union all
          select e.id, case when e.kind = 'photo' then 'evidence_photo' else 'evidence_video' end,
                 e.filename, e.size, e.created_at, null, a.level
            from ${challengeEvidence} e left join ${breakParAttempts} a on a.id = e.attempt_id
            where e.student_id = ${studentId}
        ) items order by size desc, created_at desc limit ${limit}`);
      return (
        result.rows as {
          id: string;
          kind: StorageItemKind;
          name: string;
          size: number | string;
          created_at: string | Date;
          subject: string | null;
          level: number | null;
        }[]
      ).map((r) => ({
        id: r.id,
        kind: r.kind,
        name: r.name,
        size: Number(r.size),
        createdAt: new Date(r.created_at),
        subject: r.subject,
        level: r.level === null ? null : Number(r.level),
      }));
    },
  };
}
