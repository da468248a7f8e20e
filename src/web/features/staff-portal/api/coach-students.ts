import { useQuery } from '@tanstack/react-query';
import { coachStudentsResponse } from '@/core/contracts/coaching';
import { getQuery, queryKeys } from '@/web/lib/query-keys';

/**
 * GET /api/coaches/{id}/students: every student of the coach (every student for an admin). My Students, the
 * assign dialogs and the drill assignment filters all read this one query, and so one cached list.
 */
export const coachStudentsQuery = (staffId: string) =>
  getQuery(queryKeys.coachStudents(staffId), coachStudentsResponse);

export function useCoachStudents(staffId: string) {
  return useQuery(coachStudentsQuery(staffId));
}
