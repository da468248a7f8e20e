import type { AnalyticsPeriod, AnalyticsResponse } from '@/core/contracts/coaching';

export type Bucket = AnalyticsResponse['series'][number];

/** The four kinds of activity the chart stacks, bottom to top, with their colours. */
export const SERIES_KINDS = [
  { key: 'exercises', label: 'Exercises', swatch: 'bg-fairway-600' },
  { key: 'challenges', label: 'Challenges', swatch: 'bg-gold-500' },
  { key: 'messages', label: 'Messages', swatch: 'bg-info-600' },
  { key: 'rounds', label: 'Rounds', swatch: 'bg-medal-bronze' },
] as const satisfies ReadonlyArray<{ key: keyof Bucket; label: string; swatch: string }>;

export const PERIOD_LABELS: Record<AnalyticsPeriod, string> = {
  week: 'Week',
  month: 'Month',
  quarter: 'Quarter',
};

/** How each period reads in a sentence: 'active in the last 7 days'. */
export const PERIOD_SPANS: Record<AnalyticsPeriod, string> = {
  week: 'the last 7 days',
  month: 'the last 30 days',
  quarter: 'the last 13 weeks',
};

export const bucketTotal = (b: Bucket) => b.exercises + b.challenges + b.messages + b.rounds;

/**
 * The top of the chart's scale: the busiest bucket rounded up to 2, 4, 6, 8 or 10 times a power of ten, so
 * the top and middle gridlines are whole, round numbers. Never below 4, so one event in a quiet period does
 * not fill the chart.
 */
export function axisMax(series: readonly Bucket[]): number {
  const max = Math.max(4, ...series.map(bucketTotal));
  const power = 10 ** Math.floor(Math.log10(max));
  const step = [2, 4, 6, 8, 10].find((m) => m * power >= max) ?? 10;
  return step * power;
}

// Calendar dates are London days: read at noon UTC so no time zone moves them to the day before.
const atNoon = (date: string) => new Date(`${date}T12:00:00Z`);
const fmt = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-GB', { ...options, timeZone: 'Europe/London' });
const weekday = fmt({ weekday: 'short' });
const dayMonth = fmt({ day: 'numeric', month: 'short' });
const dayMonthYear = fmt({ day: 'numeric', month: 'short', year: 'numeric' });
const longDay = fmt({ weekday: 'long', day: 'numeric', month: 'long' });

/** The label under a bar: 'Mon' for a week, '3 Mar' for a day of a month or a quarter's week. */
export function bucketLabel(from: string, period: AnalyticsPeriod): string {
  return period === 'week' ? weekday.format(atNoon(from)) : dayMonth.format(atNoon(from));
}

/** The row heading of the chart's table: 'Monday 3 March', or 'Week of 3 Mar' for a quarter. */
export function bucketName(from: string, period: AnalyticsPeriod): string {
  return period === 'quarter'
    ? `Week of ${dayMonth.format(atNoon(from))}`
    : longDay.format(atNoon(from)).replace(',', '');
}

/**
 * Which bars carry a label on the axis: every one for a week; for a month every 7th day on phones and
 * every 3rd wider up; for a quarter every 3rd week on phones and every other one wider up. Counted from
 * the newest bar, so today (or this week) is always labelled.
 */
export function axisLabelSteps(period: AnalyticsPeriod): { phone: number; wide: number } {
  if (period === 'month') return { phone: 7, wide: 3 };
  if (period === 'quarter') return { phone: 3, wide: 2 };
  return { phone: 1, wide: 1 };
}

/** '3 Mar – 9 Mar 2026' for the period the figures cover; both years when it spans the new year. */
export function periodRange(from: string, to: string): string {
  const start = from.slice(0, 4) === to.slice(0, 4) ? dayMonth : dayMonthYear;
  return `${start.format(atNoon(from))} – ${dayMonthYear.format(atNoon(to))}`;
}
