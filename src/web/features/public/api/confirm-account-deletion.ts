import { useMutation } from '@tanstack/react-query';
import { messageResponse } from '@/core/contracts/common';
import type { ConfirmDeletionBody } from '@/core/contracts/data-rights';
import { apiPost } from '@/web/lib/api';

/** POST /api/account-deletion/confirm: delete the account with the token from the e-mailed link. */
export function confirmAccountDeletion(body: ConfirmDeletionBody) {
  return apiPost('/api/account-deletion/confirm', body, messageResponse);
}

export function useConfirmAccountDeletion() {
  return useMutation({ mutationFn: confirmAccountDeletion });
}
