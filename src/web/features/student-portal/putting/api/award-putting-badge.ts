import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type AwardPuttingBadgeBody,
  type AwardPuttingBadgeResponse,
  awardPuttingBadgeResponse,
} from '@/core/contracts/challenges';
import { apiPost } from '@/web/lib/api';
import { queryKeys } from '@/web/lib/query-keys';
import { forStudent, useActingStudent } from '../../acting-student';

/**
 * Everything a new badge changes: the climbed ladders, every badge list and the leaderboard (all under
 * /api/badges), and the dashboard's medal counts.
 */
export function refreshAfterBadge(queryClient: QueryClient, studentId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.puttingCompletions(studentId) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.badges() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.studentDashboard(studentId) }),
  ]);
}

/**
 * POST /api/putting/award-badge once the last step is climbed. The browser says which ladder and how many
 * restarts; the server checks the ladder and decides the medal, which is what the result screen shows.
 */
export function useAwardPuttingBadge(studentId: string) {
  const queryClient = useQueryClient();
  const acting = useActingStudent();
  return useMutation({
    mutationFn: (body: AwardPuttingBadgeBody): Promise<AwardPuttingBadgeResponse> =>
      apiPost(forStudent('/api/putting/award-badge', acting), body, awardPuttingBadgeResponse),
    // Not awaited: the result screen shows the server's answer at once while the other lists refresh.
    onSuccess: () => {
      void refreshAfterBadge(queryClient, studentId);
    },
  });
}
