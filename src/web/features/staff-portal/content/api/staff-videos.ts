import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type StaffVideo,
  staffVideoResponse,
  staffVideosResponse,
  type VideoCreateBody,
  type VideoPatchBody,
} from '@/core/contracts/learning';
import { apiRequest } from '@/web/lib/api';
import { getQuery, queryKeys } from '@/web/lib/query-keys';
import { uploadWithProgress } from '@/web/lib/upload-with-progress';

export const STAFF_VIDEOS_PATH = '/api/staff/learning/videos';

/** GET /api/staff/learning/videos: every video (retired ones too for admins), in the students' order. */
export const staffVideosQuery = getQuery(queryKeys.staffVideos(), staffVideosResponse);

export function useStaffVideos() {
  return useQuery(staffVideosQuery);
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.staffVideos() });
}

/** POST /api/staff/learning/videos: a YouTube video. */
export function useAddYoutubeVideo() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: VideoCreateBody) =>
      apiRequest(STAFF_VIDEOS_PATH, { method: 'POST', json: body, schema: staffVideoResponse }),
    onSuccess: invalidate,
  });
}

/** PATCH /api/staff/learning/videos/{id}: details, the YouTube link, retire or restore. */
export function useUpdateVideo() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (args: { id: string; patch: VideoPatchBody }) =>
      apiRequest(`${STAFF_VIDEOS_PATH}/${args.id}`, {
        method: 'PATCH',
        json: args.patch,
        schema: staffVideoResponse,
      }),
    onSuccess: invalidate,
  });
}

/** PUT /api/staff/learning/videos/order: every id in the new order. */
export function useReorderVideos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) =>
      apiRequest(`${STAFF_VIDEOS_PATH}/order`, { method: 'PUT', json: { ids }, schema: staffVideosResponse }),
    onSuccess: (data) => queryClient.setQueryData(queryKeys.staffVideos(), data),
  });
}

/** POST /api/staff/learning/videos/upload as multipart, with upload progress (0 to 100). */
export async function uploadVideo(
  form: FormData,
  onProgress: (percent: number) => void,
): Promise<StaffVideo> {
  const { video } = await uploadWithProgress(
    `${STAFF_VIDEOS_PATH}/upload`,
    form,
    staffVideoResponse,
    onProgress,
  );
  return video;
}

export function useUploadVideo() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (args: { form: FormData; onProgress: (percent: number) => void }) =>
      uploadVideo(args.form, args.onProgress),
    onSuccess: invalidate,
  });
}
