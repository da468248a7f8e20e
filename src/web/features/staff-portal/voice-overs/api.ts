import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { voiceOversResponse } from '@/core/contracts/voice-overs';
import { apiPost } from '@/web/lib/api';
import { queryKeys } from '@/web/lib/query-keys';
import { uploadResumable } from '@/web/lib/upload-with-progress';

/** The coach's resumable upload of a recorded voice-over for the student: the upload's id once complete. */
export async function uploadVoiceOver(file: File, studentId: string, onProgress: (percent: number) => void) {
  const upload = await uploadResumable(file, {
    createPath: '/api/staff/uploads',
    purpose: 'voiceover',
    fields: { studentId },
    onProgress,
  });
  return upload.id;
}

/**
 * Sends a recorded voice-over on a drill assignment, an exercise or a message: the upload, then POST `path`
 * with its id. Answers the target's voice-overs as the server now has them; the lists that show the target
 * (`refresh`) are read again.
 */
export function useSendVoiceOverTo(path: string, refresh: readonly QueryKey[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (args: { studentId: string; file: File; onProgress: (percent: number) => void }) => {
      const uploadId = await uploadVoiceOver(args.file, args.studentId, args.onProgress);
      return (await apiPost(path, { uploadId }, voiceOversResponse)).voiceOvers;
    },
    onSuccess: () => {
      for (const queryKey of [...refresh, queryKeys.staffNotifications()]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}
