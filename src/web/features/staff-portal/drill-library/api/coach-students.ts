import { queryOptions } from '@tanstack/react-query';
import { coachStudentsResponse } from '@/core/contracts/coaching';
import { apiGet } from '@/web/lib/api';

const path = (staffId: string) => `/api/coaches/${encodeURIComponent(staffId)}/students`;

/**
 * GET /api/coaches/{id}/students: whom the coach may assign to (every student for an admin). Keyed by
 * the address, so the Students tab and this dialog share one cached list.
 */
export const coachStudentsQuery = (staffId: string) =>
  queryOptions({
    queryKey: [path(staffId)],
    queryFn: ({ signal }) => apiGet(path(staffId), coachStudentsResponse, signal),
  });
