/** en-GB dates and pounds sterling, shown in the academy's time zone whatever the device says. */

import { lazyDateFormat, lazyNumberFormat } from '@/core/rules/lazy-intl';
import { addDays, londonDate, londonTime } from '@/core/rules/london-time';

const TIME_ZONE = 'Europe/London';

const dateFormat = lazyDateFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: TIME_ZONE,
});
const longDateFormat = lazyDateFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: TIME_ZONE,
});
const dateTimeFormat = lazyDateFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: TIME_ZONE,
});
const shortDayFormat = lazyDateFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: TIME_ZONE,
});
const poundsFormat = lazyNumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

type DateInput = Date | string | number;

function toDate(value: DateInput): Date {
  // A bare calendar date (yyyy-MM-dd) is a day in London, not midnight UTC on some other day.
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return new Date(`${value}T12:00:00Z`);
  return value instanceof Date ? value : new Date(value);
}

/** '3 Mar 2025' */
export function formatDate(value: DateInput): string {
  return dateFormat().format(toDate(value));
}

/** 'Monday 3 March 2025' */
export function formatLongDate(value: DateInput): string {
  return longDateFormat().format(toDate(value)).replace(',', '');
}

/** '3 Mar 2025, 14:05' */
export function formatDateTime(value: DateInput): string {
  return dateTimeFormat().format(toDate(value));
}

/** Integer pence to pounds: 1250 → '£12.50'. */
export function formatPence(pence: number): string {
  return poundsFormat().format(pence / 100);
}

/**
 * When something happened, as a list of recent events says it: 'Today 14:30', 'Yesterday', 'Mon 30 Nov',
 * and the year too once it is not this one. Days are London days.
 */
export function formatRecent(value: DateInput, now: Date = new Date()): string {
  const at = toDate(value);
  const day = londonDate(at);
  const today = londonDate(now);
  if (day === today) return `Today ${londonTime(at)}`;
  if (day === addDays(today, -1)) return 'Yesterday';
  const short = shortDayFormat().format(at).replace(',', '');
  return day.slice(0, 4) === today.slice(0, 4) ? short : `${short} ${day.slice(0, 4)}`;
}
