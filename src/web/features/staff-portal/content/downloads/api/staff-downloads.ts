import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AdminDownloadItem,
  adminDownloadResponse,
  adminDownloadsResponse,
  type DownloadPatchBody,
  purchaseDecisionResponse,
  purchaseRequestsResponse,
} from '@/core/contracts/downloads';
import { ApiError, apiPost, apiRequest } from '@/web/lib/api';
import { getQuery, queryKeys } from '@/web/lib/query-keys';

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
 * POST /api/staff/downloads as multipart, through XMLHttpRequest because fetch cannot report upload
 * progress. The type field goes first so the server checks the file against that type as it streams.
 */
export function uploadDownload(
  fields: Record<string, string>,
  file: File,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<AdminDownloadItem> {
  const form = new FormData();
  if (fields.type) form.append('type', fields.type);
  for (const [name, value] of Object.entries(fields)) if (name !== 'type') form.append(name, value);
  form.append('file', file, file.name);

  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', STAFF_DOWNLOADS_PATH);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const text = xhr.responseText;
      let body: unknown;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(adminDownloadResponse.parse(body).download);
        } catch (err) {
          reject(err);
        }
        return;
      }
      reject(new ApiError(xhr.status, xhr.statusText, text, body));
    };
    xhr.onerror = () => reject(new TypeError('Network error'));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(form);
  });
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
