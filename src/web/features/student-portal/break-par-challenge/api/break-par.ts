import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
import { apiGet, apiPost } from '@/web/lib/api';
import { uploadWithProgress } from '@/web/lib/upload-with-progress';
import { refreshAfterBadge } from '../../putting/api/award-putting-badge';

const id = (studentId: string) => encodeURIComponent(studentId);
export const progressPath = (studentId: string) => `/api/break-par-challenge/progress/${id(studentId)}`;
export const attemptsPath = (studentId: string) =>
  `/api/break-par-challenge/attempts/${id(studentId)}?limit=5`;
const badgesPath = (studentId: string) => `/api/badges/${id(studentId)}?type=break_par`;

export const breakParProgressQuery = (studentId: string) =>
  queryOptions({
    queryKey: [progressPath(studentId)],
    queryFn: ({ signal }) => apiGet(progressPath(studentId), progressResponse, signal),
  });

export function useBreakParProgress(studentId: string) {
  return useQuery(breakParProgressQuery(studentId));
}

export function useRecentRounds(studentId: string) {
  return useQuery({
    queryKey: [attemptsPath(studentId)],
    queryFn: ({ signal }) => apiGet(attemptsPath(studentId), attemptsResponse, signal),
  });
}

export function useBreakParBadges(studentId: string) {
  return useQuery({
    queryKey: [badgesPath(studentId)],
    queryFn: ({ signal }) => apiGet(badgesPath(studentId), badgesResponse, signal),
  });
}

/** POST /api/break-par-challenge/attempts: the scores go up; the verdict and the new progress come back. */
export function useSaveRound(studentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateAttemptBody): Promise<CreateAttemptResponse> =>
      apiPost('/api/break-par-challenge/attempts', body, createAttemptResponse),
    onSuccess: (data) => {
      queryClient.setQueryData([progressPath(studentId)], { success: true, progress: data.progress });
      void queryClient.invalidateQueries({ queryKey: [attemptsPath(studentId)] });
      void refreshAfterBadge(queryClient, studentId);
    },
  });
}

/** Uploads one photo or video of a hole at once, so the round only names it when saved. */
export function uploadEvidence(
  kind: EvidenceKind,
  file: File,
  onProgress: (p: number) => void,
): Promise<Evidence> {
  const form = new FormData();
  form.append(kind, file, file.name);
  return uploadWithProgress(
    '/api/break-par-challenge/evidence',
    form,
    uploadEvidenceResponse,
    onProgress,
  ).then((r) => r.evidence);
}
