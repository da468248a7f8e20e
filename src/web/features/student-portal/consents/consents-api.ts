import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type StudentConsentsResponse, studentConsentsResponse } from '@/core/contracts/consents';
import type { ConsentPurpose } from '@/core/rules/consent-rules';
import { apiRequest } from '@/web/lib/api';
import { getQuery, queryKeys } from '@/web/lib/query-keys';

/** GET /api/students/{id}/consents: each purpose, whether it holds, and who agreed. */
export const studentConsentsQuery = (studentId: string) =>
  getQuery(queryKeys.studentConsents(studentId), studentConsentsResponse);

/**
 * PUT one consent for the caller's own party. The answer is shown at once; what depends on consent (the
 * profile's answers, the leaderboard, whether a message may be sent) is read again.
 */
export function useSetConsent(studentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ purpose, agreed }: { purpose: ConsentPurpose; agreed: boolean }) =>
      apiRequest(`/api/students/${studentId}/consents/${purpose}`, {
        method: 'PUT',
        json: { agreed },
        schema: studentConsentsResponse,
      }),
    onSuccess: async (answer: StudentConsentsResponse) => {
      queryClient.setQueryData(studentConsentsQuery(studentId).queryKey, answer);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.student(studentId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.badges() }),
      ]);
    },
  });
}
