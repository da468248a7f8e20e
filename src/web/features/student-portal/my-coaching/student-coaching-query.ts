import { useQuery } from '@tanstack/react-query';
import { studentCoachingResponse } from '@/core/contracts/coaching';
import { apiGet } from '@/web/lib/api';
import { pathOf, queryKeys } from '@/web/lib/query-keys';

/** GET /api/students/{id}/coaching: modules with exercise notes and videos, drill reviews, Break Par rounds. */
export function useStudentCoaching(studentId: string) {
  return useQuery({
    queryKey: queryKeys.studentCoaching(studentId),
    queryFn: ({ signal }) =>
      apiGet(pathOf(queryKeys.studentCoaching(studentId)), studentCoachingResponse, signal),
  });
}
