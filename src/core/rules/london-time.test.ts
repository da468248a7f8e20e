import { describe, expect, it } from 'vitest';
import {
  addDays,
  londonDate,
  londonTime,
  londonWallClock,
  londonWallTimeToUtc,
  weekdayOf,
} from './london-time';

describe('London wall clock', () => {
  it('agrees with the platform time-zone data every hour from 2000 to 2040', () => {
    // en-CA with h23 prints "2026-11-27, 14:05": comparable to the wall clock as a string.
    const intl = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/London',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    const ours = (instant: number) => {
      const { date, minutes } = londonWallClock(new Date(instant));
      return `${date}, ${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    };
    const hour = 3_600_000;
    const wrong: string[] = [];
    let checked = 0;
    // Every hour, and the minute before each, where an off-by-one at a change would hide.
    for (let at = Date.UTC(2000, 0, 1); at < Date.UTC(2040, 0, 1); at += hour) {
      for (const instant of [at - 60_000, at]) {
        if (ours(instant) !== intl.format(instant)) wrong.push(new Date(instant).toISOString());
        checked++;
      }
    }
    expect(checked).toBe(2 * 24 * 14_610);
    expect(wrong).toEqual([]);
  });

  it('is GMT in winter and BST in summer', () => {
    expect(londonWallTimeToUtc('2027-01-11', 10 * 60)?.toISOString()).toBe('2027-01-11T10:00:00.000Z');
    expect(londonWallTimeToUtc('2027-06-14', 10 * 60)?.toISOString()).toBe('2027-06-14T09:00:00.000Z');
  });

  it('handles the last Sunday of March: 01:00–02:00 does not exist', () => {
    // 28 March 2027: clocks go forward at 01:00 GMT.
    expect(londonWallTimeToUtc('2027-03-28', 0)?.toISOString()).toBe('2027-03-28T00:00:00.000Z');
    expect(londonWallTimeToUtc('2027-03-28', 60)).toBeNull();
    expect(londonWallTimeToUtc('2027-03-28', 90)).toBeNull();
    expect(londonWallTimeToUtc('2027-03-28', 120)?.toISOString()).toBe('2027-03-28T01:00:00.000Z');
    expect(londonWallTimeToUtc('2027-03-28', 10 * 60)?.toISOString()).toBe('2027-03-28T09:00:00.000Z');
    expect(londonWallTimeToUtc('2027-03-27', 10 * 60)?.toISOString()).toBe('2027-03-27T10:00:00.000Z');
  });

  it('handles the last Sunday of October: 01:00–02:00 happens twice, the first is taken', () => {
    // 31 October 2027: clocks go back at 02:00 BST.
    expect(londonWallTimeToUtc('2027-10-31', 90)?.toISOString()).toBe('2027-10-31T00:30:00.000Z');
    expect(londonWallTimeToUtc('2027-10-31', 10 * 60)?.toISOString()).toBe('2027-10-31T10:00:00.000Z');
    expect(londonWallTimeToUtc('2027-10-30', 10 * 60)?.toISOString()).toBe('2027-10-30T09:00:00.000Z');
  });

  it('reads instants back on the London clock', () => {
    const lateSummerEvening = new Date('2027-03-31T23:30:00Z');
    expect(londonDate(lateSummerEvening)).toBe('2027-04-01');
    expect(londonTime(lateSummerEvening)).toBe('00:30');
    expect(londonDate(new Date('2026-12-31T23:30:00Z'))).toBe('2026-12-31');
  });

  it('does calendar arithmetic across month and year ends', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(weekdayOf('2026-11-22')).toBe(0);
    expect(weekdayOf('2027-02-19')).toBe(5);
  });
});
