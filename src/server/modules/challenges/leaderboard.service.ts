import { LEADERBOARD_SIZE, type LeaderboardResponse } from '@/core/contracts/challenges';
import type { SignedInIdentity } from '../access/access-policy';
import { juniorOn } from '../messages/safeguarding';
import type { ChallengesContext, ChallengesDeps } from './challenges.context';
import { presentLeaderboardEntry } from './challenges.presenter';

/** The badge leaderboard, with the viewer's own standing when they are a student. */
export function leaderboardService(deps: ChallengesDeps, ctx: ChallengesContext) {
  const { badges } = ctx;

  return {
    async leaderboard(identity: SignedInIdentity): Promise<LeaderboardResponse> {
      const now = deps.clock();
      const knownAdult = (dateOfBirth: string | null) => !juniorOn(dateOfBirth, now);
      const [top, stats, mine] = await Promise.all([
        badges.leaderboard(LEADERBOARD_SIZE),
        badges.leaderboardStats(),
        identity.kind === 'student' ? badges.standing(identity.studentId) : Promise.resolve(undefined),
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
