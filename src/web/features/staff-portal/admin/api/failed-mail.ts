import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { resendMailResponse, undeliveredMailResponse } from '@/core/contracts/mail-admin';
import { apiRequest } from '@/web/lib/api';
import { getQuery, queryKeys } from '@/web/lib/query-keys';

/** GET /api/admin/mail/failed: e-mail that failed for good, or whose link expired before delivery. */
export const failedMailQuery = getQuery(queryKeys.failedMail(), undeliveredMailResponse);

export function useFailedMail() {
  return useQuery(failedMailQuery);
}

/** POST /api/admin/mail/{id}/resend: the message is queued again and leaves the list. */
export function useResendMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/api/admin/mail/${id}/resend`, { method: 'POST', schema: resendMailResponse }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.failedMail() }),
  });
}
