import { and, asc, eq, gt, gte, inArray, isNull, lt, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  bookingCoaches,
  bookingPlaces,
  bookingServiceCoaches,
  bookingServices,
  bookingSessions,
  coachTimeOff,
  coachWeeklyHours,
  staff,
} from '../../db/schema/index';
import { occupiesDiary, takenPerSession } from '../booking/place-occupancy';

export type AdminServiceRow = typeof bookingServices.$inferSelect & { coachIds: number[] };
export type NewService = typeof bookingServices.$inferInsert;

export interface DiaryCoachRow {
  id: number;
  staffId: string;
  firstName: string;
  lastName: string;
  role: 'admin' | 'coach' | 'instructor';
  minimumNoticeMinutes: number;
  bufferMinutes: number;
  active: boolean;
}

export interface SessionRow {
  id: number;
  serviceId: number;
  coachId: number | null;
  coachFirstName: string | null;
  coachLastName: string | null;
  startsAt: Date;
  endsAt: Date;
  /** The session's own, or its service's. */
  capacity: number;
  serviceName: string;
  booked: number;
}

const coachColumns = {
  id: bookingCoaches.id,
  staffId: bookingCoaches.staffId,
  firstName: staff.firstName,
  lastName: staff.lastName,
  role: staff.role,
  minimumNoticeMinutes: bookingCoaches.minimumNoticeMinutes,
  bufferMinutes: bookingCoaches.bufferMinutes,
  active: bookingCoaches.active,
};

