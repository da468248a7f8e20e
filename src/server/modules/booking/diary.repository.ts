import { and, asc, eq, gt, gte, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { CoachDiary, Commitment, DatedSession } from '@/core/rules/availability';
import type { DbOrTx } from '../../db/client';
import {
  bookingCoaches,
  bookingPlaces,
  bookingServiceCoaches,
  bookingServices,
  bookingSessions,
  coachTimeOff,
  coachWeeklyHours,
  sessionWaits,
  staff,
} from '../../db/schema/index';
import { occupiesDiary, offerHoldsPlace, takenPerSession } from './place-occupancy';

export type ServiceRow = typeof bookingServices.$inferSelect & { coachIds: number[] };

export interface CoachRow {
  id: number;
  staffId: string;
  firstName: string;
  lastName: string;
  minimumNoticeMinutes: number;
  bufferMinutes: number;
}

/** Reads of the academy's diary: services, coaches, hours, time off, sessions and who is booked. */
export function diaryRepository(db: DbOrTx) {
  async function coachIdsByService(serviceIds: number[]): Promise<Map<number, number[]>> {
    const map = new Map<number, number[]>();
    if (serviceIds.length === 0) return map;
    const rows = await db
      .select({ serviceId: bookingServiceCoaches.serviceId, coachId: bookingServiceCoaches.coachId })
      .from(bookingServiceCoaches)
      .innerJoin(bookingCoaches, eq(bookingCoaches.id, bookingServiceCoaches.coachId))
      .where(and(inArray(bookingServiceCoaches.serviceId, serviceIds), eq(bookingCoaches.active, true)))
      .orderBy(asc(bookingServiceCoaches.coachId));
    for (const row of rows) {
      const list = map.get(row.serviceId) ?? [];
      list.push(row.coachId);
      map.set(row.serviceId, list);
    }
    return map;
  }

  return {
    async listServices(options: { includeInactive?: boolean } = {}): Promise<ServiceRow[]> {
      const rows = await db
        .select()
        .from(bookingServices)
        .where(options.includeInactive ? undefined : eq(bookingServices.active, true))
        .orderBy(asc(bookingServices.displayOrder), asc(bookingServices.id));
      const coaches = await coachIdsByService(rows.map((r) => r.id));
      return rows.map((r) => ({ ...r, coachIds: coaches.get(r.id) ?? [] }));
    },

    async findService(id: number): Promise<ServiceRow | undefined> {
      const [row] = await db.select().from(bookingServices).where(eq(bookingServices.id, id));
      if (!row) return undefined;
      const coaches = await coachIdsByService([id]);
      return { ...row, coachIds: coaches.get(id) ?? [] };
    },

    /** Coaches who take bookings: active in the diary and on the staff. */
    listCoaches(ids?: number[]): Promise<CoachRow[]> {
      return db
        .select({
          id: bookingCoaches.id,
          staffId: bookingCoaches.staffId,
          firstName: staff.firstName,
          lastName: staff.lastName,
          minimumNoticeMinutes: bookingCoaches.minimumNoticeMinutes,
          bufferMinutes: bookingCoaches.bufferMinutes,
        })
        .from(bookingCoaches)
        .innerJoin(staff, eq(staff.id, bookingCoaches.staffId))
        .where(
          and(
            eq(bookingCoaches.active, true),
            eq(staff.active, true),
            ids ? inArray(bookingCoaches.id, ids.length ? ids : [-1]) : undefined,
          ),
        )
        .orderBy(asc(bookingCoaches.id));
    },

    /**
     * Each coach's hours, time off and commitments overlapping [from, to): four queries in all. A place
     * being moved (`excludingPlaceId`) is left out, so it never clashes with itself.
     */
    async diaries(
      coaches: CoachRow[],
      from: Date,
      to: Date,
      now: Date,
      excludingPlaceId?: string,
    ): Promise<CoachDiary[]> {
      const ids = coaches.map((c) => c.id);
      if (ids.length === 0) return [];
      const [hours, timeOff, places, sessions] = await Promise.all([
        db.select().from(coachWeeklyHours).where(inArray(coachWeeklyHours.coachId, ids)),
        db
          .select()
          .from(coachTimeOff)
          .where(
            and(
              inArray(coachTimeOff.coachId, ids),
              lt(coachTimeOff.startsAt, to),
              gt(coachTimeOff.endsAt, from),
            ),
          ),
        db
          .select({
            coachId: bookingPlaces.coachId,
            serviceId: bookingPlaces.serviceId,
            startsAt: bookingPlaces.startsAt,
            endsAt: bookingPlaces.endsAt,
          })
          .from(bookingPlaces)
          .where(
            and(
              inArray(bookingPlaces.coachId, ids),
              occupiesDiary(now),
              lt(bookingPlaces.startsAt, to),
              gt(bookingPlaces.endsAt, from),
              excludingPlaceId ? ne(bookingPlaces.id, excludingPlaceId) : undefined,
            ),
          ),
        db
          .select({
            coachId: bookingSessions.coachId,
            serviceId: bookingSessions.serviceId,
            startsAt: bookingSessions.startsAt,
            endsAt: bookingSessions.endsAt,
          })
          .from(bookingSessions)
          .where(
            and(
              inArray(bookingSessions.coachId, ids),
              isNull(bookingSessions.cancelledAt),
              lt(bookingSessions.startsAt, to),
              gt(bookingSessions.endsAt, from),
            ),
          ),
      ]);
      return coaches.map((coach) => ({
        coachId: coach.id,
        minimumNoticeMinutes: coach.minimumNoticeMinutes,
        bufferMinutes: coach.bufferMinutes,
        weeklyHours: hours
          .filter((h) => h.coachId === coach.id)
          .map((h) => ({ weekday: h.weekday, startMinute: h.startMinute, endMinute: h.endMinute })),
        timeOff: timeOff
          .filter((t) => t.coachId === coach.id)
          .map((t) => ({ startsAt: t.startsAt, endsAt: t.endsAt })),
        commitments: [
          ...places.filter((p) => p.coachId === coach.id).map((p): Commitment => ({ ...p, kind: 'place' })),
          ...sessions
            .filter((s) => s.coachId === coach.id)
            .map((s): Commitment => ({ ...s, kind: 'session' })),
        ],
      }));
    },

    /** A service's sessions starting in [from, to), with how many places each has taken at `now`. */
    async sessions(
      service: { id: number; capacity: number },
      from: Date,
      to: Date,
      now: Date,
      coachId?: number,
    ): Promise<DatedSession[]> {
      const booked = takenPerSession(db, now);
      const rows = await db
        .select({
          id: bookingSessions.id,
          coachId: bookingSessions.coachId,
          startsAt: bookingSessions.startsAt,
          endsAt: bookingSessions.endsAt,
          capacity: bookingSessions.capacity,
          taken: booked.taken,
        })
        .from(bookingSessions)
        .leftJoin(booked, eq(booked.sessionId, bookingSessions.id))
        .where(
          and(
            eq(bookingSessions.serviceId, service.id),
            isNull(bookingSessions.cancelledAt),
            gte(bookingSessions.startsAt, from),
            lt(bookingSessions.startsAt, to),
            coachId === undefined ? undefined : eq(bookingSessions.coachId, coachId),
          ),
        )
        .orderBy(asc(bookingSessions.startsAt));
      return rows.map((r) => ({
        id: r.id,
        coachId: r.coachId,
        startsAt: r.startsAt,
        endsAt: r.endsAt,
        capacity: r.capacity ?? service.capacity,
        booked: Number(r.taken ?? 0),
      }));
    },

    /** The last start of each service's open sessions, for how far their calendars reach: one query. */
    async lastSessionStarts(serviceIds: number[], after: Date): Promise<Map<number, Date>> {
      if (serviceIds.length === 0) return new Map();
      const rows = await db
        .select({
          serviceId: bookingSessions.serviceId,
          last: sql<string | Date>`max(${bookingSessions.startsAt})`,
        })
        .from(bookingSessions)
        .where(
          and(
            inArray(bookingSessions.serviceId, serviceIds),
            isNull(bookingSessions.cancelledAt),
            gt(bookingSessions.startsAt, after),
          ),
        )
        .groupBy(bookingSessions.serviceId);
      return new Map(rows.map((r) => [r.serviceId, new Date(r.last)]));
    },

    /** Row locks taken inside a booking transaction, always in ascending id order so two never deadlock. */
    async lockCoach(id: number): Promise<void> {
      await db.execute(sql`select id from booking_coaches where id = ${id} for update`);
    },
    async lockSessions(ids: number[]): Promise<void> {
      for (const id of [...ids].sort((a, b) => a - b)) {
        await db.execute(sql`select id from booking_sessions where id = ${id} for update`);
      }
    },
    /**
     * Places taken in a session at `now` (waiting-list offers held included), read after its lock is held.
     * What is being re-checked, moved or claimed is left out, so it never counts against itself.
     */
    async placesTaken(
      sessionId: number,
      now: Date,
      excluding: { bookingId?: string; placeId?: string; offerId?: string } = {},
    ): Promise<number> {
      const [places] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(bookingPlaces)
        .where(
          and(
            eq(bookingPlaces.sessionId, sessionId),
            occupiesDiary(now),
            excluding.bookingId ? ne(bookingPlaces.bookingId, excluding.bookingId) : undefined,
            excluding.placeId ? ne(bookingPlaces.id, excluding.placeId) : undefined,
          ),
        );
      const [offers] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(sessionWaits)
        .where(
          and(
            eq(sessionWaits.sessionId, sessionId),
            offerHoldsPlace(now),
            excluding.offerId ? ne(sessionWaits.id, excluding.offerId) : undefined,
          ),
        );
      return Number(places?.n ?? 0) + Number(offers?.n ?? 0);
    },
  };
}
export type DiaryRepository = ReturnType<typeof diaryRepository>;
