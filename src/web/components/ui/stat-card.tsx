import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/web/lib/class-names';

interface StatCardProps {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  icon?: LucideIcon;
  className?: string;
}

/** One figure with its label: counts, rates, handicap. */
export function StatCard({ label, value, hint, icon: Icon, className }: StatCardProps) {
  return (
    <div
      className={cn('flex flex-col gap-2 rounded-xl border border-line bg-white p-5 shadow-card', className)}
    >
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm font-semibold text-ink-600">{label}</p>
        {Icon && (
          <span className="inline-flex size-9 items-center justify-center rounded-full bg-fairway-50 text-fairway-700">
            <Icon className="size-5" aria-hidden="true" />
          </span>
        )}
      </div>
      <div className="font-display text-3xl font-semibold text-ink-900">{value}</div>
      {hint && <div className="text-sm text-ink-600">{hint}</div>}
    </div>
  );
}
