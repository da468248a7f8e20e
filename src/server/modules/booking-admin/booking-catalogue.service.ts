import type {
  AdminService,
  AdminSession,
  ServiceCreateBody,
  ServicePatchBody,
  SessionCreateBody,
  SessionsQuery,
} from '@/core/contracts/booking-admin';
import { ageRangeProblem } from '@/core/rules/age-range';
import { addDays, clockToMinutes, londonDate, londonWallTimeToUtc } from '@/core/rules/london-time';
import { depositProblem, type ServicePricing } from '@/core/rules/payment-rules';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { badRequest, conflict, notFound } from '../../errors';
import type { BookingAdminAccess } from './booking-admin.access';
import { presentAdminService, presentSession } from './booking-admin.presenter';
import { bookingAdminRepository, type NewService } from './booking-admin.repository';
import { startOfLondonDay } from './staff-bookings.service';

/** How far ahead the sessions list reaches when no end date is given. */
const SESSIONS_DEFAULT_DAYS = 366;

function slugify(name: string): string {
  return (
    name
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'service'
  );
}

/** The wall time `minutes` past midnight on `date`; 24:00 is the next day's midnight. */
function londonInstant(date: string, minutes: number): Date | null {
  return minutes >= 1440
    ? londonWallTimeToUtc(addDays(date, 1), minutes - 1440)
    : londonWallTimeToUtc(date, minutes);
}

