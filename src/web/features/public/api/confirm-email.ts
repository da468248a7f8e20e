import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageResponse } from '@/core/contracts/common';
import type { ConfirmEmailBody } from '@/core/contracts/email-confirmation';
import { apiPost } from '@/web/lib/api';
import { queryKeys } from '@/web/lib/query-keys';

/** POST /api/portal/confirm-email: confirm an address with the token from the e-mailed link. */
export function confirmEmail(body: ConfirmEmailBody) {
  return apiPost('/api/portal/confirm-email', body, messageResponse);
}

export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmail,
    // The portal's signed-in student and profile now read differently.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.studentSession() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.students() }),
      ]),
  });
}
