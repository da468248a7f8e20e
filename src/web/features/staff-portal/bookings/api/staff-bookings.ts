import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  bookingWelfareResponse,
  cancelBookingResponse,
  staffBookingsResponse,
} from '@/core/contracts/booking-admin';
import { apiPost } from '@/web/lib/api';
import { getQuery, queryKeys } from '@/web/lib/query-keys';

export const STAFF_BOOKINGS_PATH = '/api/staff/bookings';

export interface StaffBookingsParams {
  from: string;
  to: string;
  coachId?: number;
}

/** GET /api/staff/bookings: the places booked in a London date range (admins: optionally one coach's). */
export function staffBookingsQuery(params: StaffBookingsParams) {
  const { from, to, coachId } = params;
  return getQuery(queryKeys.staffBookingsList({ from, to, coachId }), staffBookingsResponse);
}

/** GET /api/staff/bookings/{id}/welfare: read when the coach opens them, never kept after. */
export function useBookingWelfare(bookingId: string, open: boolean) {
  return useQuery({
    ...getQuery(queryKeys.bookingWelfare(bookingId), bookingWelfareResponse),
    enabled: open,
    gcTime: 0,
    staleTime: 0,
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
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.staffBookings() }),
  });
}

/** POST /api/staff/bookings/{id}/balance: the rest was taken at the venue (409 when nothing is due). */
export function useRecordBalance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bookingId: string) =>
      apiPost(`${STAFF_BOOKINGS_PATH}/${bookingId}/balance`, undefined, cancelBookingResponse),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.staffBookings() }),
  });
}
