import { useQuery } from '@tanstack/react-query';
import { leaderboardResponse } from '@/core/contracts/challenges';
import { getQuery, queryKeys } from '@/web/lib/query-keys';
import { namedStudentId, useActingStudent } from '../../acting-student';

/**
 * GET /api/badges/leaderboard: the top ten badge holders, the totals, and the student's own place (a
 * guardian names their child, whose place it then is).
 */
export const leaderboardQuery = (studentId?: string) =>
  getQuery(queryKeys.leaderboard(studentId), leaderboardResponse);

export function useLeaderboard() {
  return useQuery(leaderboardQuery(namedStudentId(useActingStudent())));
}
