import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminSessionsResponse, type SessionCreateBody } from '@/core/contracts/booking-admin';
import { apiRequest } from '@/web/lib/api';
import { getQuery, queryKeys } from '@/web/lib/query-keys';

export const BOOKING_SESSIONS_PATH = '/api/staff/booking/sessions';

/** GET /api/staff/booking/sessions?serviceId: a programme's upcoming sessions with places taken. */
export function bookingSessionsQuery(serviceId: number) {
  return getQuery(queryKeys.bookingSessionsList(serviceId), adminSessionsResponse);
}

export function useBookingSessions(serviceId: number | undefined) {
  return useQuery({ ...bookingSessionsQuery(serviceId ?? 0), enabled: serviceId !== undefined });
}

/** POST /api/staff/booking/sessions (admins): one session, or the same time weekly. */
export function useCreateSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SessionCreateBody) =>
      apiRequest(BOOKING_SESSIONS_PATH, { method: 'POST', json: body, schema: adminSessionsResponse }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.bookingSessions() }),
  });
}

/** DELETE /api/staff/booking/sessions/{id} (admins): only a session without confirmed places. */
export function useDeleteSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: number) =>
      apiRequest(`${BOOKING_SESSIONS_PATH}/${sessionId}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.bookingSessions() }),
  });
}
