import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { breakParAttempts, drillAssignments, exerciseProgress, staff } from '../../db/schema/index';

/** The most reviews and rounds the student's coaching view lists: the latest ones, enough for a season. */
export const COACHING_HISTORY_LIMIT = 50;

/** What a student's coach recorded for them, read for the student's own coaching view. */
export function studentCoachingRepository(db: DbOrTx) {
  return {
    async exercisesOf(assignmentIds: readonly string[]) {
      if (assignmentIds.length === 0) return [];
      return db
        .select()
        .from(exerciseProgress)
        .where(inArray(exerciseProgress.assignmentId, [...assignmentIds]));
    },

    async reviewedDrills(studentId: string) {
      return db
        .select({
          id: drillAssignments.id,
          drillId: drillAssignments.drillId,
          rating: drillAssignments.coachRating,
          comment: drillAssignments.coachComments,
          reviewedAt: drillAssignments.reviewedAt,
          coachFirstName: staff.firstName,
          coachLastName: staff.lastName,
        })
        .from(drillAssignments)
        .leftJoin(staff, eq(staff.id, drillAssignments.coachId))
        .where(
          and(
            eq(drillAssignments.studentId, studentId),
            eq(drillAssignments.status, 'reviewed'),
            isNotNull(drillAssignments.reviewedAt),
          ),
        )
        .orderBy(desc(drillAssignments.reviewedAt), desc(drillAssignments.id))
        .limit(COACHING_HISTORY_LIMIT);
    },

    async rounds(studentId: string) {
      return db
        .select({
          id: breakParAttempts.id,
          level: breakParAttempts.level,
          totalScore: breakParAttempts.totalScore,
          targetScore: breakParAttempts.targetScore,
          passed: breakParAttempts.passed,
          completedAt: breakParAttempts.completedAt,
          verified: breakParAttempts.coachVerified,
          verifiedAt: breakParAttempts.verifiedAt,
          verifierFirstName: staff.firstName,
          verifierLastName: staff.lastName,
        })
        .from(breakParAttempts)
        .leftJoin(staff, eq(staff.id, breakParAttempts.verifiedBy))
        .where(eq(breakParAttempts.studentId, studentId))
        .orderBy(desc(breakParAttempts.completedAt), desc(breakParAttempts.id))
        .limit(COACHING_HISTORY_LIMIT);
    },
  };
}
