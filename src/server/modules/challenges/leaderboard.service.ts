import { LEADERBOARD_SIZE, type LeaderboardResponse } from '@/core/contracts/challenges';
import { consentChecks } from '../consents/consent-checks';
import { juniorOn } from '../messages/safeguarding';
import type { ChallengesContext, ChallengesDeps } from './challenges.context';
import { presentLeaderboardEntry } from './challenges.presenter';

/**
 * The badge leaderboard, with the standing of the student whose portal is open: the signed-in student's,
 * or the child a guardian names. Staff see no standing.
 */
export function leaderboardService(deps: ChallengesDeps, ctx: ChallengesContext) {
  const { badges } = ctx;
  const consents = consentChecks(deps.db, deps.clock);

  return {
    async leaderboard(standingOf: string | undefined): Promise<LeaderboardResponse> {
      const now = deps.clock();
      const knownAdult = (dateOfBirth: string | null) => !juniorOn(dateOfBirth, now);
      // Juniors without consent to appear are left off everyone's board, read afresh each time; a student's
      // own standing is still worked out for them, among those shown, and seen by no one else.
      const hidden = [...(await consents.withoutConsent(await badges.holders(), 'leaderboard'))];
      const [top, stats, mine] = await Promise.all([
        badges.leaderboard(LEADERBOARD_SIZE, hidden),
        badges.leaderboardStats(hidden),
        standingOf ? badges.standing(standingOf, hidden) : Promise.resolve(undefined),
      ]);
      return {
        success: true,
        leaderboard: top.map((row, i) => presentLeaderboardEntry(row, i + 1, knownAdult(row.dateOfBirth))),
        totalPlayers: stats.players,
        totalBadges: stats.badges,
        me: mine ? presentLeaderboardEntry(mine.row, mine.rank, knownAdult(mine.row.dateOfBirth)) : null,
      };
    },
  };
}
