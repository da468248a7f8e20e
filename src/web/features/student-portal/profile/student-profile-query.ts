import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type StudentProfile,
  studentProfile,
  type UpdateStudentProfileInput,
} from '@/core/contracts/student-profile';
import { apiGet, apiRequest } from '@/web/lib/api';
import { queryKeys } from '@/web/lib/query-keys';
import { forStudent, useActingStudent } from '../acting-student';

/**
 * GET /api/students/{id}; when that fails, the spec's fallback GET /api/students/by-email/{email}
 * (student-portal §7). Failures are logged, and the panel offers to try again.
 */
export function studentProfileQuery(user: { id: string; email: string }, byEmail = (path: string) => path) {
  return queryOptions({
    queryKey: queryKeys.student(user.id),
    queryFn: async ({ signal }): Promise<StudentProfile> => {
      try {
        return await apiGet(`/api/students/${encodeURIComponent(user.id)}`, studentProfile, signal);
      } catch (error) {
        console.warn('Profile fetch failed, trying by e-mail:', error);
        return apiGet(
          byEmail(`/api/students/by-email/${encodeURIComponent(user.email)}`),
          studentProfile,
          signal,
        );
      }
    },
  });
}

export function useStudentProfile(user: { id: string; email: string }) {
  // The by-e-mail fallback takes the student from the session: a guardian names the child.
  const acting = useActingStudent();
  return useQuery(studentProfileQuery(user, (path) => forStudent(path, acting)));
}

/** PUT /api/students/{id}: the edited fields; the answer is the saved record, shown as it is. */
export function useUpdateStudentProfile(studentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateStudentProfileInput) =>
      apiRequest(`/api/students/${encodeURIComponent(studentId)}`, {
        method: 'PUT',
        json: body,
        schema: studentProfile,
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.student(studentId), saved);
      // Name, handicap and coach also show in the header and on the dashboard.
      void queryClient.invalidateQueries({ queryKey: queryKeys.studentSession(), exact: true });
      void queryClient.invalidateQueries({ queryKey: queryKeys.studentDashboard(studentId) });
      // The two permission answers are consent records too, shown on the consents card beside the form.
      void queryClient.invalidateQueries({ queryKey: queryKeys.studentConsents(studentId) });
    },
  });
}
