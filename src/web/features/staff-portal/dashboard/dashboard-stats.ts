import { useQuery } from '@tanstack/react-query';
import { dashboardStatsResponse } from '@/core/contracts/coaching';
import { getQuery, queryKeys } from '@/web/lib/query-keys';

/** GET /api/coaches/{id}/dashboard-stats: the cards and the latest events, computed on the server. */
export function useDashboardStats(staffId: string) {
  return useQuery({
    ...getQuery(queryKeys.coachDashboardStats(staffId), dashboardStatsResponse),
    refetchOnWindowFocus: true,
  });
}
