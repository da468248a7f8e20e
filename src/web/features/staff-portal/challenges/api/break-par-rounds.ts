import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type StaffAttemptsResponse,
  staffAttemptsResponse,
  verifyAttemptResponse,
} from '@/core/contracts/challenges';
import { apiRequest } from '@/web/lib/api';
import { getQuery, queryKeys } from '@/web/lib/query-keys';

const seg = encodeURIComponent;

/** GET /api/coaches/{id}/break-par-attempts, only rounds with a photo or video unless `all`. */
export const staffRoundsQuery = (staffId: string, all: boolean) =>
  getQuery(queryKeys.coachRoundsList(staffId, all), staffAttemptsResponse);

export function useStaffRounds(staffId: string, all: boolean) {
  return useQuery({ ...staffRoundsQuery(staffId, all), placeholderData: keepPreviousData });
}

/**
 * PATCH /api/break-par-challenge/attempts/{id}/verify. The server's answer is written into both lists
 * (with and without evidence) at once, so the button settles without waiting for a refetch.
 */
export function useVerifyRound(staffId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, verified }: { id: string; verified: boolean }) =>
      apiRequest(`/api/break-par-challenge/attempts/${seg(id)}/verify`, {
        method: 'PATCH',
        json: { verified },
        schema: verifyAttemptResponse,
      }),
    onSuccess: ({ attempt }) => {
      queryClient.setQueriesData<StaffAttemptsResponse>(
        { queryKey: queryKeys.coachRounds(staffId) },
        (list) =>
          list && {
            ...list,
            attempts: list.attempts.map((a) =>
              a.id === attempt.id ? { ...a, coach_verified: attempt.coach_verified } : a,
            ),
          },
      );
    },
  });
}
