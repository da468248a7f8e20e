import { QueryClient, type QueryFunctionContext } from '@tanstack/react-query';
import { apiGet } from './api';

/**
 * The spec's client defaults: the first part of a query key is the request address, fetched with GET; no
 * retries; data never goes stale; no refetch on window focus. Screens that must refresh opt in.
 */
function defaultQueryFn({ queryKey, signal }: QueryFunctionContext): Promise<unknown> {
  const [path] = queryKey;
  if (typeof path !== 'string') throw new Error('The first part of a query key must be the request address');
  return apiGet(path, undefined, signal);
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
