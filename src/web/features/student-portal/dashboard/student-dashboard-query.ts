import { queryOptions, useQuery } from '@tanstack/react-query';
import { studentDashboard } from '@/core/contracts/student-profile';
import { apiGet } from '@/web/lib/api';
import { pathOf, queryKeys } from '@/web/lib/query-keys';

/** GET /api/students/{id}/dashboard: coach, medals, programme progress and recent activity. */
export function studentDashboardQuery(studentId: string) {
  return queryOptions({
    queryKey: queryKeys.studentDashboard(studentId),
    queryFn: ({ signal }) => apiGet(pathOf(queryKeys.studentDashboard(studentId)), studentDashboard, signal),
  });
}

export function useStudentDashboard(studentId: string) {
  return useQuery(studentDashboardQuery(studentId));
}
