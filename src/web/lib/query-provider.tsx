import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createQueryClient } from './query-client';

// One client for the whole tab, so moving between a portal and the reset page keeps the cache.
let client: ReturnType<typeof createQueryClient> | undefined;

/**
 * Server data for the portals (and the reset-password form): TanStack Query with the spec's defaults.
 * It is mounted by the portal layout, not at the root, so that public pages do not download it; their
 * few reads use `usePublicResource`.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  client ??= createQueryClient();
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
