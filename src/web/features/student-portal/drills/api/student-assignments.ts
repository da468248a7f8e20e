import { queryOptions, useQuery } from '@tanstack/react-query';
import { type DrillAssignment, drillAssignmentsResponse } from '@/core/contracts/drill-assignments';
import { apiGet } from '@/web/lib/api';

export const studentAssignmentsPath = (studentId: string) => `/api/students/${studentId}/assignments`;

/** GET /api/students/{studentId}/assignments: the signed-in student's drill assignments. */
export const studentAssignmentsQuery = (studentId: string) =>
  queryOptions({
    queryKey: [studentAssignmentsPath(studentId)],
    queryFn: ({ signal }): Promise<DrillAssignment[]> =>
      apiGet(studentAssignmentsPath(studentId), drillAssignmentsResponse, signal),
  });

export function useStudentAssignments(studentId: string) {
  return useQuery(studentAssignmentsQuery(studentId));
}
