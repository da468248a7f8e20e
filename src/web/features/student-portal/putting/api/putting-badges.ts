import { useQuery } from '@tanstack/react-query';
import { badgesResponse } from '@/core/contracts/challenges';
import { getQuery, queryKeys } from '@/web/lib/query-keys';

/** GET /api/badges/{id}?type=putting: the best medal held on each ladder (challenge_id is the ladder id). */
export const puttingBadgesQuery = (studentId: string) =>
  getQuery(queryKeys.studentBadgesOfType(studentId, 'putting'), badgesResponse);

export function usePuttingBadges(studentId: string) {
  return useQuery(puttingBadgesQuery(studentId));
}
