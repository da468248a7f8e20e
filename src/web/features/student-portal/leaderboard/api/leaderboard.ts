import { useQuery } from '@tanstack/react-query';
import { leaderboardResponse } from '@/core/contracts/challenges';
import { getQuery, queryKeys } from '@/web/lib/query-keys';

/** GET /api/badges/leaderboard: the top ten badge holders, the totals, and the student's own place. */
export const leaderboardQuery = getQuery(queryKeys.leaderboard(), leaderboardResponse);

export function useLeaderboard() {
  return useQuery(leaderboardQuery);
}
