import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { annotationSetResponse } from '@/core/contracts/annotations';
import {
  type CreateSwingBody,
  type Swing,
  swingResponse,
  swingsResponse,
  swingTargetsResponse,
} from '@/core/contracts/swings';
import { apiGet, apiPost } from '@/web/lib/api';
import { getQuery, pathOf, queryKeys } from '@/web/lib/query-keys';
import { uploadResumable } from '@/web/lib/upload-with-progress';
import { forStudent, namedStudentId, useActingStudent } from '../../acting-student';

/** GET /api/swings: the student's swings, newest first. */
export const swingsQuery = (studentId?: string) =>
  queryOptions({
    queryKey: queryKeys.swings(studentId),
    queryFn: ({ signal }) => apiGet(pathOf(queryKeys.swings(studentId)), swingsResponse, signal),
  });

/** GET /api/swings/targets: the drills, exercises and rounds a swing may be for. */
export const swingTargetsQuery = (studentId?: string) =>
  queryOptions({
    queryKey: queryKeys.swingTargets(studentId),
    queryFn: ({ signal }) => apiGet(pathOf(queryKeys.swingTargets(studentId)), swingTargetsResponse, signal),
  });

export function useSwings() {
  return useQuery({
    ...swingsQuery(namedStudentId(useActingStudent())),
    // While a swing waits for its conversion the list is read again now and then, so it becomes frame-exact
    // without a reload.
    refetchInterval: (query) =>
      query.state.data?.swings.some((s) =>
        [s.playback, ...s.voiceOvers.map((v) => v.playback)].some((p) =>
          ['queued', 'converting'].includes(p.status),
        ),
      )
        ? 5_000
        : false,
  });
}

export function useSwingTargets(enabled: boolean) {
  return useQuery({ ...swingTargetsQuery(namedStudentId(useActingStudent())), enabled });
}

export interface NewSwing extends Omit<CreateSwingBody, 'uploadId'> {
  file: File;
}

/**
 * Sends a swing: the video goes first as a resumable upload (a dropped signal continues where it stopped),
 * then the swing names the finished upload. `progress` is the share of the video's bytes sent; `cancel`
 * stops the upload.
 */
export function useSendSwing() {
  const queryClient = useQueryClient();
  const acting = useActingStudent();
  const studentId = namedStudentId(acting);
  const [progress, setProgress] = useState(0);
  const controller = useRef<AbortController | null>(null);
  const mutation = useMutation({
    mutationFn: async ({ file, ...swing }: NewSwing) => {
      setProgress(0);
      controller.current = new AbortController();
      const upload = await uploadResumable(file, {
        createPath: forStudent('/api/uploads', acting),
        purpose: 'swing',
        onProgress: setProgress,
        signal: controller.current.signal,
      });
      const body: CreateSwingBody = { ...swing, uploadId: upload.id };
      return (await apiPost(forStudent('/api/swings', acting), body, swingResponse)).swing;
    },
    onSuccess: (swing) => {
      queryClient.setQueryData(queryKeys.swings(studentId), (previous: { swings: Swing[] } | undefined) => ({
        swings: [swing, ...(previous?.swings ?? []).filter((s) => s.id !== swing.id)],
      }));
    },
    onSettled: () => {
      controller.current = null;
    },
  });
  return { ...mutation, progress, cancel: () => controller.current?.abort() };
}

/** GET /api/swings/{id}/annotations: the coach's drawings, shared with the review (read once it is sent). */
export function useSwingDrawings(swingId: string, enabled: boolean) {
  return useQuery({ ...getQuery(queryKeys.swingAnnotations(swingId), annotationSetResponse), enabled });
}
