import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type LearningVideo,
  type LearningVideosResponse,
  learningVideoResponse,
  learningVideosResponse,
} from '@/core/contracts/learning';
import { apiGet, apiRequest } from '@/web/lib/api';
import { pathOf, queryKeys } from '@/web/lib/query-keys';
import { forStudent, namedStudentId, useActingStudent } from '../../acting-student';

export const LEARNING_VIDEOS_PATH = '/api/learning/videos';

/** GET /api/learning/videos: every offered video with my progress; the server decides `locked`. */
export const learningVideosQuery = (studentId?: string) =>
  queryOptions({
    queryKey: queryKeys.learningVideos(studentId),
    queryFn: ({ signal }) =>
      apiGet(pathOf(queryKeys.learningVideos(studentId)), learningVideosResponse, signal),
  });

export function useLearningVideos() {
  return useQuery(learningVideosQuery(namedStudentId(useActingStudent())));
}

/** Puts the server's answer for one video into the cached list, so cards and detail agree at once. */
function useReplaceInList() {
  const queryClient = useQueryClient();
  const studentId = namedStudentId(useActingStudent());
  return (video: LearningVideo) =>
    queryClient.setQueryData<LearningVideosResponse>(queryKeys.learningVideos(studentId), (previous) =>
      previous ? { videos: previous.videos.map((v) => (v.id === video.id ? video : v)) } : previous,
    );
}

/** POST /api/learning/videos/{id}/complete: 'Mark as Complete'. */
export function useMarkVideoComplete() {
  const replace = useReplaceInList();
  const acting = useActingStudent();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(forStudent(`${LEARNING_VIDEOS_PATH}/${id}/complete`, acting), {
        method: 'POST',
        schema: learningVideoResponse,
      }),
    onSuccess: ({ video }) => replace(video),
  });
}

/** PUT /api/learning/videos/{id}/progress: how far an uploaded video has been watched. */
export function useSaveVideoProgress() {
  const replace = useReplaceInList();
  const acting = useActingStudent();
  return useMutation({
    mutationFn: (args: { id: string; progress: number }) =>
      apiRequest(forStudent(`${LEARNING_VIDEOS_PATH}/${args.id}/progress`, acting), {
        method: 'PUT',
        json: { progress: args.progress },
        schema: learningVideoResponse,
      }),
    onSuccess: ({ video }) => replace(video),
  });
}
