import { hashKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { messageResponse } from '@/core/contracts/common';
import { apiPost } from '@/web/lib/api';
import { queryKeys } from '@/web/lib/query-keys';

/** POST /api/staff-portal/logout, then forget everything cached for this member of staff. */
export function logoutStaff() {
  return apiPost('/api/staff-portal/logout', undefined, messageResponse);
}

export function useStaffLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logoutStaff,
    onSuccess: () => {
      const session = queryKeys.staffSession();
      queryClient.removeQueries({ predicate: (query) => query.queryHash !== hashKey(session) });
      queryClient.setQueryData(session, null);
    },
  });
}
