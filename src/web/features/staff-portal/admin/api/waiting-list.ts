import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { leadResponse, waitingListResponse } from '@/core/contracts/staff-admin';
import { apiRequest } from '@/web/lib/api';
import { getQuery, queryKeys } from '@/web/lib/query-keys';

export const WAITING_LIST_PATH = '/api/admin/waiting-list';

/** GET /api/admin/waiting-list: the leads from the public site's waiting-list form. */
export const waitingListQuery = getQuery(queryKeys.waitingList(), waitingListResponse);

export function useWaitingList() {
  return useQuery(waitingListQuery);
}

/**
 * PATCH /api/admin/waiting-list/{id}: ticked once someone has been in touch. Changes to one lead go one at a
 * time, so the last tick is the one saved; the answer replaces the lead in the list.
 */
export function useMarkLead(leadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    scope: { id: `${WAITING_LIST_PATH}/${leadId}` },
    mutationFn: (contacted: boolean) =>
      apiRequest(`${WAITING_LIST_PATH}/${leadId}`, {
        method: 'PATCH',
        json: { contacted },
        schema: leadResponse,
      }),
    onSuccess: ({ lead }) =>
      queryClient.setQueryData(waitingListQuery.queryKey, (previous) =>
        previous
          ? { ...previous, leads: previous.leads.map((l) => (l.id === lead.id ? lead : l)) }
          : previous,
      ),
  });
}
