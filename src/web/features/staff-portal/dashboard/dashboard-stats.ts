import { useQuery } from '@tanstack/react-query';
import { dashboardStatsResponse } from '@/core/contracts/coaching';
import { apiGet } from '@/web/lib/api';

const path = (staffId: string) => `/api/coaches/${encodeURIComponent(staffId)}/dashboard-stats`;

/** GET /api/coaches/{id}/dashboard-stats: the cards and the latest events, computed on the server. */
export function useDashboardStats(staffId: string) {
  return useQuery({
    queryKey: [path(staffId)],
    queryFn: ({ signal }) => apiGet(path(staffId), dashboardStatsResponse, signal),
    refetchOnWindowFocus: true,
  });
}
