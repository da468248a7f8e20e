import { queryOptions, useQuery } from '@tanstack/react-query';
import { type StudentMessagesResponse, studentMessagesResponse } from '@/core/contracts/messages';
import { apiGet } from '@/web/lib/api';
import { pathOf, queryKeys } from '@/web/lib/query-keys';

// The portal's user ids are UUIDs; any other id has no messages to fetch (student-portal §7).
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** GET /api/students/{id}/messages: the signed-in student's messages, newest first. */
export const studentMessagesQuery = (studentId: string) =>
  queryOptions({
    queryKey: queryKeys.studentMessages(studentId),
    queryFn: ({ signal }): Promise<StudentMessagesResponse> =>
      UUID.test(studentId)
        ? apiGet(pathOf(queryKeys.studentMessages(studentId)), studentMessagesResponse, signal)
        : Promise.resolve({ success: true, messages: [], guardianCopy: false, sendRefusal: null }),
  });

export function useStudentMessages(studentId: string) {
  return useQuery(studentMessagesQuery(studentId));
}
