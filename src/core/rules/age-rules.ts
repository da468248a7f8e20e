/**
 * The academy's age rules, on dates in London (yyyy-MM-dd). Safeguarding fails closed: a student whose date
 * of birth is unknown is treated as a junior until an admin or a guardian records it.
 */

/** From this age a junior may have a login of their own, linked to their family. */
export const OWN_LOGIN_AGE = 13;
/** From this birthday the account is the young adult's own and the guardian link ends. */
export const ADULT_AGE = 18;

function parts(date: string): [number, number, number] {
  return date.split('-').map(Number) as [number, number, number];
}

/** The date someone born on `dateOfBirth` turns `years` old; a 29 February birthday falls on 1 March in a common year. */
export function birthdayAt(dateOfBirth: string, years: number): string {
  const [y, m, d] = parts(dateOfBirth);
  const year = y + years;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const [month, day] = m === 2 && d === 29 && !leap ? [3, 1] : [m, d];
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Whole years between a date of birth and `today`. */
export function ageOn(dateOfBirth: string, today: string): number {
  const [by] = parts(dateOfBirth);
  const [ty] = parts(today);
  const years = ty - by;
  return Math.max(0, today >= birthdayAt(dateOfBirth, years) ? years : years - 1);
}

/** under13: no login of their own; teen: 13–17; adult: 18 and over; unknown: no date of birth on record. */
export type AgeBand = 'under13' | 'teen' | 'adult' | 'unknown';

export function ageBand(dateOfBirth: string | null | undefined, today: string): AgeBand {
  if (!dateOfBirth) return 'unknown';
  if (today >= birthdayAt(dateOfBirth, ADULT_AGE)) return 'adult';
  if (today >= birthdayAt(dateOfBirth, OWN_LOGIN_AGE)) return 'teen';
  return 'under13';
}

/** A junior for every safeguarding rule: under 18, or of unknown age. */
export function treatedAsJunior(dateOfBirth: string | null | undefined, today: string): boolean {
  return ageBand(dateOfBirth, today) !== 'adult';
}

/**
 * Why a child may not be invited to a login of their own, or null when they may: only a 13–17-year-old, and
 * only one login each.
 */
export function ownLoginRefusal(
  child: { dateOfBirth: string | null; username: string | null },
  today: string,
): 'not-teen' | 'has-login' | null {
  if (ageBand(child.dateOfBirth, today) !== 'teen') return 'not-teen';
  if (child.username) return 'has-login';
  return null;
}

export function mayHaveOwnLogin(
  child: { dateOfBirth: string | null; username: string | null },
  today: string,
) {
  return ownLoginRefusal(child, today) === null;
}

/**
 * The latest date of birth of someone `years` old or more on `today`: a date of birth on or before it has had
 * that birthday (by `birthdayAt`, so 29 February turns 1 March in a common year). Lets a database filter by age.
 */
export function latestBirthDateAtAge(today: string, years: number): string {
  const [y, m, d] = parts(today);
  const back = (date: Date, days: number) => new Date(date.getTime() - days * 86_400_000);
  // The same day `years` earlier (28 February for a 29th that year lacks), then a few days either side.
  const start = new Date(Date.UTC(y - years, m - 1, Math.min(d, m === 2 ? 28 : d)));
  for (let step = -3; step <= 3; step++) {
    const candidate = back(start, step).toISOString().slice(0, 10);
    if (birthdayAt(candidate, years) <= today) return candidate;
  }
  throw new Error(`no date of birth found for age ${years} on ${today}`);
}
