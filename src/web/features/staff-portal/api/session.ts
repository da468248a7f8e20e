import { queryOptions, useQuery } from '@tanstack/react-query';
import { type StaffUser, staffValidateResponse } from '@/core/contracts/auth';
import { apiPost } from '@/web/lib/api';
import { queryKeys } from '@/web/lib/query-keys';

/** POST /api/staff-portal/validate. Any failure means signed out, silently (staff-portal §4, §8). */
export const staffSessionQuery = queryOptions({
  queryKey: queryKeys.staffSession(),
  queryFn: async (): Promise<StaffUser | null> => {
    try {
      const { user } = await apiPost('/api/staff-portal/validate', undefined, staffValidateResponse);
      return user;
    } catch {
      return null;
    }
  },
});

export function useStaffSession() {
  return useQuery(staffSessionQuery);
}
