import { LoadingState } from '@/web/components/ui/spinner';

/** Shown while a code-split route (a portal) downloads. */
export function PageLoading() {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-cream-100">
      <LoadingState text="Loading..." />
    </div>
  );
}
