import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type DrillAssignment,
  drillAssignment,
  type UpdateDrillAssignmentBody,
} from '@/core/contracts/drill-assignments';
import { notify } from '@/web/components/ui/toast';
import { apiRequest, isApiError } from '@/web/lib/api';
import { queryKeys } from '@/web/lib/query-keys';
import { forStudent, useActingStudent } from '../../acting-student';

/**
 * PUT /api/drill-assignments/{id}: Start or Complete. Whatever the answer, the list is fetched again
 * so the cards show what the server holds (student-portal §4, §8).
 */
export function useUpdateAssignment(studentId: string) {
  const queryClient = useQueryClient();
  const acting = useActingStudent();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateDrillAssignmentBody }): Promise<DrillAssignment> =>
      apiRequest(forStudent(`/api/drill-assignments/${id}`, acting), {
        method: 'PUT',
        json: body,
        schema: drillAssignment,
      }),
    onError: (error) => {
      notify.error(
        isApiError(error)
          ? 'Failed to update assignment. Please try again.'
          : 'Error updating assignment. Please try again.',
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.studentAssignments(studentId) }),
  });
}
