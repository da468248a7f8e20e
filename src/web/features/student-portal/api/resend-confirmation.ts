import { useMutation } from '@tanstack/react-query';
import { messageResponse } from '@/core/contracts/common';
import { apiPost } from '@/web/lib/api';

/** POST /api/portal/confirm-email/resend: mail the signed-in student a new confirmation link. */
export function resendConfirmation() {
  return apiPost('/api/portal/confirm-email/resend', undefined, messageResponse);
}

export function useResendConfirmation() {
  return useMutation({ mutationFn: resendConfirmation });
}
