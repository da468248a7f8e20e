import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordBody } from '@/core/contracts/auth';
import { messageResponse } from '@/core/contracts/common';
import { apiPost } from '@/web/lib/api';

/** POST /api/reset-password: set a new password with the token from the emailed link. */
export function resetPassword(body: ResetPasswordBody) {
  return apiPost('/api/reset-password', body, messageResponse);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
