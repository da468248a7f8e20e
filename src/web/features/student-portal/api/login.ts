import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type LoginBody, studentAuthResponse } from '@/core/contracts/auth';
import { apiPost } from '@/web/lib/api';
import { queryKeys } from '@/web/lib/query-keys';

/** POST /api/portal/login. The server sets the session cookie; the token in the answer is not kept. */
export function loginStudent(body: LoginBody) {
  return apiPost('/api/portal/login', body, studentAuthResponse);
}

export function useStudentLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: loginStudent,
    onSuccess: ({ user }) => queryClient.setQueryData(queryKeys.studentSession(), user),
  });
}
