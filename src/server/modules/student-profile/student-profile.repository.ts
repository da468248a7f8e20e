import { and, desc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  badges,
  coachMessages,
  drillAssignments,
  exerciseProgress,
  moduleAssignments,
  staff,
} from '../../db/schema/index';

export type ModuleAssignmentRow = typeof moduleAssignments.$inferSelect;
export type ChallengeType = (typeof badges.$inferSelect)['challengeType'];
export type MedalTier = (typeof badges.$inferSelect)['tier'];

/** The records the dashboard and profile read besides the student row itself. */
export function studentProfileRepository(db: DbOrTx) {
  return {
    /** Badge counts by challenge type and medal, in one grouped query. */
    async medalCounts(studentId: string) {
      const rows = await db
        .select({ type: badges.challengeType, tier: badges.tier, n: sql<number>`count(*)::int` })
        .from(badges)
        .where(eq(badges.studentId, studentId))
        .groupBy(badges.challengeType, badges.tier);
      return rows.map((r) => ({ type: r.type, tier: r.tier, count: Number(r.n) }));
    },

    /** The student's modules that are still assigned (archived ones are left out). */
    async activeModules(studentId: string): Promise<ModuleAssignmentRow[]> {
      return db
        .select()
        .from(moduleAssignments)
        .where(and(eq(moduleAssignments.studentId, studentId), ne(moduleAssignments.status, 'unassigned')))
        .orderBy(desc(moduleAssignments.assignedAt));
    },

    /** The ids of the exercises done in each of these assignments. */
    async completedExercises(
      assignmentIds: string[],
    ): Promise<{ assignmentId: string; exerciseId: string }[]> {
      if (assignmentIds.length === 0) return [];
      return db
        .select({ assignmentId: exerciseProgress.assignmentId, exerciseId: exerciseProgress.exerciseId })
        .from(exerciseProgress)
        .where(
          and(inArray(exerciseProgress.assignmentId, assignmentIds), eq(exerciseProgress.completed, true)),
        );
    },

    async latestBadges(studentId: string, limit: number) {
      return db
        .select({
          id: badges.id,
          badgeName: badges.badgeName,
          tier: badges.tier,
          challengeType: badges.challengeType,
          earnedAt: badges.earnedAt,
        })
        .from(badges)
        .where(eq(badges.studentId, studentId))
        .orderBy(desc(badges.earnedAt))
        .limit(limit);
    },

    async latestReviewedDrills(studentId: string, limit: number) {
      return db
        .select({
          id: drillAssignments.id,
          drillId: drillAssignments.drillId,
          coachRating: drillAssignments.coachRating,
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
        .orderBy(desc(drillAssignments.reviewedAt))
        .limit(limit);
    },

    async latestCoachReplies(studentId: string, limit: number) {
      return db
        .select({
          id: coachMessages.id,
          subject: coachMessages.subject,
          answeredAt: coachMessages.answeredAt,
          coachFirstName: staff.firstName,
          coachLastName: staff.lastName,
        })
        .from(coachMessages)
        .leftJoin(staff, eq(staff.id, coachMessages.coachId))
        .where(and(eq(coachMessages.studentId, studentId), isNotNull(coachMessages.answeredAt)))
        .orderBy(desc(coachMessages.answeredAt))
        .limit(limit);
    },
  };
}
export type StudentProfileRepository = ReturnType<typeof studentProfileRepository>;
