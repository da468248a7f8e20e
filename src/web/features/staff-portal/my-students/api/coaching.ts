import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  moduleProgressResponse,
  studentDetailResponse,
  type UpdateExerciseBody,
  type UpdateExerciseResponse,
  updateExerciseResponse,
} from '@/core/contracts/coaching';
import { apiRequest } from '@/web/lib/api';
import { getQuery, queryKeys } from '@/web/lib/query-keys';
import { uploadWithProgress } from '@/web/lib/upload-with-progress';

const seg = encodeURIComponent;
/** A student's overview, refreshed every 30 s and when the window comes back (staff-portal §4, §9). */
export function useStudentDetail(id: string) {
  return useQuery({
    ...getQuery(queryKeys.staffStudentDetail(id), studentDetailResponse),
    refetchInterval: 30_000,
    refetchOnWindowFocus: 'always',
    retry: false,
  });
}

export function useModuleProgress(assignmentId: string) {
  return useQuery(getQuery(queryKeys.moduleProgress(assignmentId), moduleProgressResponse));
}

/** What a change to a student's modules or drill assignments makes stale. */
function useRefreshStudent(studentId: string) {
  const queryClient = useQueryClient();
  return (assignmentId?: string) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.staffStudentDetail(studentId) }),
      assignmentId
        ? queryClient.invalidateQueries({ queryKey: queryKeys.moduleProgress(assignmentId) })
        : undefined,
      // The coach's student cards and dashboard figures: the student may belong to another coach (an admin's
      // view), so every coach's.
      queryClient.invalidateQueries({ queryKey: queryKeys.coaches() }),
    ]);
}

export interface ExerciseChange extends UpdateExerciseBody {
  assignmentId: string;
  exerciseId: string;
  video?: File;
}

/**
 * PUT an exercise: JSON for a tick or notes, multipart with the video through XMLHttpRequest so the coach
 * sees the upload's progress.
 */
export function useUpdateExercise(studentId: string, onProgress?: (percent: number) => void) {
  const refresh = useRefreshStudent(studentId);
  return useMutation({
    mutationFn: ({
      assignmentId,
      exerciseId,
      video,
      ...body
    }: ExerciseChange): Promise<UpdateExerciseResponse> => {
      const path = `/api/module-assignments/${seg(assignmentId)}/exercises/${seg(exerciseId)}`;
      if (!video) return apiRequest(path, { method: 'PUT', json: body, schema: updateExerciseResponse });
      const form = new FormData();
      form.append('completed', String(body.completed));
      if (body.coachNotes != null) form.append('coachNotes', body.coachNotes);
      form.append('video', video, video.name);
      return uploadWithProgress(
        `${path}/with-video`,
        form,
        updateExerciseResponse,
        onProgress ?? (() => {}),
        'PUT',
      );
    },
    onSuccess: (_data, change) => void refresh(change.assignmentId),
  });
}

export function useUnassignModule(studentId: string) {
  const refresh = useRefreshStudent(studentId);
  return useMutation({
    mutationFn: (assignmentId: string) =>
      apiRequest(`/api/module-assignments/${seg(assignmentId)}`, { method: 'DELETE' }),
    onSuccess: () => void refresh(),
  });
}

export function useRemoveDrillAssignment(studentId: string) {
  const refresh = useRefreshStudent(studentId);
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/api/drill-assignments/${seg(id)}`, { method: 'DELETE' }),
    onSuccess: () => void refresh(),
  });
}
