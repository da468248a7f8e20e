import { describe, expect, it } from 'vitest';
import { offerExpiry } from './waiting-list';

const now = new Date('2026-11-22T10:00:00Z');
const hours = (h: number) => new Date(now.getTime() + h * 3_600_000);

describe('offerExpiry', () => {
  it('holds a place for twelve hours when the day is far off', () => {
    expect(offerExpiry(now, hours(72))).toEqual(hours(12));
  });
  it('ends two hours before the start when that comes sooner', () => {
    expect(offerExpiry(now, hours(6))).toEqual(hours(4));
  });
  it('makes no offer that would last under half an hour', () => {
    expect(offerExpiry(now, hours(2.4))).toBeNull();
    expect(offerExpiry(now, hours(2.5))).toEqual(hours(0.5));
  });
});
