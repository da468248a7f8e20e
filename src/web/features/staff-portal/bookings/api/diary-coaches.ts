import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type DiaryCoachPatch,
  diaryCoachesResponse,
  diaryCoachResponse,
  type TimeOffBody,
  timeOffResponse,
  type WeeklyHoursBody,
} from '@/core/contracts/booking-admin';
import { apiRequest } from '@/web/lib/api';
import { getQuery, queryKeys } from '@/web/lib/query-keys';

export const DIARY_COACHES_PATH = '/api/staff/booking/coaches';

/** GET /api/staff/booking/coaches: admins get every coach and who could join; coaches get themselves. */
export const diaryCoachesQuery = getQuery(queryKeys.diaryCoaches(), diaryCoachesResponse);

export function useDiaryCoaches() {
  return useQuery(diaryCoachesQuery);
}

function useDiaryMutation<TArgs, TResult>(request: (args: TArgs) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.diaryCoaches() }),
  });
}

/** POST /api/staff/booking/coaches (admin). */
export function useAddDiaryCoach() {
  return useDiaryMutation((staffId: string) =>
    apiRequest(DIARY_COACHES_PATH, { method: 'POST', json: { staffId }, schema: diaryCoachResponse }),
  );
}

/** PATCH /api/staff/booking/coaches/{id}: notice, buffer, taking bookings. */
export function useUpdateDiaryCoach() {
  return useDiaryMutation(({ id, patch }: { id: number; patch: DiaryCoachPatch }) =>
    apiRequest(`${DIARY_COACHES_PATH}/${id}`, { method: 'PATCH', json: patch, schema: diaryCoachResponse }),
  );
}

/** PUT /api/staff/booking/coaches/{id}/hours: the whole week at once. */
export function useReplaceWeeklyHours() {
  return useDiaryMutation(({ id, body }: { id: number; body: WeeklyHoursBody }) =>
    apiRequest(`${DIARY_COACHES_PATH}/${id}/hours`, {
      method: 'PUT',
      json: body,
      schema: diaryCoachResponse,
    }),
  );
}

/** POST /api/staff/booking/coaches/{id}/time-off. */
export function useAddTimeOff() {
  return useDiaryMutation(({ id, body }: { id: number; body: TimeOffBody }) =>
    apiRequest(`${DIARY_COACHES_PATH}/${id}/time-off`, {
      method: 'POST',
      json: body,
      schema: timeOffResponse,
    }),
  );
}

/** DELETE /api/staff/booking/coaches/{id}/time-off/{timeOffId}. */
export function useRemoveTimeOff() {
  return useDiaryMutation(({ id, timeOffId }: { id: number; timeOffId: string }) =>
    apiRequest(`${DIARY_COACHES_PATH}/${id}/time-off/${timeOffId}`, { method: 'DELETE' }),
  );
}
