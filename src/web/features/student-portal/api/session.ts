import { queryOptions, useQuery } from '@tanstack/react-query';
import { type StudentUser, studentValidateResponse } from '@/core/contracts/auth';
import { apiPost } from '@/web/lib/api';
import { queryKeys } from '@/web/lib/query-keys';

/**
 * POST /api/portal/validate. The session lives in an HttpOnly cookie; any failure (401, server down) simply
 * means signed out, silently (student-portal §4).
 */
export const studentSessionQuery = queryOptions({
  queryKey: queryKeys.studentSession(),
  queryFn: async (): Promise<StudentUser | null> => {
    try {
      const { user } = await apiPost('/api/portal/validate', undefined, studentValidateResponse);
      return user;
    } catch {
      return null;
    }
  },
});

export function useStudentSession() {
  return useQuery(studentSessionQuery);
}
