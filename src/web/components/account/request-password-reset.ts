import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordBody } from '@/core/contracts/auth';
import { messageResponse } from '@/core/contracts/common';
import { apiPost } from '@/web/lib/api';

/** POST /api/forgot-password: the same answer whether or not the account exists. */
export function requestPasswordReset(body: ForgotPasswordBody) {
  return apiPost('/api/forgot-password', body, messageResponse);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
