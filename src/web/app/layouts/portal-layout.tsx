import { Outlet } from 'react-router';
import { Toaster } from '@/web/components/ui/toast';
import { QueryProvider } from '@/web/lib/query-provider';

/**
 * Wraps both portals with server data (TanStack Query) and the toast region. Both live here rather than at the root so that the toast library ships
 * with the portal chunks and public pages stay inside their JavaScript budget; mount a Toaster in the public
 * layout too if a public page ever needs toasts.
 */
export function PortalLayout() {
  return (
    <QueryProvider>
      <Outlet />
      <Toaster />
    </QueryProvider>
  );
}
