import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageResponse } from '@/core/contracts/common';
import { apiPost } from '@/web/lib/api';
import { STUDENT_SESSION_KEY } from './session';

/** POST /api/portal/logout, then forget everything cached for this student. */
export function logoutStudent() {
  return apiPost('/api/portal/logout', undefined, messageResponse);
}

export function useStudentLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logoutStudent,
    onSuccess: () => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== STUDENT_SESSION_KEY[0] });
      queryClient.setQueryData(STUDENT_SESSION_KEY, null);
    },
  });
}
