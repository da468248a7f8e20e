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

/** GET /api/staff/swings/{id}/annotations: the latest saved drawings over the swing. */
export function useSwingAnnotations(swingId: string, enabled = true) {
  return useQuery({ ...getQuery(queryKeys.staffSwingAnnotations(swingId), annotationSetResponse), enabled });
}

/** A save lands as the new version, or meets the newer version a colleague saved first. */
export type SaveOutcome = { saved: AnnotationSet } | { conflict: AnnotationSet; message: string };

/** PUT /api/staff/swings/{id}/annotations on top of `baseVersion`; a 409 answers the latest, not an error. */
export function useSaveSwingAnnotations(swingId: string) {
  const queryClient = useQueryClient();
  const queryKey = queryKeys.staffSwingAnnotations(swingId);
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
