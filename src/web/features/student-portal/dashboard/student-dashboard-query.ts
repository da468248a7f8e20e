import { queryOptions, useQuery } from '@tanstack/react-query';
import { studentDashboard } from '@/core/contracts/student-profile';
import { apiGet } from '@/web/lib/api';

/** GET /api/students/{id}/dashboard: coach, medals, programme progress and recent activity. */
export function studentDashboardQuery(studentId: string) {
  return queryOptions({
    queryKey: ['/api/students', studentId, 'dashboard'] as const,
    queryFn: ({ signal }) =>
      apiGet(`/api/students/${encodeURIComponent(studentId)}/dashboard`, studentDashboard, signal),
  });
}

export function useStudentDashboard(studentId: string) {
  return useQuery(studentDashboardQuery(studentId));
}
