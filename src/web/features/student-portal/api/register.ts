import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type RegisterBody, studentAuthResponse } from '@/core/contracts/auth';
import { apiPost } from '@/web/lib/api';
import { queryKeys } from '@/web/lib/query-keys';

/** POST /api/portal/register: creates the account and signs in. */
export function registerStudent(body: RegisterBody) {
  return apiPost('/api/portal/register', body, studentAuthResponse);
}

export function useStudentRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerStudent,
    onSuccess: ({ user }) => queryClient.setQueryData(queryKeys.studentSession(), user),
  });
}
