// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { britishDate, isoFromTyped } from './date-input';

describe('British dates typed and shown', () => {
  it('reads the day first, in any of the usual separators, and yyyy-MM-dd', () => {
    expect(isoFromTyped('07/12/2026')).toBe('2026-12-07');
    expect(isoFromTyped('7/12/2026')).toBe('2026-12-07');
    expect(isoFromTyped(' 7.1.2027 ')).toBe('2027-01-07');
    expect(isoFromTyped('2026-12-07')).toBe('2026-12-07');
  });

  it('refuses half a date and days that do not exist', () => {
    expect(isoFromTyped('07/12/20')).toBeNull();
    expect(isoFromTyped('31/02/2027')).toBeNull();
    expect(isoFromTyped('12/31/2026')).toBeNull();
    expect(isoFromTyped('')).toBeNull();
  });

  it('shows yyyy-MM-dd as dd/mm/yyyy', () => {
    expect(britishDate('2026-12-07')).toBe('07/12/2026');
    expect(britishDate('')).toBe('');
  });
});
