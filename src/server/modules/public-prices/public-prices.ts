import { CONTENT_PRICES, type PublicPrices } from '@/core/content/live-prices';

/** The services the public pages quote, by their stable slugs, and the squad's monthly plan. */
export const SLUGS = {
  camp: 'half-term-camp',
  juniorGroup: 'junior-group-lesson',
  juniorPrivate: 'junior-private-lesson',
  adult: 'adult-private-lesson',
  squad: 'development-squad',
} as const;
export const SQUAD_PLAN_ID = 4;

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
