import { describe, expect, it } from 'vitest';
import { ageOn } from './student-profile.service';

describe('age from the date of birth', () => {
  it('counts whole years, turning over on the birthday itself', () => {
    expect(ageOn('2014-11-23', '2026-11-22')).toBe(11);
    expect(ageOn('2014-11-23', '2026-11-23')).toBe(12);
    expect(ageOn('2012-02-29', '2026-02-28')).toBe(13);
    expect(ageOn('2012-02-29', '2026-03-01')).toBe(14);
    expect(ageOn('2026-11-22', '2026-11-22')).toBe(0);
  });
});
