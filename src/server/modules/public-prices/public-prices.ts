import { eq, inArray } from 'drizzle-orm';
import { CONTENT_PRICES, type PublicPrices } from '@/core/content/live-prices';
import type { Db } from '../../db/client';
import { bookingServices, membershipPlans } from '../../db/schema/index';

/** The services the public pages quote, by their stable slugs, and the squad's monthly plan. */
const SLUGS = {
  camp: 'half-term-camp',
  juniorGroup: 'junior-group-lesson',
  juniorPrivate: 'junior-private-lesson',
  adult: 'adult-private-lesson',
  squad: 'development-squad',
} as const;
const SQUAD_PLAN_ID = 4;

interface ServicePrice {
  slug: string;
  pricePence: number;
  durationMinutes: number;
}

const perHour = (s: ServicePrice) => Math.round((s.pricePence * 60) / s.durationMinutes);

/**
 * The public pages' prices from the records the server charges by, withdrawn services included (the page
 * still describes the programme at its last price). Only a record that is gone altogether leaves the
 * content's own figure.
 */
export function toPublicPrices(services: ServicePrice[], squadMonthPence: number | null): PublicPrices {
  const live = new Map(services.map((s) => [s.slug, s]));
  const camp = live.get(SLUGS.camp);
  const group = live.get(SLUGS.juniorGroup);
  const junior = live.get(SLUGS.juniorPrivate);
  const adult = live.get(SLUGS.adult);
  const squad = live.get(SLUGS.squad);
  const c = CONTENT_PRICES;
  return {
    campDayPence: camp?.pricePence ?? c.campDayPence,
    campHours: camp ? camp.durationMinutes / 60 : c.campHours,
    juniorGroupHourPence: group ? perHour(group) : c.juniorGroupHourPence,
    juniorPrivatePence: junior?.pricePence ?? c.juniorPrivatePence,
    juniorPrivateHourPence: junior ? perHour(junior) : c.juniorPrivateHourPence,
    adultHourPence: adult ? perHour(adult) : c.adultHourPence,
    squadHourPence: squad ? perHour(squad) : c.squadHourPence,
    squadMonthPence: squadMonthPence ?? c.squadMonthPence,
  };
}

/** Reads them: two small queries, remembered briefly by the caller (services.ts). */
export function publicPricesReader(db: Db) {
  return async (): Promise<PublicPrices> => {
    const services = await db
      .select({
        slug: bookingServices.slug,
        pricePence: bookingServices.pricePence,
        durationMinutes: bookingServices.durationMinutes,
      })
      .from(bookingServices)
      .where(inArray(bookingServices.slug, Object.values(SLUGS)));
    const [plan] = await db
      .select({ recurring: membershipPlans.recurringPricePence, first: membershipPlans.firstPricePence })
      .from(membershipPlans)
      .where(eq(membershipPlans.id, SQUAD_PLAN_ID));
    return toPublicPrices(services, plan ? (plan.recurring ?? plan.first) : null);
  };
}
