import { and, asc, eq, gt, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookingServices, bookingSessions, sessionWaits } from '../../db/schema/index';

export type SessionWaitRow = typeof sessionWaits.$inferSelect;

const LIVE = ['waiting', 'offered'] as const;

/** The only file that reads and writes the session waiting lists. */
export function sessionWaitingListRepository(db: DbOrTx) {
  const sessionColumns = {
    id: bookingSessions.id,
    startsAt: bookingSessions.startsAt,
    endsAt: bookingSessions.endsAt,
    cancelledAt: bookingSessions.cancelledAt,
    capacity: sql<number>`coalesce(${bookingSessions.capacity}, ${bookingServices.capacity})`.mapWith(Number),
    serviceId: bookingServices.id,
    serviceName: bookingServices.name,
    serviceActive: bookingServices.active,
    asksWelfare: bookingServices.asksWelfare,
  };

  return {
    /** A dated session with its service, whatever its state. */
    async findSession(id: number) {
      const [row] = await db
        .select(sessionColumns)
        .from(bookingSessions)
        .innerJoin(bookingServices, eq(bookingServices.id, bookingSessions.serviceId))
        .where(eq(bookingSessions.id, id));
      return row;
    },

    async insert(values: typeof sessionWaits.$inferInsert): Promise<SessionWaitRow> {
      const [row] = await db.insert(sessionWaits).values(values).returning();
      return row!;
    },

    /** Where an entry stands: those before it still waiting or holding an offer, plus itself. */
    async position(sessionId: number, seq: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(sessionWaits)
        .where(
          and(
            eq(sessionWaits.sessionId, sessionId),
            inArray(sessionWaits.status, [...LIVE]),
            lte(sessionWaits.seq, seq),
          ),
        );
      return Number(row?.n ?? 1);
    },

    /** The entry either of its links opens, with its session. */
    async findByToken(hash: string) {
      const [row] = await db
        .select({ wait: sessionWaits, session: sessionColumns })
        .from(sessionWaits)
        .innerJoin(bookingSessions, eq(bookingSessions.id, sessionWaits.sessionId))
        .innerJoin(bookingServices, eq(bookingServices.id, bookingSessions.serviceId))
        .where(or(eq(sessionWaits.joinTokenHash, hash), eq(sessionWaits.offerTokenHash, hash)));
      return row;
    },

    /** Offers whose time ran out are closed, so their places go to the next in line. */
    async lapseOffers(now: Date): Promise<number> {
      const rows = await db
        .update(sessionWaits)
        .set({ status: 'lapsed', closedAt: now })
        .where(and(eq(sessionWaits.status, 'offered'), lte(sessionWaits.offerExpiresAt, now)))
        .returning({ id: sessionWaits.id });
      return rows.length;
    },

    /** Sessions yet to start, not called off, with someone waiting. */
    async sessionsWithQueue(now: Date): Promise<number[]> {
      const rows = await db
        .selectDistinct({ id: sessionWaits.sessionId })
        .from(sessionWaits)
        .innerJoin(bookingSessions, eq(bookingSessions.id, sessionWaits.sessionId))
        .where(
          and(
            eq(sessionWaits.status, 'waiting'),
            gt(bookingSessions.startsAt, now),
            isNull(bookingSessions.cancelledAt),
          ),
        );
      return rows.map((r) => r.id).sort((a, b) => a - b);
    },

    async nextWaiting(sessionId: number, count: number): Promise<SessionWaitRow[]> {
      return db
        .select()
        .from(sessionWaits)
        .where(and(eq(sessionWaits.sessionId, sessionId), eq(sessionWaits.status, 'waiting')))
        .orderBy(asc(sessionWaits.seq))
        .limit(count);
    },

    async markOffered(id: string, offerTokenHash: string, now: Date, expiresAt: Date): Promise<void> {
      await db
        .update(sessionWaits)
        .set({ status: 'offered', offerTokenHash, offeredAt: now, offerExpiresAt: expiresAt })
        .where(and(eq(sessionWaits.id, id), eq(sessionWaits.status, 'waiting')));
    },

    /** Closes a live offer as booked; false if it had run out or closed meanwhile. */
    async take(id: string, bookingId: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(sessionWaits)
        .set({ status: 'booked', bookingId, closedAt: now })
        .where(
          and(
            eq(sessionWaits.id, id),
            eq(sessionWaits.status, 'offered'),
            gt(sessionWaits.offerExpiresAt, now),
          ),
        )
        .returning({ id: sessionWaits.id });
      return rows.length === 1;
    },

    async leave(id: string, now: Date): Promise<void> {
      await db
        .update(sessionWaits)
        .set({ status: 'left', closedAt: now })
        .where(and(eq(sessionWaits.id, id), inArray(sessionWaits.status, [...LIVE])));
    },

    /** Waiting lists are kept for 30 days after their day, for any question about it, then deleted. */
    async purgeEndedBefore(before: Date): Promise<void> {
      const ended = db
        .select({ id: bookingSessions.id })
        .from(bookingSessions)
        .where(lt(bookingSessions.endsAt, before));
      await db.delete(sessionWaits).where(inArray(sessionWaits.sessionId, ended));
    },
  };
}
