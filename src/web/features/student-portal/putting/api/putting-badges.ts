import { queryOptions, useQuery } from '@tanstack/react-query';
import { badgesResponse } from '@/core/contracts/challenges';
import { apiGet } from '@/web/lib/api';

export const puttingBadgesPath = (studentId: string) =>
  `/api/badges/${encodeURIComponent(studentId)}?type=putting`;

/** GET /api/badges/{id}?type=putting: the best medal held on each ladder (challenge_id is the ladder id). */
export const puttingBadgesQuery = (studentId: string) =>
  queryOptions({
    queryKey: [puttingBadgesPath(studentId)],
    queryFn: ({ signal }) => apiGet(puttingBadgesPath(studentId), badgesResponse, signal),
  });

export function usePuttingBadges(studentId: string) {
  return useQuery(puttingBadgesQuery(studentId));
}
