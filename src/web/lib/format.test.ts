// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatDate, formatPence } from './format';

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
});