/** What the staff's Bookings area reads and writes beyond the public booking engine's own queries. */
export function bookingAdminRepository(db: DbOrTx) {
  return {
    /** Every coach in the diary (active or not), or one, with their staff names. */
    listDiaryCoaches(filter: { id?: number; staffId?: string } = {}): Promise<DiaryCoachRow[]> {
      return db
        .select(coachColumns)
        .from(bookingCoaches)
        .innerJoin(staff, eq(staff.id, bookingCoaches.staffId))
        .where(
          and(
            filter.id === undefined ? undefined : eq(bookingCoaches.id, filter.id),
            filter.staffId === undefined ? undefined : eq(bookingCoaches.staffId, filter.staffId),
          ),
        )
        .orderBy(asc(bookingCoaches.id));
    },

    /** Active staff who are not in the diary yet. */
    async staffOutsideDiary(): Promise<
      { staffId: string; firstName: string; lastName: string; role: string }[]
    > {
      const inDiary = db.select({ staffId: bookingCoaches.staffId }).from(bookingCoaches);
      return db
        .select({ staffId: staff.id, firstName: staff.firstName, lastName: staff.lastName, role: staff.role })
        .from(staff)
        .where(and(eq(staff.active, true), notInArray(staff.id, inDiary)))
        .orderBy(asc(staff.lastName), asc(staff.firstName));
    },

    async findStaff(staffId: string): Promise<{ id: string; active: boolean } | undefined> {
      const [row] = await db
        .select({ id: staff.id, active: staff.active })
        .from(staff)
        .where(eq(staff.id, staffId));
      return row;
    },

    /** Puts a member of staff in the diary; undefined when they already are. */
    async insertCoach(staffId: string): Promise<number | undefined> {
      const [row] = await db
        .insert(bookingCoaches)
        .values({ staffId })
        .onConflictDoNothing({ target: bookingCoaches.staffId })
        .returning({ id: bookingCoaches.id });
      return row?.id;
    },

    async updateCoach(
      id: number,
      values: Partial<
        Pick<typeof bookingCoaches.$inferInsert, 'minimumNoticeMinutes' | 'bufferMinutes' | 'active'>
      >,
    ): Promise<void> {
      if (Object.keys(values).length === 0) return;
      await db.update(bookingCoaches).set(values).where(eq(bookingCoaches.id, id));
    },

    weeklyHours(coachIds: number[]) {
      if (coachIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(coachWeeklyHours)
        .where(inArray(coachWeeklyHours.coachId, coachIds))
        .orderBy(asc(coachWeeklyHours.weekday), asc(coachWeeklyHours.startMinute));
    },

    async replaceWeeklyHours(
      coachId: number,
      hours: { weekday: number; startMinute: number; endMinute: number }[],
    ): Promise<void> {
      await db.delete(coachWeeklyHours).where(eq(coachWeeklyHours.coachId, coachId));
      if (hours.length) await db.insert(coachWeeklyHours).values(hours.map((h) => ({ ...h, coachId })));
    },

    /** Time off not yet over at `now`, soonest first. */
    upcomingTimeOff(coachIds: number[], now: Date) {
      if (coachIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(coachTimeOff)
        .where(and(inArray(coachTimeOff.coachId, coachIds), gt(coachTimeOff.endsAt, now)))
        .orderBy(asc(coachTimeOff.startsAt));
    },

    async insertTimeOff(values: typeof coachTimeOff.$inferInsert) {
      const [row] = await db.insert(coachTimeOff).values(values).returning();
      return row!;
    },

    /** True when the time off existed in that coach's diary. */
    async deleteTimeOff(coachId: number, id: string): Promise<boolean> {
      const rows = await db
        .delete(coachTimeOff)
        .where(and(eq(coachTimeOff.id, id), eq(coachTimeOff.coachId, coachId)))
        .returning({ id: coachTimeOff.id });
      return rows.length > 0;
    },

    /** Every service with every coach linked to it (including coaches taken out of the diary). */
    async listServices(): Promise<AdminServiceRow[]> {
      const rows = await db
        .select()
        .from(bookingServices)
        .orderBy(asc(bookingServices.displayOrder), asc(bookingServices.id));
      const links = await db.select().from(bookingServiceCoaches).orderBy(asc(bookingServiceCoaches.coachId));
      return rows.map((r) => ({
        ...r,
        coachIds: links.filter((l) => l.serviceId === r.id).map((l) => l.coachId),
      }));
    },

    async findService(id: number): Promise<AdminServiceRow | undefined> {
      const [row] = await db.select().from(bookingServices).where(eq(bookingServices.id, id));
      if (!row) return undefined;
      const links = await db
        .select({ coachId: bookingServiceCoaches.coachId })
        .from(bookingServiceCoaches)
        .where(eq(bookingServiceCoaches.serviceId, id))
        .orderBy(asc(bookingServiceCoaches.coachId));
      return { ...row, coachIds: links.map((l) => l.coachId) };
    },

    async slugTaken(slug: string): Promise<boolean> {
      const rows = await db
        .select({ id: bookingServices.id })
        .from(bookingServices)
        .where(eq(bookingServices.slug, slug));
      return rows.length > 0;
    },

    async insertService(values: NewService): Promise<number> {
      const [row] = await db.insert(bookingServices).values(values).returning({ id: bookingServices.id });
      return row!.id;
    },

    async updateService(id: number, values: Partial<NewService>): Promise<void> {
      if (Object.keys(values).length === 0) return;
      await db.update(bookingServices).set(values).where(eq(bookingServices.id, id));
    },

    async replaceServiceCoaches(serviceId: number, coachIds: number[]): Promise<void> {
      await db.delete(bookingServiceCoaches).where(eq(bookingServiceCoaches.serviceId, serviceId));
      if (coachIds.length) {
        await db.insert(bookingServiceCoaches).values(coachIds.map((coachId) => ({ serviceId, coachId })));
      }
    },

    /** Which of these diary coach ids exist. */
    async existingCoachIds(ids: number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: bookingCoaches.id })
        .from(bookingCoaches)
        .where(inArray(bookingCoaches.id, ids));
      return rows.map((r) => r.id);
    },

    /**
     * Open sessions starting in [from, to) (of one service, or every one; of one coach, or any), with the
     * places taken at `now` (held ones too).
     */
    sessions(
      serviceId: number | undefined,
      from: Date,
      to: Date,
      now: Date,
      coachId?: number,
    ): Promise<SessionRow[]> {
      const booked = takenPerSession(db, now);
      return db
        .select({
          id: bookingSessions.id,
          serviceId: bookingSessions.serviceId,
          coachId: bookingSessions.coachId,
          coachFirstName: staff.firstName,
          coachLastName: staff.lastName,
          startsAt: bookingSessions.startsAt,
          endsAt: bookingSessions.endsAt,
          capacity: sql<number>`coalesce(${bookingSessions.capacity}, ${bookingServices.capacity})`.mapWith(
            Number,
          ),
          serviceName: bookingServices.name,
          booked: sql<number>`coalesce(${booked.taken}, 0)`.mapWith(Number),
        })
        .from(bookingSessions)
        .innerJoin(bookingServices, eq(bookingServices.id, bookingSessions.serviceId))
        .leftJoin(booked, eq(booked.sessionId, bookingSessions.id))
        .leftJoin(bookingCoaches, eq(bookingCoaches.id, bookingSessions.coachId))
        .leftJoin(staff, eq(staff.id, bookingCoaches.staffId))
        .where(
          and(
            serviceId === undefined ? undefined : eq(bookingSessions.serviceId, serviceId),
            coachId === undefined ? undefined : eq(bookingSessions.coachId, coachId),
            isNull(bookingSessions.cancelledAt),
            gte(bookingSessions.startsAt, from),
            lt(bookingSessions.startsAt, to),
          ),
        )
        .orderBy(asc(bookingSessions.startsAt));
    },

    /** Open sessions of a service that start at any of these instants. */
    async sessionsStartingAt(serviceId: number, starts: Date[]): Promise<Date[]> {
      if (starts.length === 0) return [];
      const rows = await db
        .select({ startsAt: bookingSessions.startsAt })
        .from(bookingSessions)
        .where(and(eq(bookingSessions.serviceId, serviceId), inArray(bookingSessions.startsAt, starts)));
      return rows.map((r) => r.startsAt);
    },

    async insertSessions(values: (typeof bookingSessions.$inferInsert)[]): Promise<number[]> {
      const rows = await db.insert(bookingSessions).values(values).returning({ id: bookingSessions.id });
      return rows.map((r) => r.id);
    },

    async findSession(id: number) {
      const [row] = await db
        .select()
        .from(bookingSessions)
        .where(and(eq(bookingSessions.id, id), isNull(bookingSessions.cancelledAt)));
      return row;
    },

    /** Places a session holds: those taken at `now` (held ones too), and all (cancelled ones still point at it). */
    async sessionPlaces(id: number, now: Date): Promise<{ taken: number; total: number }> {
      const [row] = await db
        .select({
          taken: sql<number>`count(*) filter (where ${occupiesDiary(now)})`.mapWith(Number),
          total: sql<number>`count(*)`.mapWith(Number),
        })
        .from(bookingPlaces)
        .where(eq(bookingPlaces.sessionId, id));
      return { taken: row?.taken ?? 0, total: row?.total ?? 0 };
    },

    async deleteSession(id: number): Promise<void> {
      await db.delete(bookingSessions).where(eq(bookingSessions.id, id));
    },

    async retireSession(id: number, now: Date): Promise<void> {
      await db.update(bookingSessions).set({ cancelledAt: now }).where(eq(bookingSessions.id, id));
    },

    /** Serialises changes to one session against bookings racing for it. */
    async lockSession(id: number): Promise<void> {
      await db.execute(sql`select id from booking_sessions where id = ${id} for update`);
    },
  };
}
export type BookingAdminRepository = ReturnType<typeof bookingAdminRepository>;
