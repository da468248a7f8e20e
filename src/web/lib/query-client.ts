import { QueryClient, type QueryFunctionContext } from '@tanstack/react-query';
import { apiGet } from './api';
import { pathOf } from './query-keys';

/**
 * The spec's client defaults: a query key stands for its request address (query-keys.ts), fetched with GET;
 * no retries; data never goes stale; no refetch on window focus. Screens that must refresh opt in.
 */
function defaultQueryFn({ queryKey, signal }: QueryFunctionContext): Promise<unknown> {
  return apiGet(pathOf(queryKey), undefined, signal);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        retry: false,
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
