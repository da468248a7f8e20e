import { eq, inArray } from 'drizzle-orm';
import type { PublicPrices } from '@/core/content/live-prices';
import type { Db } from '../../db/client';
import { bookingServices, membershipPlans } from '../../db/schema/index';
import { SLUGS, SQUAD_PLAN_ID, toPublicPrices } from './public-prices';

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
