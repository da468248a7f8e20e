import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AdminCoachProfile,
  adminCoachProfileResponse,
  adminCoachProfilesResponse,
  type CoachProfilePatch,
} from '@/core/contracts/coach-profiles';
import { apiRequest } from '@/web/lib/api';
import { getQuery, queryKeys } from '@/web/lib/query-keys';
import { uploadWithProgress } from '@/web/lib/upload-with-progress';

export const COACH_PROFILES_PATH = '/api/staff/content/coaches';

/** GET /api/staff/content/coaches: every coach's public profile, hidden ones too, in the public order. */
export const coachProfilesQuery = getQuery(queryKeys.coachProfiles(), adminCoachProfilesResponse);

export function useCoachProfiles() {
  return useQuery(coachProfilesQuery);
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.coachProfiles() });
}

/** PATCH /api/staff/content/coaches/{id}: any of the profile's fields. */
export function useUpdateCoachProfile() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (args: { id: string; patch: CoachProfilePatch }) =>
      apiRequest(`${COACH_PROFILES_PATH}/${args.id}`, {
        method: 'PATCH',
        json: args.patch,
        schema: adminCoachProfileResponse,
      }),
    onSuccess: invalidate,
  });
}

/** POST /api/staff/content/coaches/{id}/photo as multipart, with upload progress (0 to 100). */
export function useUploadCoachPhoto() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (args: {
      id: string;
      file: File;
      onProgress: (percent: number) => void;
    }): Promise<AdminCoachProfile> => {
      const form = new FormData();
      form.append('photo', args.file, args.file.name);
      const { profile } = await uploadWithProgress(
        `${COACH_PROFILES_PATH}/${args.id}/photo`,
        form,
        adminCoachProfileResponse,
        args.onProgress,
      );
      return profile;
    },
    onSuccess: invalidate,
  });
}
