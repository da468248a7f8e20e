import { ageOn } from './age-rules';

export interface AgeRange {
  minAge: number | null;
  maxAge: number | null;
}

/** 'ages 5 to 17', 'ages 18 and over', 'ages up to 12', or null for anyone. */
export function describeAgeRange({ minAge, maxAge }: AgeRange): string | null {
  if (minAge !== null && maxAge !== null) return `ages ${minAge} to ${maxAge}`;
  if (minAge !== null) return `ages ${minAge} and over`;
  if (maxAge !== null) return `ages up to ${maxAge}`;
  return null;
}

/** Why an age range cannot be a service's, or null: a youngest age above the oldest would admit nobody. */
export function ageRangeProblem({ minAge, maxAge }: AgeRange): string | null {
  if (minAge !== null && maxAge !== null && minAge > maxAge)
    return 'The oldest age must not be below the youngest';
  return null;
}

/**
 * Why someone born on `dateOfBirth` cannot take a place of this service on each of `dates` (their age on the
 * day, in whole years), or null when they may. A camp booked for several days is checked on every day.
 */
export function ageRangeRefusal(
  service: AgeRange & { name: string },
  participant: { name: string; dateOfBirth: string },
  dates: readonly string[],
): string | null {
  const range = describeAgeRange(service);
  if (!range) return null;
  for (const date of dates) {
    const age = ageOn(participant.dateOfBirth, date);
    const young = service.minAge !== null && age < service.minAge;
    const old = service.maxAge !== null && age > service.maxAge;
    if (young || old) {
      return `${service.name} is for ${range}: ${participant.name} will be ${age} on ${ukDate(date)}.`;
    }
  }
  return null;
}

const ukDate = (date: string) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));
