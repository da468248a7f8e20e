import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminServiceResponse,
  adminServicesResponse,
  type ServiceCreateBody,
  type ServicePatchBody,
} from '@/core/contracts/booking-admin';
import { apiRequest } from '@/web/lib/api';
import { getQuery, queryKeys } from '@/web/lib/query-keys';

export const BOOKING_SERVICES_PATH = '/api/staff/booking/services';

/** GET /api/staff/booking/services: every service, inactive ones too. */
export const bookingServicesQuery = getQuery(queryKeys.bookingServices(), adminServicesResponse);

export function useBookingServices() {
  return useQuery(bookingServicesQuery);
}

/** POST /api/staff/booking/services or PATCH /api/staff/booking/services/{id} (admins). */
export function useSaveBookingService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      args: { id: number; patch: ServicePatchBody } | { id?: undefined; body: ServiceCreateBody },
    ) =>
      args.id === undefined
        ? apiRequest(BOOKING_SERVICES_PATH, { method: 'POST', json: args.body, schema: adminServiceResponse })
        : apiRequest(`${BOOKING_SERVICES_PATH}/${args.id}`, {
            method: 'PATCH',
            json: args.patch,
            schema: adminServiceResponse,
          }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.bookingServices() }),
  });
}
