import { breakParLevel } from '@/core/content/coaching/break-par-levels';
import { chippingTest } from '@/core/content/coaching/chipping-tests';
import { puttingLadder } from '@/core/content/coaching/putting-ladders';
import { breakParBadge, chippingBadge, puttingBadge } from '@/core/rules/challenge-badges';
import { scoreChippingTest } from '@/core/rules/chipping';
import { ladderMedal } from '@/core/rules/putting-ladder';
import { awardBadge } from '../../modules/challenges/badges.repository';
import { roundRecord } from '../../modules/challenges/break-par-round';
import type { Tx } from '../client';
import { breakParAttempts, chippingResults, ladderCompletions } from '../schema/index';

const DAY = 24 * 3600_000;

type Play =
  /** `verified`: James checked the round's card the day after it was played. */
  | { kind: 'break_par'; level: number; scores: number[]; daysAgo: number; verified?: true }
  | { kind: 'putting'; ladderId: string; restarts: number; daysAgo: number }
  | { kind: 'chipping'; testId: string; shots: number[]; daysAgo: number };

/**
 * What the demo students have played, oldest first. Each is recorded as the real thing (a round, a climb,
 * a test) and scored by the same rules as the live product, so badges, progress and the leaderboard agree.
 */
const PLAYED: Record<'oliver' | 'david' | 'leo' | 'grace', Play[]> = {
  oliver: [
    { kind: 'break_par', level: 1, scores: [4, 3, 4, 3, 3, 4], daysAgo: 27 },
    { kind: 'break_par', level: 1, scores: [2, 3, 2, 3, 3, 2], daysAgo: 25, verified: true },
    { kind: 'break_par', level: 2, scores: [3, 3, 3, 4, 3, 4], daysAgo: 15 },
    { kind: 'break_par', level: 2, scores: [3, 3, 3, 3, 3, 1], daysAgo: 9 },
    { kind: 'putting', ladderId: 'ladder-1-4', restarts: 0, daysAgo: 5 },
  ],
  david: [
    { kind: 'break_par', level: 1, scores: [3, 3, 3, 3, 3, 2], daysAgo: 11, verified: true },
    { kind: 'chipping', testId: 'test-10-yard', shots: [4, 4, 4, 4, 4, 4, 4, 4, 4, 5], daysAgo: 6 },
    { kind: 'chipping', testId: 'test-20-yard', shots: [3, 3, 2, 3, 4, 3, 2, 3, 3, 2], daysAgo: 4 },
  ],
  leo: [
    { kind: 'putting', ladderId: 'ladder-1-4', restarts: 2, daysAgo: 12 },
    { kind: 'chipping', testId: 'test-10-yard', shots: [4, 3, 4, 3, 4, 3, 4, 3, 4, 3], daysAgo: 8 },
  ],
  grace: [
    { kind: 'break_par', level: 1, scores: [3, 3, 3, 3, 2, 2], daysAgo: 20 },
    { kind: 'putting', ladderId: 'ladder-1-6', restarts: 1, daysAgo: 14 },
    { kind: 'putting', ladderId: 'ladder-2-4', restarts: 4, daysAgo: 7 },
  ],
};

export async function seedDemoChallenges(
  tx: Tx,
  coaches: { jamesStaffId: string },
  people: Record<keyof typeof PLAYED, string>,
  now: Date,
): Promise<void> {
  for (const [who, plays] of Object.entries(PLAYED) as [keyof typeof PLAYED, Play[]][]) {
    const studentId = people[who];
    for (const play of plays) {
      await record(tx, studentId, play, new Date(now.getTime() - play.daysAgo * DAY), coaches.jamesStaffId);
    }
  }
}

async function record(tx: Tx, studentId: string, play: Play, at: Date, verifier: string): Promise<void> {
  if (play.kind === 'break_par') {
    const level = breakParLevel(play.level)!;
    const { values, result } = roundRecord({
      studentId,
      level,
      scores: play.scores,
      startedAt: new Date(at.getTime() - 40 * 60_000),
      at,
    });
    const verification = play.verified
      ? { coachVerified: true, verifiedBy: verifier, verifiedAt: new Date(at.getTime() + DAY) }
      : {};
    const [attempt] = await tx
      .insert(breakParAttempts)
      .values({ ...values, ...verification })
      .returning({ id: breakParAttempts.id });
    if (result.medal) {
      await awardBadge(tx, studentId, breakParBadge(level.level), {
        tier: result.medal,
        attemptId: attempt!.id,
        score: result.total,
        at,
      });
    }
  } else if (play.kind === 'putting') {
    const ladder = puttingLadder(play.ladderId)!;
    const tier = ladderMedal(play.restarts);
    const [climb] = await tx
      .insert(ladderCompletions)
      .values({ studentId, ladderId: ladder.id, restarts: play.restarts, tier, completedAt: at })
      .returning({ id: ladderCompletions.id });
    await awardBadge(tx, studentId, puttingBadge(ladder, tier), {
      tier,
      attemptId: climb!.id,
      score: play.restarts + 1,
      at,
    });
  } else {
    const test = chippingTest(play.testId)!;
    const result = scoreChippingTest(test, play.shots);
    const [saved] = await tx
      .insert(chippingResults)
      .values({
        studentId,
        testId: test.id,
        shots: play.shots,
        totalScore: result.total,
        medal: result.medal,
        handicapLevel: result.handicapLevel,
        completedAt: at,
      })
      .returning({ id: chippingResults.id });
    if (result.medal) {
      await awardBadge(tx, studentId, chippingBadge(test, result.medal), {
        tier: result.medal,
        attemptId: saved!.id,
        score: result.total,
        at,
      });
    }
  }
}
