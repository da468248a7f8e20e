import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminSessionsResponse, type SessionCreateBody } from '@/core/contracts/booking-admin';
import { apiGet, apiRequest } from '@/web/lib/api';

export const BOOKING_SESSIONS_PATH = '/api/staff/booking/sessions';

/** GET /api/staff/booking/sessions?serviceId: a programme's upcoming sessions with places taken. */
export function bookingSessionsQuery(serviceId: number) {
  return queryOptions({
    queryKey: [BOOKING_SESSIONS_PATH, { serviceId }],
    queryFn: ({ signal }) =>
      apiGet(`${BOOKING_SESSIONS_PATH}?serviceId=${serviceId}`, adminSessionsResponse, signal),
  });
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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [BOOKING_SESSIONS_PATH] }),
  });
}

/** DELETE /api/staff/booking/sessions/{id} (admins): only a session without confirmed places. */
export function useDeleteSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: number) =>
      apiRequest(`${BOOKING_SESSIONS_PATH}/${sessionId}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [BOOKING_SESSIONS_PATH] }),
  });
}
