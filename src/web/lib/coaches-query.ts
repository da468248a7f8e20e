import { publicCoachList } from '@/core/contracts/coaches';
import { getQuery, queryKeys } from './query-keys';

/** GET /api/coaches: the public coach list (home page, registration's coach choice). */
export const coachesQuery = getQuery(queryKeys.coaches(), publicCoachList);
