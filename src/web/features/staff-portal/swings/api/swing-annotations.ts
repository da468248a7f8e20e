import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AnnotationSet,
  annotationSetResponse,
  annotationsConflictResponse,
  annotationTemplateResponse,
  annotationTemplatesResponse,
  type Drawing,
  type TemplateDrawing,
} from '@/core/contracts/annotations';
import { apiPost, apiRequest, isApiError } from '@/web/lib/api';
import { getQuery, pathOf, queryKeys } from '@/web/lib/query-keys';

/** The video a set of drawings belongs to: a student's swing, or one of the academy's model swings. */
export type DrawingTarget = { kind: 'swing'; id: string } | { kind: 'model_swing'; id: string };

function annotationsKey(target: DrawingTarget) {
  return target.kind === 'swing'
    ? queryKeys.staffSwingAnnotations(target.id)
    : queryKeys.staffModelSwingAnnotations(target.id);
}

/** GET …/annotations: the latest saved drawings over the video. */
export function useVideoAnnotations(target: DrawingTarget, enabled = true) {
  return useQuery({ ...getQuery(annotationsKey(target), annotationSetResponse), enabled });
}

/** GET /api/staff/swings/{id}/annotations: the latest saved drawings over the swing. */
export function useSwingAnnotations(swingId: string, enabled = true) {
  return useVideoAnnotations({ kind: 'swing', id: swingId }, enabled);
}

/** A save lands as the new version, or meets the newer version a colleague saved first. */
export type SaveOutcome = { saved: AnnotationSet } | { conflict: AnnotationSet; message: string };

/** PUT …/annotations on top of `baseVersion`; a 409 answers the latest, not an error. */
export function useSaveVideoAnnotations(target: DrawingTarget) {
  const queryClient = useQueryClient();
  const queryKey = annotationsKey(target);
  return useMutation({
    mutationFn: async (body: { baseVersion: number; drawings: Drawing[] }): Promise<SaveOutcome> => {
      try {
        const { annotations } = await apiRequest(pathOf(queryKey), {
          method: 'PUT',
          json: body,
          schema: annotationSetResponse,
        });
        return { saved: annotations };
      } catch (error) {
        if (isApiError(error) && error.status === 409) {
          const conflict = annotationsConflictResponse.safeParse(error.body);
          if (conflict.success) return { conflict: conflict.data.latest, message: conflict.data.message };
        }
        throw error;
      }
    },
    onSuccess: (outcome) => {
      const set = 'saved' in outcome ? outcome.saved : outcome.conflict;
      queryClient.setQueryData(queryKey, { annotations: set });
    },
  });
}

/** GET /api/staff/annotation-templates */
export function useAnnotationTemplates() {
  return useQuery(getQuery(queryKeys.annotationTemplates(), annotationTemplatesResponse));
}

/** POST /api/staff/annotation-templates */
export function useCreateAnnotationTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; drawings: TemplateDrawing[] }) =>
      apiPost(pathOf(queryKeys.annotationTemplates()), body, annotationTemplateResponse),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.annotationTemplates() }),
  });
}

/** DELETE /api/staff/annotation-templates/{id}: its author or an administrator. */
export function useDeleteAnnotationTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`${pathOf(queryKeys.annotationTemplates())}/${encodeURIComponent(id)}`, {
        method: 'DELETE',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.annotationTemplates() }),
  });
}
