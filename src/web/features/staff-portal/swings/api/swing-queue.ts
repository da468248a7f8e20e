import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  type reviewSwingBody,
  type Swing,
  type SwingMomentsBody,
  swingResponse,
  swingsResponse,
} from '@/core/contracts/swings';
import { apiGet, apiPost, apiRequest } from '@/web/lib/api';
import { getQuery, pathOf, queryKeys } from '@/web/lib/query-keys';
import { uploadVoiceOver } from '../../voice-overs/api';

/** While a swing waits for its conversion the list is read again now and then, so its frames appear. */
const preparing = (playback: { status: string }) => ['queued', 'converting'].includes(playback.status);
const whileConverting = (query: { state: { data?: { swings: Swing[] } } }) =>
  query.state.data?.swings.some(
    (s) => preparing(s.playback) || s.voiceOvers.some((v) => preparing(v.playback)),
  )
    ? 5_000
    : false;

/** GET /api/staff/swings: swings waiting for review, oldest first. */
export const swingQueueQuery = queryOptions({
  queryKey: queryKeys.staffSwings(),
  queryFn: ({ signal }) => apiGet(pathOf(queryKeys.staffSwings()), swingsResponse, signal),
});

export function useSwingQueue() {
  return useQuery({ ...swingQueueQuery, refetchInterval: whileConverting });
}

/** GET /api/staff/students/{id}/swings: one student's swings, waiting and reviewed, newest first. */
export function useStudentSwings(studentId: string, enabled: boolean) {
  return useQuery({
    ...getQuery(queryKeys.staffStudentSwings(studentId), swingsResponse),
    enabled,
    refetchInterval: whileConverting,
  });
}

/** Puts a changed swing wherever a list holds it: the queue and the student's own list. */
function useKeepSwing() {
  const queryClient = useQueryClient();
  return (swing: Swing) => {
    const replace = (old: { swings: Swing[] } | undefined) =>
      old ? { swings: old.swings.map((s) => (s.id === swing.id ? swing : s)) } : old;
    queryClient.setQueryData(queryKeys.staffSwings(), replace);
    queryClient.setQueryData(queryKeys.staffStudentSwings(swing.studentId), replace);
  };
}

/** PUT /api/staff/swings/{id}/moments: every marked moment, replacing those before. */
export function useSetSwingMoments() {
  const keep = useKeepSwing();
  return useMutation({
    mutationFn: async (args: { id: string; moments: SwingMomentsBody }) =>
      (
        await apiRequest(`/api/staff/swings/${encodeURIComponent(args.id)}/moments`, {
          method: 'PUT',
          json: args.moments,
          schema: swingResponse,
        })
      ).swing,
    onSuccess: keep,
  });
}

/** POST /api/staff/swings/{id}/review: the swing leaves the queue once the server confirms it. */
export function useReviewSwing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string } & z.input<typeof reviewSwingBody>) =>
      apiPost(`/api/staff/swings/${encodeURIComponent(id)}/review`, body, swingResponse),
    onSuccess: ({ swing }) => {
      queryClient.setQueryData(queryKeys.staffSwings(), (old: { swings: { id: string }[] } | undefined) =>
        old ? { swings: old.swings.filter((s) => s.id !== swing.id) } : old,
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.staffStudentSwings(swing.studentId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.staffNotifications() });
    },
  });
}

/**
 * Sends a recorded voice-over: the coach's resumable upload for the student, then POST
 * /api/staff/swings/{id}/voice-overs. The swing is then reviewed; it stays open in the queue's dialog so
 * the coach sees the voice-over being prepared.
 */
export function useSendVoiceOver() {
  const keep = useKeepSwing();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (args: { swing: Swing; file: File; onProgress: (percent: number) => void }) => {
      const uploadId = await uploadVoiceOver(args.file, args.swing.studentId, args.onProgress);
      const sent = await apiPost(
        `/api/staff/swings/${encodeURIComponent(args.swing.id)}/voice-overs`,
        { uploadId },
        swingResponse,
      );
      return sent.swing;
    },
    onSuccess: (swing) => {
      keep(swing);
      void queryClient.invalidateQueries({ queryKey: queryKeys.staffStudentSwings(swing.studentId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.staffNotifications() });
    },
  });
}
