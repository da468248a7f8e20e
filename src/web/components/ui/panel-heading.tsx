import type { ReactNode } from 'react';
import { cn } from '@/web/lib/class-names';

interface PanelHeadingProps {
  title: ReactNode;
  description?: ReactNode;
  /** Actions on the heading's line (wraps under it on phones). */
  actions?: ReactNode;
  className?: string;
}

/** The heading of a portal panel. It is the page's h1, since only the active panel is rendered. */
export function PanelHeading({ title, description, actions, className }: PanelHeadingProps) {
  return (
    <div className={cn('mb-6 flex flex-wrap items-end justify-between gap-4', className)}>
      <div className="min-w-0">
        <h1 className="text-3xl font-semibold">{title}</h1>
        {description && <p className="mt-2 text-base text-ink-600">{description}</p>}
      </div>
      {actions}
    </div>
  );
}
