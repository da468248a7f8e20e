import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type Attendance,
  bookingConfirmation,
  type MoveBookingBody,
  timeslotsResponse,
} from '@/core/contracts/booking';
import { customerSearchResponse, type FrontDeskBookingBody } from '@/core/contracts/front-desk';
import { apiPost, apiRequest } from '@/web/lib/api';
import { getQuery, queryKeys } from '@/web/lib/query-keys';
import { STAFF_BOOKINGS_PATH } from './staff-bookings';

/** GET /api/staff/customers?q=: students and families' children matching what was typed (2 letters or more). */
export function useCustomerSearch(q: string) {
  const query = q.trim();
  return useQuery({
    ...getQuery(queryKeys.frontDeskCustomers(query), customerSearchResponse),
    enabled: query.length >= 2,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/booking/timeslots for one day: the start times the diary offers (with one coach, or any). */
export function useTimesOnDay(serviceId: number | undefined, providerId: number | undefined, date: string) {
  return useQuery({
    ...getQuery(queryKeys.timesOnDay(serviceId ?? 0, providerId, date), timeslotsResponse),
    enabled: serviceId !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(date),
    select: (response) => response.data?.[date] ?? [],
  });
}

/** POST /api/staff/bookings: a booking taken on the phone or at the desk. */
export function useCreateFrontDeskBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FrontDeskBookingBody) => apiPost(STAFF_BOOKINGS_PATH, body, bookingConfirmation),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.staffBookings() }),
  });
}

/** POST /api/staff/bookings/{id}/move: another time or coach; the customer gets the updated invitation. */
export function useMoveBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, body }: { bookingId: string; body: MoveBookingBody }) =>
      apiPost(`${STAFF_BOOKINGS_PATH}/${bookingId}/move`, body, bookingConfirmation),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.staffBookings() }),
  });
}

/** PUT /api/staff/bookings/{id}/places/{placeId}/attendance: attended, no-show, or cleared (null). */
export function useMarkAttendance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: { bookingId: string; placeId: string; attendance: Attendance | null }) =>
      apiRequest(`${STAFF_BOOKINGS_PATH}/${args.bookingId}/places/${args.placeId}/attendance`, {
        method: 'PUT',
        json: { attendance: args.attendance },
        schema: bookingConfirmation,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.staffBookings() }),
  });
}
