import { LEADERBOARD_SIZE, type LeaderboardResponse } from '@/core/contracts/challenges';
import { londonDate } from '@/core/rules/london-time';
import { juniorOn } from '../messages/safeguarding';
import type { ChallengesContext, ChallengesDeps } from './challenges.context';
import { presentLeaderboardEntry } from './challenges.presenter';

/**
 * The badge leaderboard, with the standing of the student whose portal is open: the signed-in student's,
 * or the child a guardian names. Staff see no standing.
 */
export function leaderboardService(deps: ChallengesDeps, ctx: ChallengesContext) {
  const { badges } = ctx;

  return {
    async leaderboard(standingOf: string | undefined): Promise<LeaderboardResponse> {
      const now = deps.clock();
      const knownAdult = (dateOfBirth: string | null) => !juniorOn(dateOfBirth, now);
      // Juniors without consent to appear are left off everyone's board, decided by the query on each read; a
      // student's own standing is still worked out for them, among those shown, and seen by no one else.
      const today = londonDate(now);
      const board = await badges.board(LEADERBOARD_SIZE, today, standingOf);
      const top = board.top;
      const stats = { players: board.players, badges: board.badges };
      // Not shown themselves (a junior without consent): their place among those shown, for their eyes only.
      const mine = board.mine ?? (standingOf ? await badges.standing(standingOf, today) : undefined);
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
