import { drillCatalogue } from '@/core/content/coaching/drill-catalogue';
import { breakParAttempts, coachMessages, drillAssignments } from '../../db/schema/index';
import type { TestContext } from '../../test/test-app';

/** A drill of the catalogue, so an item's title names it. */
export const DRILL = drillCatalogue[0]!;

/** A message from the student, unread by the coach, sent at `at`. */
export async function messageFrom(
  t: TestContext,
  studentId: string,
  coachId: string,
  subject: string,
  at: Date,
  reply?: { at: Date },
) {
  const [row] = await t.database.db
    .insert(coachMessages)
    .values({
      studentId,
      coachId,
      subject,
      message: 'Could you have a look?',
      createdAt: at,
      ...(reply && {
        coachResponse: 'Keep your head still.',
        answeredAt: reply.at,
        status: 'answered' as const,
        readByCoachAt: reply.at,
      }),
    })
    .returning({ id: coachMessages.id });
  return row!.id;
}

/** A drill the student finished at `at`: awaiting review, or reviewed at `reviewedAt`. */
export async function drillDone(
  t: TestContext,
  studentId: string,
  coachId: string,
  at: Date,
  reviewedAt?: Date,
) {
  const [row] = await t.database.db
    .insert(drillAssignments)
    .values({
      studentId,
      coachId,
      drillId: DRILL.id,
      assignedAt: new Date(at.getTime() - 86_400_000),
      status: reviewedAt ? 'reviewed' : 'completed',
      startedAt: at,
      completedAt: at,
      studentScore: '8/10',
      ...(reviewedAt && { reviewedAt, coachRating: 4, coachComments: 'Good tempo' }),
    })
    .returning({ id: drillAssignments.id });
  return row!.id;
}

/** A Level 1 Break Par round played at `at`: unverified, or verified by `verifiedBy` at `verifiedAt`. */
export async function roundPlayed(
  t: TestContext,
  studentId: string,
  at: Date,
  verified?: { by: string; at: Date },
) {
  const [row] = await t.database.db
    .insert(breakParAttempts)
    .values({
      studentId,
      level: 1,
      totalScore: 17,
      targetScore: 17,
      par: 18,
      passed: true,
      holes: [],
      completedAt: at,
      ...(verified && { coachVerified: true, verifiedBy: verified.by, verifiedAt: verified.at }),
    })
    .returning({ id: breakParAttempts.id });
  return row!.id;
}

/** Minutes before the test clock's start (Sunday 22 November 2026, 10:00 GMT). */
export const minutesBefore = (minutes: number) => new Date(Date.UTC(2026, 10, 22, 10, 0) - minutes * 60_000);
