import { Skeleton } from '@/web/components/ui/skeleton';
import { LoadingState } from '@/web/components/ui/spinner';

/** While POST /api/staff-portal/validate runs. */
export function Validating() {
  return (
    <div className="min-h-dvh bg-cream-100">
      <div className="h-16 bg-fairway-900" />
      <div className="mx-auto flex max-w-md flex-col gap-4 px-4 py-10">
        <LoadingState text="Checking your session..." />
        <Skeleton className="h-10 w-1/2" />
        <Skeleton className="h-48 w-full rounded-xl" />
      </div>
    </div>
  );
}
