import { useQuery } from '@tanstack/react-query';
import { puttingCompletionsResponse } from '@/core/contracts/challenges';
import { getQuery, queryKeys } from '@/web/lib/query-keys';

/** GET /api/putting/completions/{id}: every ladder the student has climbed, and how many distinct ones. */
export const puttingCompletionsQuery = (studentId: string) =>
  getQuery(queryKeys.puttingCompletions(studentId), puttingCompletionsResponse);

export function usePuttingCompletions(studentId: string) {
  return useQuery(puttingCompletionsQuery(studentId));
}
