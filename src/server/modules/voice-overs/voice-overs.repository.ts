import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import {
  coachMessages,
  drillAssignments,
  moduleAssignments,
  resumableUploads,
  staff,
  students,
  swingVideos,
  voiceOvers,
} from '../../db/schema/index';

export type VoiceOverInsert = typeof voiceOvers.$inferInsert;

/** A voice-over with the name of the coach who recorded it. */
export interface VoiceOverRow {
  voiceOver: typeof voiceOvers.$inferSelect;
  coach: { firstName: string; lastName: string } | null;
}

/** The column that names each kind of target. */
export const TARGET_COLUMNS = {
  swing: voiceOvers.swingId,
  drill: voiceOvers.drillAssignmentId,
  exercise: voiceOvers.moduleAssignmentId,
  message: voiceOvers.messageId,
} as const satisfies Record<string, PgColumn>;

export function voiceOversRepository(db: DbOrTx) {
  const studentRef = { id: students.id, coachId: students.coachId };
  return {
    /** Keeps a voice-over and lets go of the coach's upload it came from, in one step. */
    async insert(values: VoiceOverInsert, uploadId: string): Promise<string> {
      const [row] = await db.insert(voiceOvers).values(values).returning({ id: voiceOvers.id });
      await db.delete(resumableUploads).where(eq(resumableUploads.id, uploadId));
      return row!.id;
    },

    async find(id: string) {
      const [row] = await db.select().from(voiceOvers).where(eq(voiceOvers.id, id));
      return row;
    },

    /** The voice-overs of these targets of one kind, oldest first. */
    async of(kind: keyof typeof TARGET_COLUMNS, ids: readonly string[]): Promise<VoiceOverRow[]> {
      if (ids.length === 0) return [];
      return (await db
        .select({ voiceOver: voiceOvers, coach: { firstName: staff.firstName, lastName: staff.lastName } })
        .from(voiceOvers)
        .leftJoin(staff, eq(staff.id, voiceOvers.staffId))
        .where(inArray(TARGET_COLUMNS[kind], [...new Set(ids)]))
        .orderBy(asc(voiceOvers.createdAt))) as VoiceOverRow[];
    },

    async swing(id: string) {
      const [row] = await db
        .select({ student: studentRef, forLabel: swingVideos.forLabel })
        .from(swingVideos)
        .innerJoin(students, eq(students.id, swingVideos.studentId))
        .where(eq(swingVideos.id, id));
      return row;
    },

    async drillAssignment(id: string) {
      const [row] = await db
        .select({ student: studentRef, drillId: drillAssignments.drillId })
        .from(drillAssignments)
        .innerJoin(students, eq(students.id, drillAssignments.studentId))
        .where(eq(drillAssignments.id, id));
      return row;
    },

    async moduleAssignment(id: string) {
      const [row] = await db
        .select({
          student: studentRef,
          lessonId: moduleAssignments.lessonId,
          status: moduleAssignments.status,
        })
        .from(moduleAssignments)
        .innerJoin(students, eq(students.id, moduleAssignments.studentId))
        .where(eq(moduleAssignments.id, id));
      return row;
    },

    async staffName(id: string) {
      const [row] = await db
        .select({ firstName: staff.firstName, lastName: staff.lastName })
        .from(staff)
        .where(eq(staff.id, id));
      return row;
    },

    async message(id: string) {
      const [row] = await db
        .select({ student: studentRef, message: coachMessages })
        .from(coachMessages)
        .innerJoin(students, eq(students.id, coachMessages.studentId))
        .where(eq(coachMessages.id, id));
      return row;
    },

    /** Marks a swing reviewed if it was not yet, leaving any written review as it was. */
    async markSwingReviewed(id: string, review: { at: Date; by: string }): Promise<void> {
      await db
        .update(swingVideos)
        .set({ reviewedAt: review.at, reviewedBy: review.by })
        .where(and(eq(swingVideos.id, id), isNull(swingVideos.reviewedAt)));
    },

    /**
     * A voice-over is part of the coach's reply: an unanswered message becomes answered by it (the coach it
     * was sent to, or who answered, stays); either way the student has something new to read.
     */
    async markMessageAnswered(id: string, answer: { at: Date; by: string }): Promise<void> {
      await db
        .update(coachMessages)
        .set({
          status: sql`case when ${coachMessages.status} in ('pending', 'in_progress') then 'answered'::message_status else ${coachMessages.status} end`,
          answeredAt: sql`coalesce(${coachMessages.answeredAt}, ${answer.at.toISOString()}::timestamptz)`,
          readByStudent: false,
          readByCoachAt: sql`coalesce(${coachMessages.readByCoachAt}, ${answer.at.toISOString()}::timestamptz)`,
          coachId: sql`coalesce(${coachMessages.coachId}, ${answer.by}::uuid)`,
        })
        .where(eq(coachMessages.id, id));
    },
  };
}
