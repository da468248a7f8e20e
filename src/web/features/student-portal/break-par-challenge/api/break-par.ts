import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  attemptsResponse,
  badgesResponse,
  type CreateAttemptBody,
  type CreateAttemptResponse,
  createAttemptResponse,
  type Evidence,
  type EvidenceKind,
  progressResponse,
  uploadEvidenceResponse,
} from '@/core/contracts/challenges';
import { apiPost } from '@/web/lib/api';
import { getQuery, queryKeys } from '@/web/lib/query-keys';
import { uploadWithProgress } from '@/web/lib/upload-with-progress';
import { forStudent, useActingStudent } from '../../acting-student';
import { refreshAfterBadge } from '../../putting/api/award-putting-badge';

export const breakParProgressQuery = (studentId: string) =>
  getQuery(queryKeys.breakParProgress(studentId), progressResponse);

export function useBreakParProgress(studentId: string) {
  return useQuery(breakParProgressQuery(studentId));
}

export function useRecentRounds(studentId: string) {
  return useQuery(getQuery(queryKeys.breakParAttempts(studentId, 5), attemptsResponse));
}

export function useBreakParBadges(studentId: string) {
  return useQuery(getQuery(queryKeys.studentBadgesOfType(studentId, 'break_par'), badgesResponse));
}

/** POST /api/break-par-challenge/attempts: the scores go up; the verdict and the new progress come back. */
export function useSaveRound(studentId: string) {
  const queryClient = useQueryClient();
  const acting = useActingStudent();
  return useMutation({
    mutationFn: (body: CreateAttemptBody): Promise<CreateAttemptResponse> =>
      apiPost(forStudent('/api/break-par-challenge/attempts', acting), body, createAttemptResponse),
    onSuccess: (data) => {
      queryClient.setQueryData(queryKeys.breakParProgress(studentId), {
        success: true,
        progress: data.progress,
      });
      void queryClient.invalidateQueries({ queryKey: queryKeys.breakParAttempts(studentId, 5) });
      void refreshAfterBadge(queryClient, studentId);
    },
  });
}

/** Uploads one photo or video of a hole at once, so the round only names it when saved. */
export function uploadEvidence(
  kind: EvidenceKind,
  file: File,
  onProgress: (p: number) => void,
  path = '/api/break-par-challenge/evidence',
): Promise<Evidence> {
  const form = new FormData();
  form.append(kind, file, file.name);
  return uploadWithProgress(path, form, uploadEvidenceResponse, onProgress).then((r) => r.evidence);
}

/** `uploadEvidence` for the portal that is open (a guardian's upload names the child). */
export function useUploadEvidence() {
  const acting = useActingStudent();
  return (kind: EvidenceKind, file: File, onProgress: (p: number) => void) =>
    uploadEvidence(kind, file, onProgress, forStudent('/api/break-par-challenge/evidence', acting));
}
