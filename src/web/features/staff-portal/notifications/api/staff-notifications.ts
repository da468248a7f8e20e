import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notificationsSeenResponse, staffNotificationsResponse } from '@/core/contracts/notifications';
import { apiPost } from '@/web/lib/api';
import { getQuery, queryKeys } from '@/web/lib/query-keys';

/** How often the bell asks again while the portal is open. */
const POLL_MS = 60_000;

/**
 * GET /api/staff/notifications. Unlike the portal's other reads it polls and refreshes on focus: the bell
 * is what tells a coach that something new has come in.
 */
export const staffNotificationsQuery = () => ({
  ...getQuery(queryKeys.staffNotifications(), staffNotificationsResponse),
  refetchInterval: POLL_MS,
  refetchOnWindowFocus: true,
});

export function useStaffNotifications() {
  return useQuery(staffNotificationsQuery());
}

/** POST /api/staff/notifications/seen: everything up to the list's `asOf` is read; the count is asked again. */
export function useStaffNotificationsSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upTo: string) =>
      apiPost('/api/staff/notifications/seen', { upTo }, notificationsSeenResponse),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.staffNotifications() }),
  });
}
