import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/web/lib/class-names';

interface EmptyStateProps {
  icon: LucideIcon;
  title: string;
  text: ReactNode;
  action?: ReactNode;
  /** Heading level for the title, to keep the page outline right. */
  as?: 'h2' | 'h3';
  className?: string;
}

/** Says what is missing and what to do next. */
export function EmptyState({
  icon: Icon,
  title,
  text,
  action,
  as: Heading = 'h3',
  className,
}: EmptyStateProps) {
  return (
    <div
      className={cn(
        'flex flex-col items-center rounded-xl border border-dashed border-line-strong bg-cream-50 px-6 py-12 text-center',
        className,
      )}
    >
      <span className="mb-4 inline-flex size-14 items-center justify-center rounded-full bg-fairway-50 text-fairway-700">
        <Icon className="size-7" aria-hidden="true" />
      </span>
      <Heading className="font-display text-xl font-semibold text-ink-900">{title}</Heading>
      <div className="mt-2 max-w-md text-base text-ink-600">{text}</div>
      {action && <div className="mt-6">{action}</div>}
    </div>
  );
}
