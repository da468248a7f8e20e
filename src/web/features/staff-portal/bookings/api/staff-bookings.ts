import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { cancelBookingResponse, staffBookingsResponse } from '@/core/contracts/booking-admin';
import { apiGet, apiPost } from '@/web/lib/api';

export const STAFF_BOOKINGS_PATH = '/api/staff/bookings';

export interface StaffBookingsParams {
  from: string;
  to: string;
  coachId?: number;
}

/** GET /api/staff/bookings: the places booked in a London date range (admins: optionally one coach's). */
export function staffBookingsQuery(params: StaffBookingsParams) {
  const search = new URLSearchParams({ from: params.from, to: params.to });
  if (params.coachId !== undefined) search.set('coachId', String(params.coachId));
  return queryOptions({
    queryKey: [STAFF_BOOKINGS_PATH, params],
    queryFn: ({ signal }) => apiGet(`${STAFF_BOOKINGS_PATH}?${search}`, staffBookingsResponse, signal),
  });
}

export function useStaffBookings(params: StaffBookingsParams) {
  return useQuery(staffBookingsQuery(params));
}

/** POST /api/staff/bookings/{id}/cancel: the customer is e-mailed; every bookings list refreshes. */
export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bookingId: string) =>
      apiPost(`${STAFF_BOOKINGS_PATH}/${bookingId}/cancel`, undefined, cancelBookingResponse),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [STAFF_BOOKINGS_PATH] }),
  });
}
