import { queryOptions } from '@tanstack/react-query';
import { publicCoachList } from '@/core/contracts/coaches';
import { apiGet } from './api';

/** GET /api/coaches: the public coach list (home page, registration's coach choice). */
export const coachesQuery = queryOptions({
  queryKey: ['/api/coaches'],
  queryFn: ({ signal }) => apiGet('/api/coaches', publicCoachList, signal),
});
