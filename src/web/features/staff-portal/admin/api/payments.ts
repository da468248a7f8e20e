import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { paymentsListResponse, refundResponse } from '@/core/contracts/payments-admin';
import { apiPost } from '@/web/lib/api';
import { getQuery, queryKeys } from '@/web/lib/query-keys';

/** GET /api/admin/payments: what was paid online, by whom, and its refunds. */
export const paymentsQuery = getQuery(queryKeys.adminPayments(), paymentsListResponse);

export function usePayments() {
  return useQuery(paymentsQuery);
}

/**
 * POST /api/admin/payments/{id}/refund: what is left of a booking's payment, or a download's price, goes
 * back to the card. A refunded download is withdrawn, so the staff's purchase lists are read again.
 */
export function useRefundPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiPost(`/api/admin/payments/${encodeURIComponent(id)}/refund`, undefined, refundResponse),
    onSuccess: async ({ payment }) => {
      queryClient.setQueryData(paymentsQuery.queryKey, (previous) =>
        previous ? { payments: previous.payments.map((p) => (p.id === payment.id ? payment : p)) } : previous,
      );
      if (payment.kind === 'download') {
        await queryClient.invalidateQueries({ queryKey: queryKeys.downloadPurchases() });
      }
    },
  });
}
