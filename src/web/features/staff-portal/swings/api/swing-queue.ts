import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { type reviewSwingBody, swingResponse, swingsResponse } from '@/core/contracts/swings';
import { apiGet, apiPost } from '@/web/lib/api';
import { pathOf, queryKeys } from '@/web/lib/query-keys';

/** GET /api/staff/swings: swings waiting for review, oldest first. */
export const swingQueueQuery = queryOptions({
  queryKey: queryKeys.staffSwings(),
  queryFn: ({ signal }) => apiGet(pathOf(queryKeys.staffSwings()), swingsResponse, signal),
});

export function useSwingQueue() {
  return useQuery(swingQueueQuery);
}

/** POST /api/staff/swings/{id}/review: the swing leaves the queue once the server confirms it. */
export function useReviewSwing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string } & z.input<typeof reviewSwingBody>) =>
      apiPost(`/api/staff/swings/${encodeURIComponent(id)}/review`, body, swingResponse),
    onSuccess: ({ swing }) => {
      queryClient.setQueryData(queryKeys.staffSwings(), (old: { swings: { id: string }[] } | undefined) =>
        old ? { swings: old.swings.filter((s) => s.id !== swing.id) } : old,
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.staffNotifications() });
    },
  });
}
