import { useQuery } from '@tanstack/react-query';
import { type DrillAssignment, drillAssignmentsResponse } from '@/core/contracts/drill-assignments';
import { getQuery, queryKeys } from '@/web/lib/query-keys';

/** GET /api/students/{id}/assignments: the signed-in student's drill assignments. */
export const studentAssignmentsQuery = (studentId: string) =>
  getQuery<DrillAssignment[]>(queryKeys.studentAssignments(studentId), drillAssignmentsResponse);

export function useStudentAssignments(studentId: string) {
  return useQuery(studentAssignmentsQuery(studentId));
}
