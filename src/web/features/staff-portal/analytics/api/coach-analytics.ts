import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type AnalyticsPeriod, analyticsResponse } from '@/core/contracts/coaching';
import { getQuery, queryKeys } from '@/web/lib/query-keys';

/**
 * GET /api/coaches/{id}/analytics?period=: every figure of the tab for one period, computed on the server.
 * While another period loads, the last one stays on screen (dimmed) instead of flashing back to skeletons.
 */
export function useCoachAnalytics(staffId: string, period: AnalyticsPeriod) {
  return useQuery({
    ...getQuery(queryKeys.coachAnalytics(staffId, period), analyticsResponse),
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: true,
  });
}
