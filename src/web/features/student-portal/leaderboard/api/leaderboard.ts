import { queryOptions, useQuery } from '@tanstack/react-query';
import { leaderboardResponse } from '@/core/contracts/challenges';
import { apiGet } from '@/web/lib/api';

export const LEADERBOARD_PATH = '/api/badges/leaderboard';

/** GET /api/badges/leaderboard: the top ten badge holders, the totals, and the student's own place. */
export const leaderboardQuery = queryOptions({
  queryKey: [LEADERBOARD_PATH],
  queryFn: ({ signal }) => apiGet(LEADERBOARD_PATH, leaderboardResponse, signal),
});

export function useLeaderboard() {
  return useQuery(leaderboardQuery);
}
