/**
 * Calendar arithmetic in the academy's time zone. Customers pick dates and times on the London wall
 * clock; the database stores instants in UTC. London is GMT in winter and BST (UTC+1) in summer, so
 * converting a wall time means trying both offsets and keeping the one that reads back correctly.
 */
import { lazyDateFormat } from './lazy-intl';

export const ACADEMY_TIME_ZONE = 'Europe/London';
const MINUTE = 60_000;

/**
 * UK summer time, as the Summer Time Order 2002 sets it: from 01:00 UTC on the last Sunday of March to
 * 01:00 UTC on the last Sunday of October. Worked out with arithmetic rather than Intl because this runs
 * for every date a page or a booking touches, and the first Intl formatter with a time zone costs a phone
 * tens of milliseconds of locale data. A test checks it against Intl hour by hour over forty years, so a
 * change in the law shows up there as soon as the platform's time-zone data has it.
 */
function lastSundayAtOneUtc(year: number, monthIndex: number): number {
  const lastDay = new Date(Date.UTC(year, monthIndex + 1, 0));
  return Date.UTC(year, monthIndex, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

function londonOffsetMinutes(instant: Date): number {
  const at = instant.getTime();
  const year = instant.getUTCFullYear();
  return at >= lastSundayAtOneUtc(year, 2) && at < lastSundayAtOneUtc(year, 9) ? 60 : 0;
}

/** The London wall clock of an instant: date yyyy-MM-dd and minutes since midnight. */
export function londonWallClock(instant: Date): { date: string; minutes: number } {
  const wall = new Date(instant.getTime() + londonOffsetMinutes(instant) * MINUTE);
  return {
    date: wall.toISOString().slice(0, 10),
    minutes: wall.getUTCHours() * 60 + wall.getUTCMinutes(),
  };
}

export const londonDate = (instant: Date): string => londonWallClock(instant).date;
export const londonTime = (instant: Date): string => minutesToClock(londonWallClock(instant).minutes);

/**
 * The instant when London's clock shows `date` at `minutes` past midnight. Null when that wall time
 * does not exist (the hour skipped on the last Sunday of March); when it happens twice (the hour
 * repeated on the last Sunday of October) the first, still in summer time.
 */
export function londonWallTimeToUtc(date: string, minutes: number): Date | null {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d, 0, minutes);
  for (const offsetMinutes of [60, 0]) {
    const candidate = new Date(wall - offsetMinutes * MINUTE);
    const back = londonWallClock(candidate);
    if (back.date === date && back.minutes === minutes) return candidate;
  }
  return null;
}

export function clockToMinutes(time: string): number {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return h * 60 + m;
}

export function minutesToClock(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Calendar-date arithmetic, independent of any time zone. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** 0 for Sunday to 6 for Saturday. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

export function daysBetween(from: string, to: string): number {
  return Math.round(
    (new Date(`${to}T00:00:00Z`).getTime() - new Date(`${from}T00:00:00Z`).getTime()) / 86_400_000,
  );
}

/** yyyy-MM-dd strings order as the dates they name. */
export const earlierDate = (a: string, b: string): string => (a.localeCompare(b) <= 0 ? a : b);
export const laterDate = (a: string, b: string): string => (a.localeCompare(b) >= 0 ? a : b);

const dayFormat = lazyDateFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
/** A calendar date as a British reader says it: '2026-11-30' → 'Monday 30 November 2026'. */
export function britishDay(date: string): string {
  return dayFormat()
    .format(new Date(`${date}T12:00:00Z`))
    .replace(',', '');
}
