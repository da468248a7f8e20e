import { puttingLadder } from '@/core/content/coaching/putting-ladders';
import type {
  AwardPuttingBadgeBody,
  AwardPuttingBadgeResponse,
  PuttingCompletionsResponse,
} from '@/core/contracts/challenges';
import { puttingBadge } from '@/core/rules/challenge-badges';
import { ladderMedal } from '@/core/rules/putting-ladder';
import { badRequest } from '../../errors';
import type { SignedInIdentity } from '../access/access-policy';
import { awardBadge } from './badges.repository';
import type { ChallengesContext, ChallengesDeps } from './challenges.context';
import { presentBadge, presentLadderCompletion } from './challenges.presenter';
import { challengesRepository } from './challenges.repository';

/** Putting ladders: a completed ladder earns the medal its restarts allow. */
export function puttingService(deps: ChallengesDeps, ctx: ChallengesContext) {
  const { repo, readableStudent, ownStudent, locked } = ctx;

  return {
    async awardPuttingBadge(
      sessionStudentId: string,
      body: AwardPuttingBadgeBody,
    ): Promise<AwardPuttingBadgeResponse> {
      await ownStudent(sessionStudentId, body.studentId);
      const ladder = puttingLadder(body.ladderId);
      if (!ladder) throw badRequest('Unknown putting ladder', { ladderId: 'Unknown putting ladder' });
      if (body.totalSteps !== ladder.totalSteps) {
        throw badRequest(`${ladder.name} has ${ladder.totalSteps} steps`, {
          totalSteps: `Must be ${ladder.totalSteps} for this ladder`,
        });
      }
      const tier = ladderMedal(body.attempts);
      const now = deps.clock();
      return locked(sessionStudentId, async (tx) => {
        const completion = await challengesRepository(tx).insertLadderCompletion({
          studentId: sessionStudentId,
          ladderId: ladder.id,
          restarts: body.attempts,
          tier,
          completedAt: now,
        });
        const award = await awardBadge(tx, sessionStudentId, puttingBadge(ladder, tier), {
          tier,
          attemptId: completion.id,
          score: body.attempts + 1,
          at: now,
        });
        return {
          success: true as const,
          completion: presentLadderCompletion(completion),
          badge: presentBadge(award.badge),
          badgeAwarded: award.awarded,
        };
      });
    },

    async puttingCompletions(
      identity: SignedInIdentity,
      userId: string,
    ): Promise<PuttingCompletionsResponse> {
      const studentId = await readableStudent(identity, userId);
      const rows = await repo.ladderCompletions(studentId);
      return {
        success: true,
        completions: rows.map(presentLadderCompletion),
        laddersCompleted: new Set(rows.map((r) => r.ladderId)).size,
      };
    },
  };
}
