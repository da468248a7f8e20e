import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type StorageItemKind, storageItemPath, storageUsageResponse } from '@/core/contracts/storage';
import { apiRequest } from '@/web/lib/api';
import { getQuery, queryKeys } from '@/web/lib/query-keys';
import { forStudent, useActingStudent } from '../../acting-student';

/** GET /api/students/{id}/storage: the space the student's uploads take and their largest files. */
export const storageUsageQuery = (studentId: string) =>
  getQuery(queryKeys.studentStorage(studentId), storageUsageResponse);

/** DELETE one of the student's files; the answer is the new usage, shown at once. */
export function useDeleteStoredFile(studentId: string) {
  const queryClient = useQueryClient();
  const acting = useActingStudent();
  return useMutation({
    // The server takes the student from the session here, so a guardian names the child as well.
    mutationFn: (item: { kind: StorageItemKind; id: string }) =>
      apiRequest(forStudent(storageItemPath(studentId, item.kind, item.id), acting), {
        method: 'DELETE',
        schema: storageUsageResponse,
      }),
    onSuccess: (usage) => queryClient.setQueryData(storageUsageQuery(studentId).queryKey, usage),
  });
}
