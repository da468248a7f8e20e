import { cn } from '@/web/lib/class-names';

/** A placeholder block shown while content loads. Decorative: pair it with a status text. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-cream-200', className)} />;
}
