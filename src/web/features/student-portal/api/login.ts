import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type LoginBody, portalAuthResponse } from '@/core/contracts/auth';
import { apiPost } from '@/web/lib/api';
import { queryKeys } from '@/web/lib/query-keys';
import { viewerOf } from './session';

/**
 * POST /api/portal/login: a student or a parent or guardian (one address, one login). The server sets the
 * session cookie; the token in the answer is not kept.
 */
export function loginStudent(body: LoginBody) {
  return apiPost('/api/portal/login', body, portalAuthResponse);
}

export function useStudentLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: loginStudent,
    onSuccess: (answer) => queryClient.setQueryData(queryKeys.studentSession(), viewerOf(answer)),
  });
}
