// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatDate, formatPence, formatRecent } from './format';

describe('format', () => {
  it('shows pence as pounds', () => {
    expect(formatPence(1250)).toBe('£12.50');
    expect(formatPence(5500)).toBe('£55.00');
    expect(formatPence(0)).toBe('£0.00');
  });

  it('shows dates in en-GB, a calendar date staying on its day', () => {
    expect(formatDate('2025-03-03')).toBe('3 Mar 2025');
    expect(formatDate(new Date('2025-07-01T23:30:00Z'))).toBe('2 Jul 2025');
  });

  it('says when something recent happened in London days: today with its time, yesterday, then the date', () => {
    const now = new Date('2026-11-30T10:00:00Z');
    expect(formatRecent('2026-11-30T14:30:00Z', now)).toBe('Today 14:30');
    expect(formatRecent('2026-11-30T00:05:00Z', now)).toBe('Today 00:05');
    expect(formatRecent('2026-11-29T23:59:00Z', now)).toBe('Yesterday');
    expect(formatRecent('2026-11-23T09:00:00Z', now)).toBe('Mon 23 Nov');
    expect(formatRecent('2025-11-30T09:00:00Z', now)).toBe('Sun 30 Nov 2025');
    // Summer time: 23:30 UTC on 30 June is already 1 July in London.
    expect(formatRecent('2026-06-30T23:30:00Z', new Date('2026-07-01T09:00:00Z'))).toBe('Today 00:30');
  });
});
