import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type DownloadItem,
  downloadCheckoutResponse,
  downloadsResponse,
  purchaseRequestResponse,
} from '@/core/contracts/downloads';
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

/** The list with one item as the server now answers it. */
function useReplaceItem() {
  const queryClient = useQueryClient();
  const { queryKey } = useDownloadsQuery();
  return (download: DownloadItem) =>
    queryClient.setQueryData(queryKey, (old) =>
      old ? { downloads: old.downloads.map((d) => (d.id === download.id ? download : d)) } : old,
    );
}

/**
 * POST /api/downloads/{id}/purchase: Buy. With payments online the server answers Stripe's page and the
 * student is sent there (the button stays busy meanwhile); otherwise it records a request for the academy.
 */
export function useRequestPurchase() {
  const replaceItem = useReplaceItem();
  const acting = useActingStudent();
  return useMutation({
    mutationFn: async (id: string) => {
      const answer = await apiPost(
        forStudent(`${DOWNLOADS_PATH}/${encodeURIComponent(id)}/purchase`, acting),
        undefined,
        purchaseRequestResponse,
      );
      if (answer.checkoutUrl) {
        window.location.assign(answer.checkoutUrl);
        // Leaving for Stripe: the button stays busy until the page goes.
        await new Promise(() => undefined);
      }
      return answer;
    },
    onSuccess: ({ download }) => replaceItem(download),
  });
}

/**
 * GET /api/downloads/checkout/{sessionId}: on the way back from Checkout, whether the server has Stripe's
 * word that the payment was made (it then opens the item in the list too).
 */
export function useCheckoutReturn(sessionId: string | null) {
  const replaceItem = useReplaceItem();
  const acting = useActingStudent();
  const queryKey = queryKeys.downloadCheckout(sessionId ?? '', namedStudentId(acting));
  return useQuery({
    queryKey,
    enabled: sessionId !== null,
    retry: 1,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async ({ signal }) => {
      const answer = await apiGet(pathOf(queryKey), downloadCheckoutResponse, signal);
      replaceItem(answer.download);
      return answer;
    },
  });
}

/** After a download the server's count has moved on; fetch the list again to show it. */
export function useRefreshDownloads() {
  const queryClient = useQueryClient();
  const { queryKey } = useDownloadsQuery();
  return () => queryClient.invalidateQueries({ queryKey });
}
