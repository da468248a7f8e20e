import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notificationsSeenResponse, studentNotificationsResponse } from '@/core/contracts/notifications';
import { apiPost } from '@/web/lib/api';
import { getQuery, queryKeys } from '@/web/lib/query-keys';

/** How often the bell asks again while the portal is open. */
const POLL_MS = 60_000;

/**
 * GET /api/students/{id}/notifications: the id is the portal's student (a guardian's child included), so
 * each child's list is cached apart. It polls and refreshes on focus, unlike the portal's other reads.
 */
export const studentNotificationsQuery = (studentId: string) => ({
  ...getQuery(queryKeys.studentNotifications(studentId), studentNotificationsResponse),
  refetchInterval: POLL_MS,
  refetchOnWindowFocus: true,
});

export function useStudentNotifications(studentId: string) {
  return useQuery(studentNotificationsQuery(studentId));
}

/** POST /api/students/{id}/notifications/seen: everything up to the list's `asOf` is read. */
export function useStudentNotificationsSeen(studentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upTo: string) =>
      apiPost(
        `/api/students/${encodeURIComponent(studentId)}/notifications/seen`,
        { upTo },
        notificationsSeenResponse,
      ),
    onSuccess: () =>
      void queryClient.invalidateQueries({ queryKey: queryKeys.studentNotifications(studentId) }),
  });
}
