import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type LoginBody, staffAuthResponse } from '@/core/contracts/auth';
import { apiPost } from '@/web/lib/api';
import { queryKeys } from '@/web/lib/query-keys';

/** POST /api/staff-portal/login. The server sets the session cookie; the token in the answer is not kept. */
export function loginStaff(body: LoginBody) {
  return apiPost('/api/staff-portal/login', body, staffAuthResponse);
}

export function useStaffLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: loginStaff,
    onSuccess: ({ user }) => queryClient.setQueryData(queryKeys.staffSession(), user),
  });
}
