import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type StaffAttemptsResponse,
  staffAttemptsResponse,
  verifyAttemptResponse,
} from '@/core/contracts/challenges';
import { apiGet, apiRequest } from '@/web/lib/api';

const seg = encodeURIComponent;

/** GET /api/coaches/{staffId}/break-par-attempts, only rounds with a photo or video unless `all`. */
export function staffRoundsPath(staffId: string, all: boolean): string {
  return `/api/coaches/${seg(staffId)}/break-par-attempts${all ? '' : '?evidence=true'}`;
}

const isRoundsKey = (path: unknown) =>
  typeof path === 'string' && /^\/api\/coaches\/[^/]+\/break-par-attempts/.test(path);

export const staffRoundsQuery = (staffId: string, all: boolean) =>
  queryOptions({
    queryKey: [staffRoundsPath(staffId, all)],
    queryFn: ({ signal }) => apiGet(staffRoundsPath(staffId, all), staffAttemptsResponse, signal),
  });

export function useStaffRounds(staffId: string, all: boolean) {
  return useQuery({ ...staffRoundsQuery(staffId, all), placeholderData: keepPreviousData });
}

/**
 * PATCH /api/break-par-challenge/attempts/{id}/verify. The server's answer is written into both lists
 * (with and without evidence) at once, so the button settles without waiting for a refetch.
 */
export function useVerifyRound() {
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
        { predicate: ({ queryKey: [path] }) => isRoundsKey(path) },
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
