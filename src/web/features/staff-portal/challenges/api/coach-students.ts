import { useQuery } from '@tanstack/react-query';
import { coachStudentsResponse } from '@/core/contracts/coaching';
import { apiGet } from '@/web/lib/api';

/** The same address (and so the same cached answer) as My Students and the assign dialogs use. */
const coachStudentsPath = (staffId: string) => `/api/coaches/${encodeURIComponent(staffId)}/students`;

/** GET /api/coaches/{staffId}/students: every student of the coach (every student for an admin). */
export function useCoachStudents(staffId: string) {
  return useQuery({
    queryKey: [coachStudentsPath(staffId)],
    queryFn: ({ signal }) => apiGet(coachStudentsPath(staffId), coachStudentsResponse, signal),
  });
}
