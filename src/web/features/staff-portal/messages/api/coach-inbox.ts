import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { coachInboxResponse, replyResponse, updateMessageStatusResponse } from '@/core/contracts/messages';
import { apiRequest } from '@/web/lib/api';
import { getQuery, queryKeys } from '@/web/lib/query-keys';
import { uploadWithProgress } from '@/web/lib/upload-with-progress';

/** GET /api/coaches/{id}/messages: the inbox and its stat cards; the top bar's unread badge reads it too. */
export const coachInboxQuery = (staffId: string) =>
  getQuery(queryKeys.coachInbox(staffId), coachInboxResponse);

export function useCoachInbox(staffId: string) {
  return useQuery(coachInboxQuery(staffId));
}

export function useMessageStatus(staffId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: 'in_progress' | 'resolved' }) =>
      apiRequest(`/api/messages/${encodeURIComponent(id)}/status`, {
        method: 'PATCH',
        json: { status },
        schema: updateMessageStatusResponse,
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.coachInbox(staffId) }),
  });
}

/** POST /api/messages/{id}/reply as multipart (text and an optional video), with upload progress. */
export function useReply(staffId: string, onProgress: (percent: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, response, video }: { id: string; response: string; video?: File }) => {
      const form = new FormData();
      form.append('response', response);
      if (video) form.append('video', video, video.name);
      return uploadWithProgress(
        `/api/messages/${encodeURIComponent(id)}/reply`,
        form,
        replyResponse,
        onProgress,
      );
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.coachInbox(staffId) }),
  });
}
