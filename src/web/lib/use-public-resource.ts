import { useEffect, useState } from 'react';
import { apiGet } from './api';

export type PublicResource<T> =
  | { status: 'loading'; data?: undefined; error?: undefined }
  | { status: 'error'; data?: undefined; error: Error }
  | { status: 'success'; data: T; error?: undefined };

/**
 * A read for public pages (home coaches, membership picker): GET once on mount, with the spec's
 * error text. Public pages keep TanStack Query out of their bundle to stay inside the 120 KB budget;
 * the portals use TanStack Query. While prerendering and hydrating it is 'loading'.
 */
export function usePublicResource<T>(path: string): PublicResource<T> {
  const [state, setState] = useState<PublicResource<T>>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    apiGet(path, undefined, controller.signal).then(
      (data) => setState({ status: 'success', data: data as T }),
      (error: unknown) => {
        if (!controller.signal.aborted) {
          setState({ status: 'error', error: error instanceof Error ? error : new Error(String(error)) });
        }
      },
    );
    return () => controller.abort();
  }, [path]);
  return state;
}
