import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  breakParAttempts,
  challengeEvidence,
  chippingResults,
  ladderCompletions,
  students,
} from '../../db/schema/index';

export type AttemptRow = typeof breakParAttempts.$inferSelect;
export type NewAttempt = typeof breakParAttempts.$inferInsert;
export type EvidenceRow = typeof challengeEvidence.$inferSelect;
export type NewEvidence = typeof challengeEvidence.$inferInsert;
export type LadderCompletionRow = typeof ladderCompletions.$inferSelect;
export type ChippingResultRow = typeof chippingResults.$inferSelect;

/** Per level: how often it was played and passed, its best passing score and when it was first passed. */
export interface LevelSummary {
  level: number;
  attempts: number;
  passes: number;
  bestPassing: number | null;
  firstPassedAt: Date | null;
  totalScores: number;
  bestAgainstPar: number | null;
  firstAt: Date;
  lastAt: Date;
}

export function challengesRepository(db: DbOrTx) {
  return {
    /* ----------------------------------- Break Par ----------------------------------- */

    async levelSummaries(studentId: string): Promise<LevelSummary[]> {
      const t = breakParAttempts;
      return db
        .select({
          level: t.level,
          attempts: sql<number>`count(*)::int`,
          passes: sql<number>`(count(*) filter (where ${t.passed}))::int`,
          bestPassing: sql<number | null>`(min(${t.totalScore}) filter (where ${t.passed}))::int`,
          firstPassedAt: sql<Date | null>`min(${t.completedAt}) filter (where ${t.passed})`.mapWith(
            (v: string | Date | null) => (v === null ? null : new Date(v)),
          ),
          totalScores: sql<number>`sum(${t.totalScore})::int`,
          bestAgainstPar: sql<number | null>`min(${t.totalScore} - ${t.par})::int`,
          firstAt: sql<Date>`min(${t.createdAt})`.mapWith((v: string | Date) => new Date(v)),
          lastAt: sql<Date>`max(${t.updatedAt})`.mapWith((v: string | Date) => new Date(v)),
        })
        .from(t)
        .where(eq(t.studentId, studentId))
        .groupBy(t.level);
    },

    async insertAttempt(values: NewAttempt): Promise<AttemptRow> {
      const [row] = await db.insert(breakParAttempts).values(values).returning();
      return row!;
    },

    async findAttempt(id: string): Promise<AttemptRow | undefined> {
      const [row] = await db.select().from(breakParAttempts).where(eq(breakParAttempts.id, id)).limit(1);
      return row;
    },

    async recentAttempts(studentId: string, limit: number): Promise<AttemptRow[]> {
      return db
        .select()
        .from(breakParAttempts)
        .where(eq(breakParAttempts.studentId, studentId))
        .orderBy(desc(breakParAttempts.completedAt), desc(breakParAttempts.id))
        .limit(limit);
    },

    /** The latest rounds of the students in scope, with the student's name; optionally only those with evidence. */
    async attemptsForStaff(
      scope: { all: true } | { coachId: string },
      onlyWithEvidence: boolean,
      limit: number,
    ) {
      const hasEvidence = sql<boolean>`exists (select 1 from ${challengeEvidence} e where e.attempt_id = ${breakParAttempts.id})`;
      return db
        .select({
          attempt: breakParAttempts,
          student: { id: students.id, firstName: students.firstName, lastName: students.lastName },
          hasEvidence,
        })
        .from(breakParAttempts)
        .innerJoin(students, eq(students.id, breakParAttempts.studentId))
        .where(
          and(
            'all' in scope ? undefined : eq(students.coachId, scope.coachId),
            onlyWithEvidence ? hasEvidence : undefined,
          ),
        )
        .orderBy(desc(breakParAttempts.completedAt), desc(breakParAttempts.id))
        .limit(limit);
    },

    async setVerified(id: string, verified: boolean, staffId: string, now: Date): Promise<AttemptRow> {
      const [row] = await db
        .update(breakParAttempts)
        .set({
          coachVerified: verified,
          verifiedBy: verified ? staffId : null,
          verifiedAt: verified ? now : null,
          updatedAt: now,
        })
        .where(eq(breakParAttempts.id, id))
        .returning();
      return row!;
    },

    /** The evidence of several attempts at once (no query per attempt). */
    async evidenceOf(attemptIds: string[]): Promise<EvidenceRow[]> {
      if (attemptIds.length === 0) return [];
      return db.select().from(challengeEvidence).where(inArray(challengeEvidence.attemptId, attemptIds));
    },

    async insertEvidence(values: NewEvidence): Promise<EvidenceRow> {
      const [row] = await db.insert(challengeEvidence).values(values).returning();
      return row!;
    },

    async findEvidence(id: string): Promise<EvidenceRow | undefined> {
      const [row] = await db.select().from(challengeEvidence).where(eq(challengeEvidence.id, id)).limit(1);
      return row;
    },

    /** The student's own evidence not yet attached to a round, among `ids`. */
    async unattachedEvidence(studentId: string, ids: string[]): Promise<EvidenceRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(challengeEvidence)
        .where(
          and(
            eq(challengeEvidence.studentId, studentId),
            isNull(challengeEvidence.attemptId),
            inArray(challengeEvidence.id, ids),
          ),
        );
    },

    async attachEvidence(id: string, attemptId: string, hole: number): Promise<void> {
      await db.update(challengeEvidence).set({ attemptId, hole }).where(eq(challengeEvidence.id, id));
    },

    /* ------------------------------------ Putting ------------------------------------ */

    async insertLadderCompletion(
      values: typeof ladderCompletions.$inferInsert,
    ): Promise<LadderCompletionRow> {
      const [row] = await db.insert(ladderCompletions).values(values).returning();
      return row!;
    },

    async ladderCompletions(studentId: string): Promise<LadderCompletionRow[]> {
      return db
        .select()
        .from(ladderCompletions)
        .where(eq(ladderCompletions.studentId, studentId))
        .orderBy(desc(ladderCompletions.completedAt), desc(ladderCompletions.id));
    },

    /* ------------------------------------ Chipping ----------------------------------- */

    async insertChippingResult(values: typeof chippingResults.$inferInsert): Promise<ChippingResultRow> {
      const [row] = await db.insert(chippingResults).values(values).returning();
      return row!;
    },

    async recentChippingResults(studentId: string, limit: number): Promise<ChippingResultRow[]> {
      return db
        .select()
        .from(chippingResults)
        .where(eq(chippingResults.studentId, studentId))
        .orderBy(desc(chippingResults.completedAt), desc(chippingResults.id))
        .limit(limit);
    },

    async chippingSummary(studentId: string) {
      const [row] = await db
        .select({
          testsCompleted: count(),
          average: sql<number | null>`round(avg(${chippingResults.totalScore}))::int`,
          best: sql<number | null>`max(${chippingResults.totalScore})::int`,
          distinctTests: sql<number>`count(distinct ${chippingResults.testId})::int`,
        })
        .from(chippingResults)
        .where(eq(chippingResults.studentId, studentId));
      return row ?? { testsCompleted: 0, average: null, best: null, distinctTests: 0 };
    },

    /** Whether a saved result of this test has exactly this total (what the old award call may confirm). */
    async hasChippingResult(studentId: string, testId: string, total: number): Promise<boolean> {
      const [row] = await db
        .select({ id: chippingResults.id })
        .from(chippingResults)
        .where(
          and(
            eq(chippingResults.studentId, studentId),
            eq(chippingResults.testId, testId),
            eq(chippingResults.totalScore, total),
          ),
        )
        .limit(1);
      return Boolean(row);
    },
  };
}
