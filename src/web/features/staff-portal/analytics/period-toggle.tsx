import { ANALYTICS_PERIODS, type AnalyticsPeriod } from '@/core/contracts/coaching';
import { cn } from '@/web/lib/class-names';
import { PERIOD_LABELS } from './chart-data';

/**
 * Week / Month / Quarter as one segmented control: toggle buttons (aria-pressed), since they change
 * the figures below rather than switching between panels.
 */
export function PeriodToggle({
  value,
  onChange,
}: {
  value: AnalyticsPeriod;
  onChange(period: AnalyticsPeriod): void;
}) {
  return (
    <fieldset className="w-full sm:w-auto">
      <legend className="sr-only">Period</legend>
      <div className="flex w-full items-center gap-1 rounded-full bg-cream-200 p-1">
        {ANALYTICS_PERIODS.map((period) => (
          <button
            key={period}
            type="button"
            aria-pressed={value === period}
            onClick={() => onChange(period)}
            className={cn(
              'min-h-11 flex-1 rounded-full px-5 text-base font-semibold transition-colors duration-150 sm:flex-none',
              value === period ? 'bg-white text-fairway-800 shadow-xs' : 'text-ink-600 hover:text-ink-900',
            )}
          >
            {PERIOD_LABELS[period]}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
