import { and, asc, desc, eq, isNull, ne, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import {
  breakParAttempts,
  drillAssignments,
  guardians,
  moduleAssignments,
  resumableUploads,
  staff,
  students,
  swingVideos,
} from '../../db/schema/index';
import type { StaffScope } from '../access/access-policy';

export type SwingInsert = typeof swingVideos.$inferInsert;

const reviewer = alias(staff, 'reviewer');

/** A swing with the names its presenter shows: the student's, the guardian's who sent it, the reviewer's. */
export interface SwingRow {
  swing: typeof swingVideos.$inferSelect;
  student: { firstName: string; lastName: string; coachId: string | null };
  guardian: { firstName: string; lastName: string } | null;
  reviewer: { firstName: string; lastName: string } | null;
}

export function swingsRepository(db: DbOrTx) {
  function listed(where: SQL | undefined) {
    return db
      .select({
        swing: swingVideos,
        student: { firstName: students.firstName, lastName: students.lastName, coachId: students.coachId },
        guardian: { firstName: guardians.firstName, lastName: guardians.lastName },
        reviewer: { firstName: reviewer.firstName, lastName: reviewer.lastName },
      })
      .from(swingVideos)
      .innerJoin(students, eq(students.id, swingVideos.studentId))
      .leftJoin(guardians, eq(guardians.id, swingVideos.sentByGuardianId))
      .leftJoin(reviewer, eq(reviewer.id, swingVideos.reviewedBy))
      .where(where);
  }

  return {
    /** Keeps a swing and lets go of the upload it came from, in one step: its bytes now count as the swing's. */
    async insertFromUpload(values: SwingInsert, uploadId: string): Promise<string> {
      const [row] = await db.insert(swingVideos).values(values).returning({ id: swingVideos.id });
      await db.delete(resumableUploads).where(eq(resumableUploads.id, uploadId));
      return row!.id;
    },

    async find(id: string): Promise<SwingRow | undefined> {
      const [row] = await listed(eq(swingVideos.id, id));
      return row as SwingRow | undefined;
    },

    /** A student's swings, newest first. */
    async forStudent(studentId: string): Promise<SwingRow[]> {
      return (await listed(eq(swingVideos.studentId, studentId)).orderBy(
        desc(swingVideos.createdAt),
      )) as SwingRow[];
    },

    /** The swings waiting for review among the students in scope, oldest first. */
    async waiting(scope: StaffScope, limit: number): Promise<SwingRow[]> {
      const inScope = 'all' in scope ? undefined : eq(students.coachId, scope.coachId);
      return (await listed(and(isNull(swingVideos.reviewedAt), inScope))
        .orderBy(asc(swingVideos.createdAt))
        .limit(limit)) as SwingRow[];
    },

    /** Records the review once: a second review of the same swing finds it already reviewed. */
    async review(
      id: string,
      review: { at: Date; by: string; comment: string; moments?: SwingInsert['moments'] },
    ): Promise<boolean> {
      const rows = await db
        .update(swingVideos)
        .set({
          reviewedAt: review.at,
          reviewedBy: review.by,
          reviewComment: review.comment,
          // Marks saved while reviewing stay unless the review brings its own.
          ...(review.moments && { moments: review.moments }),
        })
        .where(and(eq(swingVideos.id, id), isNull(swingVideos.reviewedAt)))
        .returning({ id: swingVideos.id });
      return rows.length > 0;
    },

    /** The coach's marks, replacing those before, before or after the review. */
    async setMoments(id: string, moments: NonNullable<SwingInsert['moments']>): Promise<void> {
      await db.update(swingVideos).set({ moments }).where(eq(swingVideos.id, id));
    },

    /** What a student may tie a swing to. */
    async targetsOf(studentId: string) {
      const [drills, modules, rounds] = await Promise.all([
        db
          .select({ id: drillAssignments.id, drillId: drillAssignments.drillId })
          .from(drillAssignments)
          .where(eq(drillAssignments.studentId, studentId))
          .orderBy(desc(drillAssignments.assignedAt)),
        db
          .select({ lessonId: moduleAssignments.lessonId })
          .from(moduleAssignments)
          .where(and(eq(moduleAssignments.studentId, studentId), ne(moduleAssignments.status, 'unassigned')))
          .orderBy(asc(moduleAssignments.lessonId)),
        db
          .select({
            id: breakParAttempts.id,
            level: breakParAttempts.level,
            at: breakParAttempts.completedAt,
          })
          .from(breakParAttempts)
          .where(eq(breakParAttempts.studentId, studentId))
          .orderBy(desc(breakParAttempts.completedAt))
          .limit(50),
      ]);
      return { drills, modules, rounds };
    },
  };
}
