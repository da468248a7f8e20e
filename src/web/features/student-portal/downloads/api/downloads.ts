import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { downloadsResponse, purchaseRequestResponse } from '@/core/contracts/downloads';
import { apiGet, apiPost } from '@/web/lib/api';
import { pathOf, queryKeys } from '@/web/lib/query-keys';

export const DOWNLOADS_PATH = '/api/downloads';

/** GET /api/downloads: the active items with this student's purchases and tier locks. */
export const downloadsQuery = queryOptions({
  queryKey: queryKeys.downloads(),
  queryFn: ({ signal }) => apiGet(pathOf(queryKeys.downloads()), downloadsResponse, signal),
});

export function useDownloads() {
  return useQuery(downloadsQuery);
}

/** The file's address: an attachment, or inline in a new tab for a preview. The server counts downloads. */
export function downloadFileUrl(id: string, preview = false): string {
  return `${DOWNLOADS_PATH}/${encodeURIComponent(id)}/file${preview ? '?preview=1' : ''}`;
}

/** POST /api/downloads/{id}/purchase: Buy records a request the academy confirms at the venue. */
export function useRequestPurchase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiPost(`${DOWNLOADS_PATH}/${encodeURIComponent(id)}/purchase`, undefined, purchaseRequestResponse),
    onSuccess: ({ download }) =>
      queryClient.setQueryData(downloadsQuery.queryKey, (old) =>
        old ? { downloads: old.downloads.map((d) => (d.id === download.id ? download : d)) } : old,
      ),
  });
}

/** After a download the server's count has moved on; fetch the list again to show it. */
export function useRefreshDownloads() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: downloadsQuery.queryKey });
}
