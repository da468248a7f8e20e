import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  badgesResponse,
  chippingResultsResponse,
  type SaveChippingResultBody,
  type SaveChippingResultResponse,
  saveChippingResultResponse,
} from '@/core/contracts/challenges';
import { apiGet, apiPost } from '@/web/lib/api';
import { refreshAfterBadge } from '../../putting/api/award-putting-badge';

export const chippingResultsPath = (studentId: string) =>
  `/api/chipping/results/${encodeURIComponent(studentId)}`;
const chippingBadgesPath = (studentId: string) =>
  `/api/badges/${encodeURIComponent(studentId)}?type=chipping`;

/** GET /api/chipping/results/{id}: the last five results, newest first, and the summary. */
export const chippingResultsQuery = (studentId: string) =>
  queryOptions({
    queryKey: [chippingResultsPath(studentId)],
    queryFn: ({ signal }) => apiGet(chippingResultsPath(studentId), chippingResultsResponse, signal),
  });

export function useChippingResults(studentId: string) {
  return useQuery(chippingResultsQuery(studentId));
}

/** The student's chipping badges: the highest medal held for each test. */
export function useChippingBadges(studentId: string) {
  return useQuery({
    queryKey: [chippingBadgesPath(studentId)],
    queryFn: ({ signal }) => apiGet(chippingBadgesPath(studentId), badgesResponse, signal),
  });
}

/** POST /api/chipping/results: the ten outcomes go up; the total, medal and level come back from the server. */
export function useSaveChippingResult(studentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveChippingResultBody): Promise<SaveChippingResultResponse> =>
      apiPost('/api/chipping/results', body, saveChippingResultResponse),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [chippingResultsPath(studentId)] });
      void refreshAfterBadge(queryClient, studentId);
    },
  });
}
