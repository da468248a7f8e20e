import { hashKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { messageResponse } from '@/core/contracts/common';
import { apiPost } from '@/web/lib/api';
import { queryKeys } from '@/web/lib/query-keys';

/** POST /api/portal/logout, then forget everything cached for this student or family. */
export function logoutStudent() {
  return apiPost('/api/portal/logout', undefined, messageResponse);
}

export function useStudentLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logoutStudent,
    onSuccess: () => {
      const session = queryKeys.studentSession();
      queryClient.removeQueries({ predicate: (query) => query.queryHash !== hashKey(session) });
      queryClient.setQueryData(session, null);
    },
  });
}
