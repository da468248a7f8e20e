import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { downloadsResponse, purchaseRequestResponse } from '@/core/contracts/downloads';
import { apiGet, apiPost } from '@/web/lib/api';
import { pathOf, queryKeys } from '@/web/lib/query-keys';
import { forStudent, namedStudentId, useActingStudent } from '../../acting-student';

export const DOWNLOADS_PATH = '/api/downloads';

/** GET /api/downloads: the active items with this student's purchases and tier locks. */
export const downloadsQuery = (studentId?: string) =>
  queryOptions({
    queryKey: queryKeys.downloads(studentId),
    queryFn: ({ signal }) => apiGet(pathOf(queryKeys.downloads(studentId)), downloadsResponse, signal),
  });

function useDownloadsQuery() {
  return downloadsQuery(namedStudentId(useActingStudent()));
}

export function useDownloads() {
  return useQuery(useDownloadsQuery());
}

/** The file's address: an attachment, or inline in a new tab for a preview. The server counts downloads. */
export function downloadFileUrl(id: string, preview = false): string {
  return `${DOWNLOADS_PATH}/${encodeURIComponent(id)}/file${preview ? '?preview=1' : ''}`;
}

/** `downloadFileUrl` for the portal that is open (a guardian's link names the child). */
export function useDownloadFileUrl(): (id: string, preview?: boolean) => string {
  const acting = useActingStudent();
  return (id, preview) => forStudent(downloadFileUrl(id, preview), acting);
}

/** POST /api/downloads/{id}/purchase: Buy records a request the academy confirms at the venue. */
export function useRequestPurchase() {
  const queryClient = useQueryClient();
  const acting = useActingStudent();
  const { queryKey } = useDownloadsQuery();
  return useMutation({
    mutationFn: (id: string) =>
      apiPost(
        forStudent(`${DOWNLOADS_PATH}/${encodeURIComponent(id)}/purchase`, acting),
        undefined,
        purchaseRequestResponse,
      ),
    onSuccess: ({ download }) =>
      queryClient.setQueryData(queryKey, (old) =>
        old ? { downloads: old.downloads.map((d) => (d.id === download.id ? download : d)) } : old,
      ),
  });
}

/** After a download the server's count has moved on; fetch the list again to show it. */
export function useRefreshDownloads() {
  const queryClient = useQueryClient();
  const { queryKey } = useDownloadsQuery();
  return () => queryClient.invalidateQueries({ queryKey });
}
