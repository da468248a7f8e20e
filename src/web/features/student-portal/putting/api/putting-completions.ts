import { queryOptions, useQuery } from '@tanstack/react-query';
import { puttingCompletionsResponse } from '@/core/contracts/challenges';
import { apiGet } from '@/web/lib/api';

export const puttingCompletionsPath = (studentId: string) =>
  `/api/putting/completions/${encodeURIComponent(studentId)}`;

/** GET /api/putting/completions/{id}: every ladder the student has climbed, and how many distinct ones. */
export const puttingCompletionsQuery = (studentId: string) =>
  queryOptions({
    queryKey: [puttingCompletionsPath(studentId)],
    queryFn: ({ signal }) => apiGet(puttingCompletionsPath(studentId), puttingCompletionsResponse, signal),
  });

export function usePuttingCompletions(studentId: string) {
  return useQuery(puttingCompletionsQuery(studentId));
}
