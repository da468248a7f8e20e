import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type CreateDrillAssignmentsBody,
  createDrillAssignmentsResponse,
} from '@/core/contracts/drill-assignments';
import { apiPost } from '@/web/lib/api';
import { queryKeys } from '@/web/lib/query-keys';

/**
 * POST /api/drill-assignments. New drill assignments change the coach's lists and counts, the students'
 * overviews and their own assignment lists, so all of those are fetched again.
 */
export function useAssignDrill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateDrillAssignmentsBody) =>
      apiPost('/api/drill-assignments', body, createDrillAssignmentsResponse),
    onSuccess: () =>
      void Promise.all(
        [queryKeys.coaches(), queryKeys.staffStudentDetails(), queryKeys.students()].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
