import { cn } from '@/web/lib/class-names';

interface ProgressBarProps {
  /** 0 to 100. */
  value: number;
  label: string;
  /** Show the label and percentage above the bar. */
  showLabel?: boolean;
  tone?: 'brand' | 'gold';
  className?: string;
}

export function ProgressBar({
  value,
  label,
  showLabel = false,
  tone = 'brand',
  className,
}: ProgressBarProps) {
  const percent = Math.round(Math.min(100, Math.max(0, Number.isFinite(value) ? value : 0)));
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      {showLabel && (
        <div className="flex justify-between text-sm font-medium text-ink-700">
          <span>{label}</span>
          <span>{percent}%</span>
        </div>
      )}
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2.5 w-full overflow-hidden rounded-full bg-cream-200"
      >
        <div
          className={cn(
            'h-full rounded-full transition-[width] duration-250 ease-out',
            tone === 'gold' ? 'bg-gold-400' : 'bg-fairway-600',
          )}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
