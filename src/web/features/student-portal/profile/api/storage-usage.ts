import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type StorageItemKind, storageItemPath, storageUsageResponse } from '@/core/contracts/storage';
import { apiRequest } from '@/web/lib/api';
import { getQuery, queryKeys } from '@/web/lib/query-keys';

/** GET /api/students/{id}/storage: the space the student's uploads take and their largest files. */
export const storageUsageQuery = (studentId: string) =>
  getQuery(queryKeys.studentStorage(studentId), storageUsageResponse);

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
