import { cn } from '@/web/lib/class-names';

interface SpinnerProps {
  className?: string;
  /** Read out by screen readers; leave empty when nearby text already says what is loading. */
  label?: string;
}

export function Spinner({ className, label }: SpinnerProps) {
  return (
    <svg
      className={cn('size-5 shrink-0 animate-spin', className)}
      viewBox="0 0 24 24"
      fill="none"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/** A centred spinner with visible text, for whole-area loading states. */
export function LoadingState({ text = 'Loading...', className }: { text?: string; className?: string }) {
  return (
    <div role="status" className={cn('flex items-center justify-center gap-3 py-10 text-ink-600', className)}>
      <Spinner className="size-6 text-fairway-600" />
      <span className="text-base font-medium">{text}</span>
    </div>
  );
}
