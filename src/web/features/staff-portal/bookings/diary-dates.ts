import { lazyDateFormat } from '@/core/rules/lazy-intl';
import { addDays, londonDate, weekdayOf } from '@/core/rules/london-time';

/** Today's date on the academy's clock, whatever the device's time zone. */
export const londonToday = () => londonDate(new Date());

/** The Monday of the week a date falls in. */
export function mondayOf(date: string): string {
  return addDays(date, -((weekdayOf(date) + 6) % 7));
}

const noonUtc = (date: string) => new Date(`${date}T12:00:00Z`);
const dayFormat = lazyDateFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});
const shortFormat = lazyDateFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const yearFormat = lazyDateFormat('en-GB', { year: 'numeric', timeZone: 'UTC' });

/** 'Wednesday 25 November' */
export const dayHeading = (date: string) => dayFormat().format(noonUtc(date)).replace(',', '');

/** '23 Nov – 29 Nov 2026' */
export function weekHeading(monday: string): string {
  const sunday = addDays(monday, 6);
  return `${shortFormat().format(noonUtc(monday))} – ${shortFormat().format(noonUtc(sunday))} ${yearFormat().format(noonUtc(sunday))}`;
}

/** Weekdays in the order a British diary shows them, Monday first (0 is Sunday, as the server counts). */
export const WEEKDAYS = [
  { value: 1, label: 'Monday' },
  { value: 2, label: 'Tuesday' },
  { value: 3, label: 'Wednesday' },
  { value: 4, label: 'Thursday' },
  { value: 5, label: 'Friday' },
  { value: 6, label: 'Saturday' },
  { value: 0, label: 'Sunday' },
] as const;
