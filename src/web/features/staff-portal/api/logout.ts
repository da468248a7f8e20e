import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageResponse } from '@/core/contracts/common';
import { apiPost } from '@/web/lib/api';
import { STAFF_SESSION_KEY } from './session';

/** POST /api/staff-portal/logout, then forget everything cached for this member of staff. */
export function logoutStaff() {
  return apiPost('/api/staff-portal/logout', undefined, messageResponse);
}

export function useStaffLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logoutStaff,
    onSuccess: () => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== STAFF_SESSION_KEY[0] });
      queryClient.setQueryData(STAFF_SESSION_KEY, null);
    },
  });
}
