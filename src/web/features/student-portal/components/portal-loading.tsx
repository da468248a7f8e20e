import { Skeleton } from '@/web/components/ui/skeleton';
import { LoadingState } from '@/web/components/ui/spinner';

/** While POST /api/portal/validate runs. */
export function PortalLoading() {
  return (
    <div className="min-h-dvh bg-cream-100">
      <div className="h-16 border-b border-line bg-white" />
      <div className="mx-auto flex max-w-lg flex-col gap-4 px-4 py-10">
        <LoadingState text="Loading..." />
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-5 w-full" />
        <Skeleton className="h-40 w-full rounded-xl" />
      </div>
    </div>
  );
}
