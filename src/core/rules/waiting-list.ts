/**
 * How long a freed place is held for the first on a session's waiting list. Twelve hours lets an offer sent
 * overnight be seen in the morning; it never runs into the last two hours before the start, when the
 * academy needs to know who is coming; and an offer that would last under half an hour is not made.
 */
export const OFFER_HOURS = 12;
export const OFFER_ENDS_BEFORE_START_MINUTES = 120;
export const SHORTEST_OFFER_MINUTES = 30;

const MINUTE = 60_000;

/** When an offer made at `now` for a session starting at `startsAt` runs out; null if none should be made. */
export function offerExpiry(now: Date, startsAt: Date): Date | null {
  const latest = startsAt.getTime() - OFFER_ENDS_BEFORE_START_MINUTES * MINUTE;
  const ends = Math.min(now.getTime() + OFFER_HOURS * 60 * MINUTE, latest);
  return ends - now.getTime() >= SHORTEST_OFFER_MINUTES * MINUTE ? new Date(ends) : null;
}
