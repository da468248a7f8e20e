import { academy } from '@/core/content/academy';
import type { BookingService, MembershipRecord } from '@/core/contracts/booking';
import { lessonAvailability, sessionAvailability, sessionOpen } from '@/core/rules/availability';
import { BOOKING_WINDOW_DAYS, poundsString } from '@/core/rules/booking-policy';
import { addDays, earlierDate, laterDate, londonDate, londonWallTimeToUtc } from '@/core/rules/london-time';
import { onlineDue } from '@/core/rules/payment-rules';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { badRequest } from '../../errors';
import type { Mailer } from '../../mail/mailer';
import type { BookingCheckout } from './booking-checkout';
import type { AvailabilityQuery, BookingProvider } from './booking-provider';
import { bookingsService } from './bookings.service';
import { diaryRepository, type ServiceRow } from './diary.repository';
import { type MembershipPlanRow, membershipsRepository } from './memberships.repository';

export { londonDate };

/** How far a dated programme's calendar may reach: its sessions are published well ahead. */
const SESSION_HORIZON_DAYS = 366;

const pounds = (pence: number | null) => (pence === null ? null : pence / 100);

/**
 * Where a membership is bought: while the academy takes payments online, its own Membership page (sign in,
 * choose who it is for, pay on Stripe); otherwise the plan's own address if the academy set one, else the
 * booking provider's membership page (id and today's date in the path, as the provider expects); with no
 * provider at all, an e-mail to the academy naming the plan.
 */
export function purchaseUrl(
  row: MembershipPlanRow,
  companyUrl: string | undefined,
  now: Date,
  soldOnline = false,
): string {
  if (soldOnline) return `/portal/membership?plan=${row.id}`;
  if (row.purchaseUrl) return row.purchaseUrl;
  if (companyUrl) return `${companyUrl}/v2/#membership/${row.id}/date/${londonDate(now)}`;
  return `mailto:${academy.email}?subject=${encodeURIComponent(`Membership: ${row.name}`)}`;
}

export function presentMembership(
  row: MembershipPlanRow,
  companyUrl: string | undefined,
  now: Date,
  soldOnline = false,
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
    purchase_url: purchaseUrl(row, companyUrl, now, soldOnline),
  };
}

function presentService(row: ServiceRow, bookableUntil: string, paymentsOn: boolean): BookingService {
  // The same rule the booking itself applies: what is shown is what will be asked.
  const due = onlineDue(row, 1, paymentsOn);
  return {
    id: row.id,
    name: row.name,
    duration: row.durationMinutes,
    price: poundsString(row.pricePence),
    description: row.description ?? undefined,
    providers: row.coachIds,
    capacity: row.capacity,
    location: row.location ?? undefined,
    kind: row.kind,
    slug: row.slug,
    bookableUntil,
    minAge: row.minAge,
    maxAge: row.maxAge,
    asksWelfare: row.asksWelfare,
    paymentRule: due.rule,
    ...(due.rule === 'deposit' && { deposit: poundsString(due.onlinePence) }),
  };
}

export interface BuiltinProviderDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  appUrl: string;
  companyUrl?: string;
  /** Bookings one e-mail address may make in 24 hours. */
  perEmailPerDay?: number;
  /** Payment online for the services whose rule asks for it, while payments are on. */
  checkout?: BookingCheckout;
  /** The academy's own inbox, told of every booking made online and every customer's cancellation. */
  notifyEmail?: string;
  log?: { error(obj: object, msg: string): void };
}

/** The academy's own booking engine: its diary, its memberships, its database. */
export function builtinBookingProvider(deps: BuiltinProviderDeps): BookingProvider & {
  bookings: ReturnType<typeof bookingsService>;
} {
  const memberships = membershipsRepository(deps.db);
  const diary = diaryRepository(deps.db);
  const bookings = bookingsService(deps);

  /** The last London date each service's calendar offers: 30 days for lessons, the last session for the rest. */
  async function horizons(rows: ServiceRow[], today: string): Promise<Map<number, string>> {
    const dated = rows.filter((r) => r.kind === 'session').map((r) => r.id);
    const lastStarts = await diary.lastSessionStarts(dated, deps.clock());
    const cap = addDays(today, SESSION_HORIZON_DAYS);
    return new Map(
      rows.map((row) => {
        if (row.kind === 'lesson') return [row.id, addDays(today, BOOKING_WINDOW_DAYS)];
        const last = lastStarts.get(row.id);
        return [row.id, last ? earlierDate(londonDate(last), cap) : today];
      }),
    );
  }

  return {
    name: 'builtin',
    bookings,

    async listMemberships() {
      const now = deps.clock();
      const soldOnline = deps.checkout?.paymentsOn ?? false;
      return (await memberships.listActive()).map((row) =>
        presentMembership(row, deps.companyUrl, now, soldOnline),
      );
    },

    async listServices() {
      const today = londonDate(deps.clock());
      const rows = await diary.listServices();
      const reach = await horizons(rows, today);
      const paymentsOn = deps.checkout?.paymentsOn ?? false;
      return Object.fromEntries(
        rows.map((row) => [String(row.id), presentService(row, reach.get(row.id)!, paymentsOn)]),
      );
    },

    async listProviders() {
      const coaches = await diary.listCoaches();
      return Object.fromEntries(
        coaches.map((c) => [String(c.id), { id: c.id, name: `${c.firstName} ${c.lastName}` }]),
      );
    },

    async availability(query: AvailabilityQuery) {
      const now = deps.clock();
      const today = londonDate(now);
      const service = await diary.findService(query.serviceId);
      if (!service?.active) {
        throw badRequest('This service cannot be booked', { serviceId: 'Unknown service' });
      }
      if (query.to < query.from) {
        throw badRequest('The end date is before the start date', { endDate: 'Before date' });
      }
      // Past days and days beyond the service's horizon are never offered.
      const from = laterDate(query.from, today);
      const last = (await horizons([service], today)).get(service.id)!;
      const to = earlierDate(query.to, last);
      if (to < from) return {};
      const rangeStart = londonWallTimeToUtc(from, 0) ?? new Date(`${from}T00:00:00Z`);
      const rangeEnd = londonWallTimeToUtc(addDays(to, 1), 0) ?? new Date(`${addDays(to, 1)}T00:00:00Z`);

      if (service.kind === 'session') {
        const sessions = await diary.sessions(service, rangeStart, rangeEnd, now, query.providerId);
        const coaches = await diary.listCoaches();
        // A session closes at its coach's minimum notice, like a lesson would.
        const open = sessions.filter((s) =>
          sessionOpen(s, now, coaches.find((c) => c.id === s.coachId)?.minimumNoticeMinutes ?? 0),
        );
        return sessionAvailability(open, from, to, now, 0);
      }

      const allowed = service.coachIds.length ? service.coachIds : undefined;
      const ids =
        query.providerId !== undefined
          ? allowed && !allowed.includes(query.providerId)
            ? []
            : [query.providerId]
          : allowed;
      const coaches = await diary.listCoaches(ids);
      const diaries = await diary.diaries(coaches, rangeStart, rangeEnd, now);
      return lessonAvailability(
        diaries,
        {
          id: service.id,
          durationMinutes: service.durationMinutes,
          capacity: service.capacity,
          slotStepMinutes: service.slotStepMinutes,
        },
        from,
        to,
        now,
      );
    },

    book(request, options) {
      return bookings.book(request, options);
    },
  };
}
