import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { successResponse } from '@/core/contracts/coaching';
import {
  type DrillAssignmentStatus,
  drillAssignment,
  type ReviewDrillAssignmentBody,
  staffDrillAssignmentsResponse,
} from '@/core/contracts/drill-assignments';
import { apiRequest } from '@/web/lib/api';
import { getQuery, queryKeys } from '@/web/lib/query-keys';

const seg = encodeURIComponent;

/** What the server can filter on; Overdue is read from each assignment's own `overdue` flag. */
export interface ServerFilters {
  status?: DrillAssignmentStatus;
  studentId?: string;
}

/** GET /api/coaches/{id}/drill-assignments with its filters, as one address (and so one query key). */
export const staffAssignmentsQuery = (staffId: string, filters: ServerFilters) =>
  getQuery(queryKeys.coachDrillAssignmentsList(staffId, filters), staffDrillAssignmentsResponse);

/**
 * Every drill assignment of the coach's students, with the counts behind the stat chips. Changing a filter
 * keeps the previous answer on screen until the new one arrives, so the chips and cards do not flash away.
 */
export function useStaffAssignments(staffId: string, filters: ServerFilters) {
  return useQuery({ ...staffAssignmentsQuery(staffId, filters), placeholderData: keepPreviousData });
}

/**
 * A review or a removal changes this list and its counts, the student's overview, the coach's student
 * cards and the dashboard's figures: every coach-scoped and staff-portal read is fetched again.
 */
function refreshDrillAssignments(queryClient: QueryClient) {
  return Promise.all(
    [queryKeys.coaches(), queryKeys.staffStudentDetails()].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

/** PUT /api/drill-assignments/{id}/review: a 1–5 rating and comments; the assignment becomes reviewed. */
export function useReviewDrillAssignment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: ReviewDrillAssignmentBody & { id: string }) =>
      apiRequest(`/api/drill-assignments/${seg(id)}/review`, {
        method: 'PUT',
        json: body,
        schema: drillAssignment,
      }),
    onSuccess: () => refreshDrillAssignments(queryClient),
  });
}

/** DELETE /api/drill-assignments/{id}: removes a drill assignment, and the student's result, for good. */
export function useRemoveDrillAssignment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/api/drill-assignments/${seg(id)}`, { method: 'DELETE', schema: successResponse }),
    onSuccess: () => refreshDrillAssignments(queryClient),
  });
}
