/**
 * Calendar arithmetic in the academy's time zone. Customers pick dates and times on the London wall
 * clock; the database stores instants in UTC. London is GMT in winter and BST (UTC+1) in summer, so
 * converting a wall time means trying both offsets and keeping the one that reads back correctly.
 */

export const ACADEMY_TIME_ZONE = 'Europe/London';
const MINUTE = 60_000;

const partsFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: ACADEMY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The London wall clock of an instant: date yyyy-MM-dd and minutes since midnight. */
export function londonWallClock(instant: Date): { date: string; minutes: number } {
  const parts: Record<string, string> = {};
  for (const p of partsFormat.formatToParts(instant)) parts[p.type] = p.value;
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
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

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
/** A calendar date as a British reader says it: '2026-11-30' → 'Monday 30 November 2026'. */
export function britishDay(date: string): string {
  return dayFormat.format(new Date(`${date}T12:00:00Z`)).replace(',', '');
}
