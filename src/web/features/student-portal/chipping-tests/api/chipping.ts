import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  badgesResponse,
  chippingResultsResponse,
  type SaveChippingResultBody,
  type SaveChippingResultResponse,
  saveChippingResultResponse,
} from '@/core/contracts/challenges';
import { apiGet, apiPost } from '@/web/lib/api';
import { pathOf, queryKeys } from '@/web/lib/query-keys';
import { forStudent, useActingStudent } from '../../acting-student';
import { refreshAfterBadge } from '../../putting/api/award-putting-badge';

/** GET /api/chipping/results/{id}: the last five results, newest first, and the summary. */
export const chippingResultsQuery = (studentId: string) =>
  queryOptions({
    queryKey: queryKeys.chippingResults(studentId),
    queryFn: ({ signal }) =>
      apiGet(pathOf(queryKeys.chippingResults(studentId)), chippingResultsResponse, signal),
  });

export function useChippingResults(studentId: string) {
  return useQuery(chippingResultsQuery(studentId));
}

/** The student's chipping badges: the highest medal held for each test. */
export function useChippingBadges(studentId: string) {
  return useQuery({
    queryKey: queryKeys.studentBadgesOfType(studentId, 'chipping'),
    queryFn: ({ signal }) =>
      apiGet(pathOf(queryKeys.studentBadgesOfType(studentId, 'chipping')), badgesResponse, signal),
  });
}

/** POST /api/chipping/results: the ten outcomes go up; the total, medal and level come back from the server. */
export function useSaveChippingResult(studentId: string) {
  const queryClient = useQueryClient();
  const acting = useActingStudent();
  return useMutation({
    mutationFn: (body: SaveChippingResultBody): Promise<SaveChippingResultResponse> =>
      apiPost(forStudent('/api/chipping/results', acting), body, saveChippingResultResponse),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.chippingResults(studentId) });
      void refreshAfterBadge(queryClient, studentId);
    },
  });
}
