import { academy } from '../../../core/content/academy';
import type { MembershipRecord } from '../../../core/contracts/booking';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { BookingProvider } from './booking-provider';
import { type MembershipPlanRow, membershipsRepository } from './memberships.repository';

/** Today's date in Europe/London as YYYY-MM-DD. */
export function londonDate(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(now);
}

const pounds = (pence: number | null) => (pence === null ? null : pence / 100);

/**
 * Where a membership is bought: the plan's own address if the academy set one; otherwise the booking
 * provider's membership page (id and today's date in the path, as the provider expects); with no
 * provider at all, an e-mail to the academy naming the plan.
 */
export function purchaseUrl(row: MembershipPlanRow, companyUrl: string | undefined, now: Date): string {
  if (row.purchaseUrl) return row.purchaseUrl;
  if (companyUrl) return `${companyUrl}/v2/#membership/${row.id}/date/${londonDate(now)}`;
  return `mailto:${academy.email}?subject=${encodeURIComponent(`Membership: ${row.name}`)}`;
}

export function presentMembership(
  row: MembershipPlanRow,
  companyUrl: string | undefined,
  now: Date,
): MembershipRecord {
  return {
    id: row.id,
    name: row.name,
    first_price: pounds(row.firstPricePence),
    recurring_price: pounds(row.recurringPricePence),
    limit: row.sessionLimit,
    duration_type: row.durationType,
    description: row.description,
    picture_path: row.picturePath,
    purchase_url: purchaseUrl(row, companyUrl, now),
  };
}

/** The academy's own booking engine: memberships from its database. */
export function builtinBookingProvider(deps: { db: Db; clock: Clock; companyUrl?: string }): BookingProvider {
  const repo = membershipsRepository(deps.db);
  return {
    name: 'builtin',
    async listMemberships() {
      const now = deps.clock();
      return (await repo.listActive()).map((row) => presentMembership(row, deps.companyUrl, now));
    },
  };
}
