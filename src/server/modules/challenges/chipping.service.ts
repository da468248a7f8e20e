import { chippingTest } from '@/core/content/coaching/chipping-tests';
import type {
  AwardChippingBadgeBody,
  ChippingResultsResponse,
  SaveChippingResultBody,
  SaveChippingResultResponse,
} from '@/core/contracts/challenges';
import { chippingBadge } from '@/core/rules/challenge-badges';
import { scoreChippingTest } from '@/core/rules/chipping';
import { badRequest, conflict } from '../../errors';
import type { SignedInIdentity } from '../access/access-policy';
import { awardBadge } from './badges.repository';
import type { ChallengesContext, ChallengesDeps } from './challenges.context';
import { presentBadge, presentChippingResult } from './challenges.presenter';
import { challengesRepository } from './challenges.repository';

/** Chipping tests: the server scores the ten shots, and a badge comes only from a saved result. */
export function chippingService(deps: ChallengesDeps, ctx: ChallengesContext) {
  const { repo, badges, readableStudent, ownStudent, locked } = ctx;

  return {
    async saveChippingResult(
      sessionStudentId: string,
      body: SaveChippingResultBody,
    ): Promise<SaveChippingResultResponse> {
      await ownStudent(sessionStudentId, body.studentId);
      const test = chippingTest(body.testId);
      if (!test) throw badRequest('Unknown chipping test', { testId: 'Unknown chipping test' });
      const result = scoreChippingTest(test, body.shots);
      const now = deps.clock();
      return locked(sessionStudentId, async (tx) => {
        const row = await challengesRepository(tx).insertChippingResult({
          studentId: sessionStudentId,
          testId: test.id,
          shots: body.shots,
          totalScore: result.total,
          medal: result.medal,
          handicapLevel: result.handicapLevel,
          completedAt: now,
        });
        const award = result.medal
          ? await awardBadge(tx, sessionStudentId, chippingBadge(test, result.medal), {
              tier: result.medal,
              attemptId: row.id,
              score: result.total,
              at: now,
            })
          : undefined;
        return {
          success: true as const,
          result: presentChippingResult(row),
          badge: award ? presentBadge(award.badge) : null,
          badgeAwarded: award?.awarded ?? false,
        };
      });
    },

    async chippingResults(
      identity: SignedInIdentity,
      userId: string,
      limit: number,
    ): Promise<ChippingResultsResponse> {
      const studentId = await readableStudent(identity, userId);
      const [rows, summary] = await Promise.all([
        repo.recentChippingResults(studentId, limit),
        repo.chippingSummary(studentId),
      ]);
      return {
        success: true,
        results: rows.map(presentChippingResult),
        summary: {
          testsCompleted: summary.testsCompleted,
          averageScore: summary.average,
          bestScore: summary.best,
          distinctTests: summary.distinctTests,
        },
      };
    },

    /**
     * The earlier client's award call. A badge comes only from a saved result (which the server scored
     * from its ten shots), so this confirms the badge such a result earned and never awards on its own.
     */
    async confirmChippingBadge(sessionStudentId: string, body: AwardChippingBadgeBody) {
      await ownStudent(sessionStudentId, body.studentId);
      const test = chippingTest(body.testId);
      if (!test) throw badRequest('Unknown chipping test', { testId: 'Unknown chipping test' });
      if (body.distance !== test.distance) {
        throw badRequest(`${test.name} is played from ${test.distance} yards`, {
          distance: `Must be ${test.distance} for this test`,
        });
      }
      if (!(await repo.hasChippingResult(sessionStudentId, test.id, body.totalScore))) {
        throw conflict('Save the test’s ten shots first: a badge comes from a saved result', {
          totalScore: 'No saved result with this score',
        });
      }
      const held = await badges.find(sessionStudentId, 'chipping', test.id);
      return { success: true as const, badge: held ? presentBadge(held) : null };
    },
  };
}
