import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type StorageItemKind, storageItemPath, storageUsageResponse } from '@/core/contracts/storage';
import { apiGet, apiRequest } from '@/web/lib/api';

export const storageUsagePath = (studentId: string) =>
  `/api/students/${encodeURIComponent(studentId)}/storage`;

/** GET /api/students/{id}/storage: the space the student's uploads take and their largest files. */
export const storageUsageQuery = (studentId: string) =>
  queryOptions({
    queryKey: ['student-storage', studentId],
    queryFn: ({ signal }) => apiGet(storageUsagePath(studentId), storageUsageResponse, signal),
  });

/** DELETE one of the student's files; the answer is the new usage, shown at once. */
export function useDeleteStoredFile(studentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: { kind: StorageItemKind; id: string }) =>
      apiRequest(storageItemPath(studentId, item.kind, item.id), {
        method: 'DELETE',
        schema: storageUsageResponse,
      }),
    onSuccess: (usage) => queryClient.setQueryData(storageUsageQuery(studentId).queryKey, usage),
  });
}
