import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type AnalyticsPeriod, analyticsResponse } from '@/core/contracts/coaching';
import { apiGet } from '@/web/lib/api';

export const analyticsPath = (staffId: string, period: AnalyticsPeriod) =>
  `/api/coaches/${encodeURIComponent(staffId)}/analytics?period=${period}`;

/**
 * GET /api/coaches/{id}/analytics?period=: every figure of the tab for one period, computed on the server.
 * While another period loads, the last one stays on screen (dimmed) instead of flashing back to skeletons.
 */
export function useCoachAnalytics(staffId: string, period: AnalyticsPeriod) {
  return useQuery({
    queryKey: [analyticsPath(staffId, period)],
    queryFn: ({ signal }) => apiGet(analyticsPath(staffId, period), analyticsResponse, signal),
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: true,
  });
}
