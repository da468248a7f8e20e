import { eq } from 'drizzle-orm';
import type { CampDay, CampDayPlaces } from '@/core/contracts/camp-days';
import { campPlaces } from '@/core/rules/camp-places';
import { londonDate } from '@/core/rules/london-time';
import type { Db } from '../../db/client';
import { bookingServices } from '../../db/schema/index';
import { diaryRepository } from '../booking/diary.repository';
import { SLUGS } from '../public-prices/public-prices';

/** How far ahead the camps page lists days: the next year's holidays. */
const HORIZON_MS = 366 * 24 * 3600_000;

/**
 * The camp's days from the diary: its dated sessions that have not started yet by the server's clock (so a
 * past day drops off by itself), with how full each is, counted as every booking is.
 */
export function campDaysService(deps: { db: Db; clock: () => Date }) {
  const diary = diaryRepository(deps.db);

  async function upcoming(): Promise<CampDayPlaces[]> {
    const [service] = await deps.db
      .select({ id: bookingServices.id, capacity: bookingServices.capacity, active: bookingServices.active })
      .from(bookingServices)
      .where(eq(bookingServices.slug, SLUGS.camp));
    if (!service?.active) return [];
    const now = deps.clock();
    const sessions = await diary.sessions(service, now, new Date(now.getTime() + HORIZON_MS), now);
    return sessions.map((s) => ({
      id: s.id,
      date: londonDate(s.startsAt),
      startsAt: s.startsAt.toISOString(),
      endsAt: s.endsAt.toISOString(),
      ...campPlaces(s.capacity, s.booked),
    }));
  }

  return {
    /** With places left: asked by the page after it loads, so the words are the moment's. */
    upcoming,
    /** Without: what the page's HTML lists (remembered briefly, so it never claims places). */
    async days(): Promise<CampDay[]> {
      return (await upcoming()).map(({ id, date, startsAt, endsAt }) => ({ id, date, startsAt, endsAt }));
    },
  };
}
