import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type ModelSwing,
  type ModelSwingMomentsBody,
  type ModelSwingPatchBody,
  modelSwingResponse,
  modelSwingsResponse,
} from '@/core/contracts/model-swings';
import { apiRequest } from '@/web/lib/api';
import { getQuery, queryKeys } from '@/web/lib/query-keys';
import { uploadWithProgress } from '@/web/lib/upload-with-progress';

export const STAFF_MODEL_SWINGS_PATH = '/api/staff/model-swings';
export const ADMIN_MODEL_SWINGS_PATH = '/api/admin/model-swings';

/** GET /api/staff/model-swings: the library, newest first. */
export const modelSwingsQuery = getQuery(queryKeys.modelSwings(), modelSwingsResponse);

export function useModelSwings() {
  return useQuery({
    ...modelSwingsQuery,
    // While a swing waits for its conversion the list is read again now and then, so its poster,
    // storyboard and phone version appear without a reload.
    refetchInterval: (query) =>
      query.state.data?.swings.some((s) => ['queued', 'converting'].includes(s.playback.status))
        ? 10_000
        : false,
  });
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.modelSwings() });
}

/** POST /api/admin/model-swings as multipart, with upload progress (0 to 100). */
export function useUploadModelSwing() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (args: { form: FormData; onProgress: (percent: number) => void }) =>
      (await uploadWithProgress(ADMIN_MODEL_SWINGS_PATH, args.form, modelSwingResponse, args.onProgress))
        .swing,
    onSuccess: invalidate,
  });
}

/** PATCH /api/admin/model-swings/{id}: title, club, view or handedness. */
export function useUpdateModelSwing() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (args: { id: string; patch: ModelSwingPatchBody }) =>
      (
        await apiRequest(`${ADMIN_MODEL_SWINGS_PATH}/${args.id}`, {
          method: 'PATCH',
          json: args.patch,
          schema: modelSwingResponse,
        })
      ).swing,
    onSuccess: invalidate,
  });
}

/** DELETE /api/admin/model-swings/{id}. */
export function useDeleteModelSwing() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => apiRequest(`${ADMIN_MODEL_SWINGS_PATH}/${id}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}

/** PUT /api/staff/model-swings/{id}/moments: every marked moment, replacing those before. */
export function useSetModelSwingMoments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (args: { id: string; moments: ModelSwingMomentsBody }): Promise<ModelSwing> =>
      (
        await apiRequest(`${STAFF_MODEL_SWINGS_PATH}/${args.id}/moments`, {
          method: 'PUT',
          json: args.moments,
          schema: modelSwingResponse,
        })
      ).swing,
    onSuccess: (swing) => {
      // The list holds every swing's marks: the new ones show at once, then the list is read again.
      queryClient.setQueryData(queryKeys.modelSwings(), (old: { swings: ModelSwing[] } | undefined) =>
        old ? { swings: old.swings.map((s) => (s.id === swing.id ? swing : s)) } : old,
      );
      return queryClient.invalidateQueries({ queryKey: queryKeys.modelSwings() });
    },
  });
}
