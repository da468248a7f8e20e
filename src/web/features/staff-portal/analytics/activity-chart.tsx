import { ChartColumn } from 'lucide-react';
import { useId } from 'react';
import type { AnalyticsPeriod } from '@/core/contracts/coaching';
import { cn } from '@/web/lib/class-names';
import {
  axisLabelSteps,
  axisMax,
  type Bucket,
  bucketLabel,
  bucketName,
  bucketTotal,
  PERIOD_SPANS,
  SERIES_KINDS,
} from './chart-data';

function Legend() {
  return (
    <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-ink-700" aria-label="Chart key">
      {SERIES_KINDS.map((kind) => (
        <li key={kind.key} className="flex items-center gap-2">
          <span className={cn('size-3 rounded-sm', kind.swatch)} aria-hidden="true" />
          {kind.label}
        </li>
      ))}
    </ul>
  );
}

/** What a bar shows as a sentence, for the pointer's tooltip. */
function barTooltip(bucket: Bucket, period: AnalyticsPeriod): string {
  const parts = SERIES_KINDS.map((k) => `${bucket[k.key]} ${k.label.toLowerCase()}`);
  return `${bucketName(bucket.from, period)}: ${parts.join(', ')}`;
}

/** The bars, drawn with CSS: stacked by kind, scaled to a round maximum. Hidden from assistive tech. */
function Bars({ series, period }: { series: readonly Bucket[]; period: AnalyticsPeriod }) {
  const max = axisMax(series);
  const steps = axisLabelSteps(period);
  const last = series.length - 1;
  return (
    <div aria-hidden="true" className="flex gap-2">
      <div className="flex h-48 flex-col justify-between text-right text-xs text-ink-600 tabular-nums">
        <span className="-translate-y-1/2">{max}</span>
        <span>{max / 2}</span>
        <span className="translate-y-1/2">0</span>
      </div>
      <div className="min-w-0 flex-1">
        <div className="relative h-48 border-b border-line-strong">
          <div className="absolute inset-x-0 top-0 border-t border-dashed border-line" />
          <div className="absolute inset-x-0 top-1/2 border-t border-dashed border-line" />
          <div className="absolute inset-0 flex items-end gap-[2px] sm:gap-1">
            {series.map((bucket) => (
              <div
                key={bucket.from}
                title={barTooltip(bucket, period)}
                className="flex h-full min-w-0 flex-1 flex-col justify-end"
              >
                <div
                  className="mx-auto flex w-full max-w-12 flex-col-reverse overflow-hidden rounded-t-sm motion-safe:transition-[height] motion-safe:duration-250"
                  style={{ height: `${(bucketTotal(bucket) / max) * 100}%` }}
                >
                  {SERIES_KINDS.map((kind) =>
                    bucket[kind.key] > 0 ? (
                      <div
                        key={kind.key}
                        className={cn('w-full', kind.swatch)}
                        style={{ flexGrow: bucket[kind.key], flexBasis: 0 }}
                      />
                    ) : null,
                  )}
                </div>
              </div>
            ))}
          </div>
        </div>
        <div className="mt-1.5 flex gap-[2px] sm:gap-1">
          {series.map((bucket, i) => {
            const fromEnd = last - i;
            const onPhone = fromEnd % steps.phone === 0;
            const wider = fromEnd % steps.wide === 0;
            return (
              // A flex box centres a label wider than its bar over the bar, overflowing both sides evenly.
              <span
                key={bucket.from}
                className={cn(
                  'flex min-w-0 flex-1 justify-center text-xs whitespace-nowrap text-ink-600',
                  // Phones label their own subset; wider screens label only theirs.
                  !onPhone && 'invisible',
                  onPhone && !wider && 'sm:invisible',
                  !onPhone && wider && 'sm:visible',
                )}
              >
                {bucketLabel(bucket.from, period)}
              </span>
            );
          })}
        </div>
      </div>
    </div>
  );
}

/** The same figures as a table, for screen readers (the bars are only a picture of it). */
function ChartTable({ series, period }: { series: readonly Bucket[]; period: AnalyticsPeriod }) {
  // sr-only on the wrapper: a table grows to its content whatever its width, and would widen the page.
  return (
    <div className="sr-only">
      <table>
        <caption>
          Activity per {period === 'quarter' ? 'week' : 'day'} in {PERIOD_SPANS[period]}
        </caption>
        <thead>
          <tr>
            <th scope="col">{period === 'quarter' ? 'Week' : 'Day'}</th>
            {SERIES_KINDS.map((kind) => (
              <th key={kind.key} scope="col">
                {kind.label}
              </th>
            ))}
            <th scope="col">Total</th>
          </tr>
        </thead>
        <tbody>
          {series.map((bucket) => (
            <tr key={bucket.from}>
              <th scope="row">{bucketName(bucket.from, period)}</th>
              {SERIES_KINDS.map((kind) => (
                <td key={kind.key}>{bucket[kind.key]}</td>
              ))}
              <td>{bucketTotal(bucket)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Activity over the period (a bar per day, or per week for a quarter), stacked by kind: exercises ticked,
 * drill assignments completed, messages sent and rounds played. A table carries the figures for screen
 * readers.
 */
export function ActivityChart({ series, period }: { series: readonly Bucket[]; period: AnalyticsPeriod }) {
  const headingId = useId();
  const total = series.reduce((n, b) => n + bucketTotal(b), 0);
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-5 rounded-xl border border-line bg-white p-5 shadow-card sm:p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={headingId} className="font-display text-xl font-semibold text-ink-900">
          Activity
        </h2>
        <p className="text-sm text-ink-600">
          {total} {total === 1 ? 'activity' : 'activities'} in {PERIOD_SPANS[period]}
        </p>
      </div>
      {total === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-lg bg-cream-50 px-6 py-10 text-center">
          <ChartColumn className="size-7 text-fairway-700" aria-hidden="true" />
          <p className="font-semibold text-ink-900">No activity in this period</p>
          <p className="text-sm text-ink-600">
            Ticked exercises, completed challenges, messages and rounds will be charted here.
          </p>
        </div>
      ) : (
        <>
          <Bars series={series} period={period} />
          <Legend />
          <ChartTable series={series} period={period} />
        </>
      )}
    </section>
  );
}