/** What can be booked (services) and the dated sessions of camps and squads. Admins change them. */
export function bookingCatalogueService(deps: { db: Db; clock: Clock; access: BookingAdminAccess }) {
  const repo = bookingAdminRepository(deps.db);

  async function checkCoaches(ids: number[] | undefined, field: string): Promise<void> {
    if (!ids?.length) return;
    const known = await repo.existingCoachIds([...new Set(ids)]);
    const unknown = ids.filter((id) => !known.includes(id));
    if (unknown.length) throw badRequest(`No coach ${unknown[0]} in the diary`, { [field]: 'Unknown coach' });
  }

  async function uniqueSlug(name: string): Promise<string> {
    const base = slugify(name);
    for (let n = 1; ; n++) {
      const slug = n === 1 ? base : `${base}-${n}`;
      if (!(await repo.slugTaken(slug))) return slug;
    }
  }

  /** A range no one could be in is refused, on the oldest age (see ageRangeProblem). */
  function checkAgeRange(minAge: number | null, maxAge: number | null): void {
    const message = ageRangeProblem({ minAge, maxAge });
    if (message) throw badRequest(message, { maxAge: message });
  }

  /** The deposit follows the rule: required with a deposit, cleared otherwise. */
  function checkPayment(pricing: ServicePricing): number | null {
    const message = depositProblem(pricing);
    if (message) throw badRequest(message, { depositPence: message });
    return pricing.paymentRule === 'deposit' ? pricing.depositPence : null;
  }

  return {
    /** Every service, inactive ones too, with the coaches linked to each. Any member of staff may read. */
    async listServices(staffId: string): Promise<AdminService[]> {
      await deps.access.actor(staffId);
      return (await repo.listServices()).map(presentAdminService);
    },

    async createService(staffId: string, body: ServiceCreateBody): Promise<AdminService> {
      deps.access.requireAdmin(await deps.access.actor(staffId));
      await checkCoaches(body.coachIds, 'coachIds');
      checkAgeRange(body.minAge ?? null, body.maxAge ?? null);
      const paymentRule = body.paymentRule ?? 'venue';
      const depositPence = checkPayment({
        pricePence: body.pricePence,
        paymentRule,
        depositPence: body.depositPence ?? null,
      });
      const values: NewService = {
        slug: await uniqueSlug(body.name),
        name: body.name,
        description: body.description ?? null,
        durationMinutes: body.duration,
        pricePence: body.pricePence,
        capacity: body.capacity,
        location: body.location ?? null,
        kind: body.kind,
        slotStepMinutes: body.slotStepMinutes ?? 30,
        active: body.active ?? true,
        minAge: body.minAge ?? null,
        maxAge: body.maxAge ?? null,
        asksWelfare: body.asksWelfare ?? false,
        paymentRule,
        depositPence,
        createdAt: deps.clock(),
        updatedAt: deps.clock(),
      };
      const id = await deps.db.transaction(async (tx) => {
        const txRepo = bookingAdminRepository(tx);
        const newId = await txRepo.insertService(values);
        await txRepo.replaceServiceCoaches(newId, [...new Set(body.coachIds ?? [])]);
        return newId;
      });
      return presentAdminService((await repo.findService(id))!);
    },

    async updateService(staffId: string, serviceId: number, body: ServicePatchBody): Promise<AdminService> {
      deps.access.requireAdmin(await deps.access.actor(staffId));
      const current = await repo.findService(serviceId);
      if (!current) throw notFound('Service not found');
      await checkCoaches(body.coachIds, 'coachIds');
      checkAgeRange(
        body.minAge !== undefined ? body.minAge : current.minAge,
        body.maxAge !== undefined ? body.maxAge : current.maxAge,
      );
      const paymentRule = body.paymentRule ?? current.paymentRule;
      const depositPence = checkPayment({
        pricePence: body.pricePence ?? current.pricePence,
        paymentRule,
        depositPence: body.depositPence !== undefined ? body.depositPence : current.depositPence,
      });
      const values: Partial<NewService> = {
        paymentRule,
        depositPence,
        ...(body.name !== undefined && { name: body.name }),
        ...(body.description !== undefined && { description: body.description }),
        ...(body.duration !== undefined && { durationMinutes: body.duration }),
        ...(body.pricePence !== undefined && { pricePence: body.pricePence }),
        ...(body.capacity !== undefined && { capacity: body.capacity }),
        ...(body.location !== undefined && { location: body.location }),
        ...(body.kind !== undefined && { kind: body.kind }),
        ...(body.slotStepMinutes !== undefined && { slotStepMinutes: body.slotStepMinutes }),
        ...(body.active !== undefined && { active: body.active }),
        ...(body.minAge !== undefined && { minAge: body.minAge }),
        ...(body.maxAge !== undefined && { maxAge: body.maxAge }),
        ...(body.asksWelfare !== undefined && { asksWelfare: body.asksWelfare }),
        updatedAt: deps.clock(),
      };
      await deps.db.transaction(async (tx) => {
        const txRepo = bookingAdminRepository(tx);
        await txRepo.updateService(serviceId, values);
        if (body.coachIds) await txRepo.replaceServiceCoaches(serviceId, [...new Set(body.coachIds)]);
      });
      return presentAdminService((await repo.findService(serviceId))!);
    },

    /** A service's open sessions from `from` (today by default), with places taken. */
    async listSessions(staffId: string, query: SessionsQuery): Promise<AdminSession[]> {
      await deps.access.actor(staffId);
      const service = await repo.findService(query.serviceId);
      if (!service) throw notFound('Service not found');
      const from = query.from ?? londonDate(deps.clock());
      const to = query.to ?? addDays(from, SESSIONS_DEFAULT_DAYS);
      const rows = await repo.sessions(
        service.id,
        startOfLondonDay(from),
        startOfLondonDay(addDays(to, 1)),
        deps.clock(),
      );
      return rows.map((r) => presentSession(r, service.capacity));
    },

    /** Admin: adds a session of a dated programme, optionally the same time each week for some weeks. */
    async createSessions(staffId: string, body: SessionCreateBody): Promise<AdminSession[]> {
      deps.access.requireAdmin(await deps.access.actor(staffId));
      const service = await repo.findService(body.serviceId);
      if (!service) throw badRequest('No such service', { serviceId: 'Unknown service' });
      if (service.kind !== 'session') {
        throw badRequest('Lessons are booked from coaches’ hours; only camps and squads have sessions', {
          serviceId: 'Not a dated programme',
        });
      }
      if (body.coachId != null) await checkCoaches([body.coachId], 'coachId');
      if (body.date < londonDate(deps.clock()))
        throw badRequest('That date has passed', { date: 'In the past' });

      const startMinute = clockToMinutes(body.start);
      const endMinute = clockToMinutes(body.end);
      const values: { serviceId: number; coachId: number | null; startsAt: Date; endsAt: Date }[] = [];
      for (let week = 0; week < (body.repeatWeeks ?? 1); week++) {
        const date = addDays(body.date, week * 7);
        const startsAt = londonInstant(date, startMinute);
        const endsAt = londonInstant(date, endMinute);
        if (!startsAt || !endsAt) {
          throw badRequest(`That time does not exist on ${date}: the clocks go forward`, {
            [startsAt ? 'end' : 'start']: 'Not a time on this day',
          });
        }
        values.push({ serviceId: service.id, coachId: body.coachId ?? null, startsAt, endsAt });
      }
      const clash = await repo.sessionsStartingAt(
        service.id,
        values.map((v) => v.startsAt),
      );
      if (clash.length) {
        throw conflict(
          `A session of this programme already starts at ${body.start} on ${londonDate(clash[0]!)}`,
          {
            date: 'Already has a session at this time',
          },
        );
      }
      let ids: number[];
      try {
        ids = await deps.db.transaction((tx) => bookingAdminRepository(tx).insertSessions(values));
      } catch (err) {
        if (isUniqueViolation(err)) {
          throw conflict('A session of this programme already starts at that time', {
            date: 'Already has a session at this time',
          });
        }
        throw err;
      }
      const rows = await repo.sessions(
        service.id,
        values[0]!.startsAt,
        new Date(values.at(-1)!.startsAt.getTime() + 1),
        deps.clock(),
      );
      return rows.filter((r) => ids.includes(r.id)).map((r) => presentSession(r, service.capacity));
    },

    /**
     * Admin: removes a session nobody holds a place in. One with cancelled places is retired rather
     * than deleted, since those places still point at it.
     */
    async deleteSession(staffId: string, sessionId: number): Promise<void> {
      deps.access.requireAdmin(await deps.access.actor(staffId));
      await deps.db.transaction(async (tx) => {
        const txRepo = bookingAdminRepository(tx);
        if (!(await txRepo.findSession(sessionId))) throw notFound('Session not found');
        // Taken before counting, so a booking racing for the last place waits for this decision.
        await txRepo.lockSession(sessionId);
        const places = await txRepo.sessionPlaces(sessionId, deps.clock());
        if (places.taken > 0) {
          throw conflict(
            `This session has ${places.taken} ${places.taken === 1 ? 'place' : 'places'} taken. Cancel them first.`,
          );
        }
        if (places.total > 0) await txRepo.retireSession(sessionId, deps.clock());
        else await txRepo.deleteSession(sessionId);
      });
    },
  };
}
export type BookingCatalogueService = ReturnType<typeof bookingCatalogueService>;
