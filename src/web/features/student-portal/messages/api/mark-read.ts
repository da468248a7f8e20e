import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markReadResponse, type StudentMessagesResponse } from '@/core/contracts/messages';
import { apiRequest } from '@/web/lib/api';
import { queryKeys } from '@/web/lib/query-keys';
import { forStudent, useActingStudent } from '../../acting-student';

/**
 * PATCH /api/messages/{id}/read. On success the local copy reads read_by_student true; a failure is
 * only logged (student-portal §4, §8).
 */
export function useMarkRead(studentId: string) {
  const queryClient = useQueryClient();
  const acting = useActingStudent();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(forStudent(`/api/messages/${id}/read`, acting), {
        method: 'PATCH',
        json: { readBy: 'student' },
        schema: markReadResponse,
      }),
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<StudentMessagesResponse>(
        queryKeys.studentMessages(studentId),
        (previous) =>
          previous && {
            ...previous,
            messages: previous.messages.map((m) => (m.id === id ? { ...m, read_by_student: true } : m)),
          },
      );
    },
    onError: (error) => console.warn('Marking the message read failed', error),
  });
}
