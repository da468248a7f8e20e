import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { resendMailResponse, undeliveredMailResponse } from '@/core/contracts/mail-admin';
import { apiGet, apiRequest } from '@/web/lib/api';

export const FAILED_MAIL_PATH = '/api/admin/mail/failed';

/** GET /api/admin/mail/failed: e-mail that failed for good, or whose link expired before delivery. */
export const failedMailQuery = queryOptions({
  queryKey: [FAILED_MAIL_PATH],
  queryFn: ({ signal }) => apiGet(FAILED_MAIL_PATH, undeliveredMailResponse, signal),
});

export function useFailedMail() {
  return useQuery(failedMailQuery);
}

/** POST /api/admin/mail/{id}/resend: the message is queued again and leaves the list. */
export function useResendMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/api/admin/mail/${id}/resend`, { method: 'POST', schema: resendMailResponse }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [FAILED_MAIL_PATH] }),
  });
}
