import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AdminDownloadItem,
  adminDownloadResponse,
  adminDownloadsResponse,
  type DownloadPatchBody,
  purchaseDecisionResponse,
  purchaseRequestsResponse,
} from '@/core/contracts/downloads';
import { apiPost, apiRequest } from '@/web/lib/api';
import { getQuery, queryKeys } from '@/web/lib/query-keys';
import { uploadWithProgress } from '@/web/lib/upload-with-progress';

export const STAFF_DOWNLOADS_PATH = '/api/staff/downloads';
export const PURCHASE_REQUESTS_PATH = '/api/staff/download-purchases';

/** GET /api/staff/downloads: every item, retired ones too (admins). */
export const staffDownloadsQuery = getQuery(queryKeys.staffDownloads(), adminDownloadsResponse);

export function useStaffDownloads(enabled = true) {
  return useQuery({ ...staffDownloadsQuery, enabled });
}

/** GET /api/staff/download-purchases: the requests waiting for a decision (admins). */
export const purchaseRequestsQuery = getQuery(queryKeys.downloadPurchases(), purchaseRequestsResponse);

export function usePurchaseRequests(enabled = true) {
  return useQuery({ ...purchaseRequestsQuery, enabled });
}

/** PATCH /api/staff/downloads/{id}: details, or retire/restore with isActive. */
export function useUpdateDownload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: DownloadPatchBody }) =>
      apiRequest(`${STAFF_DOWNLOADS_PATH}/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        json: patch,
        schema: adminDownloadResponse,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.staffDownloads() }),
  });
}

/** POST /api/staff/download-purchases/{id}/decision: grant or decline. */
export function useDecidePurchase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: 'grant' | 'decline' }) =>
      apiPost(
        `${PURCHASE_REQUESTS_PATH}/${encodeURIComponent(id)}/decision`,
        { decision },
        purchaseDecisionResponse,
      ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.downloadPurchases() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.staffDownloads() }),
      ]),
  });
}

/**
 * POST /api/staff/downloads as multipart, with upload progress. The type field goes first so the server
 * checks the file against that type as it streams.
 */
export async function uploadDownload(
  fields: Record<string, string>,
  file: File,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<AdminDownloadItem> {
  const form = new FormData();
  if (fields.type) form.append('type', fields.type);
  for (const [name, value] of Object.entries(fields)) if (name !== 'type') form.append(name, value);
  form.append('file', file, file.name);
  const { download } = await uploadWithProgress(
    STAFF_DOWNLOADS_PATH,
    form,
    adminDownloadResponse,
    onProgress,
    'POST',
    signal,
  );
  return download;
}

export function useUploadDownload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: {
      fields: Record<string, string>;
      file: File;
      onProgress: (percent: number) => void;
      signal?: AbortSignal;
    }) => uploadDownload(args.fields, args.file, args.onProgress, args.signal),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.staffDownloads() }),
  });
}
