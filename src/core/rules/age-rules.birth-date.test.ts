// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ADULT_AGE, ageBand, latestBirthDateAtAge, OWN_LOGIN_AGE } from './age-rules';

const day = (start: string, n: number) =>
  new Date(new Date(`${start}T00:00:00Z`).getTime() + n * 86_400_000).toISOString().slice(0, 10);

/** The cut-off the leaderboard's SQL uses must agree with the age rule on every day, leap days included. */
describe('latestBirthDateAtAge', () => {
  it('agrees with ageBand for every birth date around the cut-off, over four years of todays', () => {
    let checked = 0;
    for (let i = 0; i < 4 * 366; i += 7) {
      const today = day('2026-01-01', i);
      for (const years of [OWN_LOGIN_AGE, ADULT_AGE]) {
        const cutoff = latestBirthDateAtAge(today, years);
        for (let j = -4; j <= 4; j++) {
          const born = day(cutoff, j);
          const old = ageBand(born, today);
          const enough = years === ADULT_AGE ? old === 'adult' : old === 'adult' || old === 'teen';
          expect(enough, `${born} on ${today} at ${years}`).toBe(born <= cutoff);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(3000);
  });

  it('handles a 29 February birthday in a common year', () => {
    expect(latestBirthDateAtAge('2027-03-01', 1)).toBe('2026-03-01');
    expect(latestBirthDateAtAge('2026-02-28', 2)).toBe('2024-02-28');
    expect(latestBirthDateAtAge('2026-03-01', 2)).toBe('2024-03-01');
  });
});
