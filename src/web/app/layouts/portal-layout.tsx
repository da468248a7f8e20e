import { Outlet } from 'react-router';
import { Toaster } from '@/web/components/ui/toast';

/**
 * Wraps both portals. The toast region lives here rather than at the root so that the toast library ships
 * with the portal chunks and public pages stay inside their JavaScript budget; mount a Toaster in the public
 * layout too if a public page ever needs toasts.
 */
export function PortalLayout() {
  return (
    <>
      <Outlet />
      <Toaster />
    </>
  );
}
