import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminStudentResponse,
  adminStudentsResponse,
  type UpdateAdminStudentBody,
} from '@/core/contracts/staff-admin';
import { apiRequest } from '@/web/lib/api';
import { getQuery, queryKeys } from '@/web/lib/query-keys';

export const ADMIN_STUDENTS_PATH = '/api/admin/students';

/** GET /api/admin/students: every student with their tier and coach. */
export const adminStudentsQuery = getQuery(queryKeys.adminStudents(), adminStudentsResponse);

export function useAdminStudents() {
  return useQuery(adminStudentsQuery);
}

/**
 * PATCH /api/admin/students/{id}: their coach (or none) or membership tier. Changes to one student go one at
 * a time, in the order they were made, so the last choice is the one saved. The answer replaces the student
 * in the list at once; the staff list is refreshed for its student counts, and the coach-side lists (a
 * coach's students, dashboards) for the new assignment.
 */
export function useUpdateAdminStudent(studentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    scope: { id: `${ADMIN_STUDENTS_PATH}/${studentId}` },
    mutationFn: (patch: UpdateAdminStudentBody) =>
      apiRequest(`${ADMIN_STUDENTS_PATH}/${studentId}`, {
        method: 'PATCH',
        json: patch,
        schema: adminStudentResponse,
      }),
    onSuccess: ({ student }) => {
      queryClient.setQueryData(adminStudentsQuery.queryKey, (previous) =>
        previous
          ? { ...previous, students: previous.students.map((s) => (s.id === student.id ? student : s)) }
          : previous,
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.adminStaff() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.coaches() });
    },
  });
}
