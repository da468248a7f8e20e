import { and, asc, eq, gt, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { BookingStatus } from '@/core/contracts/booking';
import type { DbOrTx } from '../../db/client';
import {
  bookingCoaches,
  bookingPayments,
  bookingPlaces,
  bookingServices,
  bookings,
  bookingWelfare,
  paymentRefunds,
  staff,
} from '../../db/schema/index';
import type { FamilyScope } from '../access/access-policy';
import type { RefundStatus } from './booking-payments.repository';

export type BookingRow = typeof bookings.$inferSelect;
export type NewBooking = typeof bookings.$inferInsert;
export type NewPlace = Omit<typeof bookingPlaces.$inferInsert, 'bookingId'>;

/** A booking with everything its confirmation, e-mails and the staff diary show. */
export interface BookingDetail extends BookingRow {
  serviceName: string;
  serviceSlug: string;
  location: string | null;
  durationMinutes: number;
  coachFirstName: string | null;
  coachLastName: string | null;
  places: {
    id: string;
    startsAt: Date;
    endsAt: Date;
    coachId: number | null;
    sessionId: number | null;
    status: BookingStatus;
    heldUntil: Date | null;
    icsSequence: number;
    attendance: 'attended' | 'no_show' | null;
  }[];
  /** Checkout sessions opened for it, oldest first, and the refunds made against them. */
  payments: {
    id: string;
    status: 'open' | 'paid' | 'expired';
    amountPence: number;
    checkoutUrl: string | null;
    expiresAt: Date;
  }[];
  refunds: { amountPence: number; status: RefundStatus; placeId: string | null }[];
}

/** The bookings a family account holds (see `FamilyScope`); stored addresses are lower case. */
function ofFamily(family: FamilyScope): SQL {
  return or(
    eq(bookings.bookedByGuardianId, family.guardianId),
    family.childIds.length ? inArray(bookings.participantStudentId, [...family.childIds]) : undefined,
    family.confirmedEmail ? eq(bookings.clientEmail, family.confirmedEmail.toLowerCase()) : undefined,
  )!;
}

export function bookingsRepository(db: DbOrTx) {
  async function details(where: SQL): Promise<BookingDetail[]> {
    const rows = await db
      .select({
        booking: bookings,
        serviceName: bookingServices.name,
        serviceSlug: bookingServices.slug,
        location: bookingServices.location,
        durationMinutes: bookingServices.durationMinutes,
        coachFirstName: staff.firstName,
        coachLastName: staff.lastName,
      })
      .from(bookings)
      .innerJoin(bookingServices, eq(bookingServices.id, bookings.serviceId))
      .leftJoin(bookingCoaches, eq(bookingCoaches.id, bookings.coachId))
      .leftJoin(staff, eq(staff.id, bookingCoaches.staffId))
      .where(where);
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.booking.id);
    const [places, payments, refunds] = await Promise.all([
      db
        .select()
        .from(bookingPlaces)
        .where(inArray(bookingPlaces.bookingId, ids))
        .orderBy(asc(bookingPlaces.startsAt)),
      db
        .select()
        .from(bookingPayments)
        .where(inArray(bookingPayments.bookingId, ids))
        .orderBy(asc(bookingPayments.createdAt)),
      db
        .select({
          bookingId: bookingPayments.bookingId,
          amountPence: paymentRefunds.amountPence,
          status: paymentRefunds.status,
          placeId: paymentRefunds.placeId,
        })
        .from(paymentRefunds)
        .innerJoin(bookingPayments, eq(bookingPayments.id, paymentRefunds.paymentId))
        .where(inArray(bookingPayments.bookingId, ids))
        .orderBy(asc(paymentRefunds.createdAt)),
    ]);
    return rows.map((r) => ({
      ...r.booking,
      serviceName: r.serviceName,
      serviceSlug: r.serviceSlug,
      location: r.location,
      durationMinutes: r.durationMinutes,
      coachFirstName: r.coachFirstName,
      coachLastName: r.coachLastName,
      places: places
        .filter((p) => p.bookingId === r.booking.id)
        .map((p) => ({
          id: p.id,
          startsAt: p.startsAt,
          endsAt: p.endsAt,
          coachId: p.coachId,
          sessionId: p.sessionId,
          status: p.status,
          heldUntil: p.heldUntil,
          icsSequence: p.icsSequence,
          attendance: p.attendance,
        })),
      payments: payments
        .filter((p) => p.bookingId === r.booking.id)
        .map((p) => ({
          id: p.id,
          status: p.status,
          amountPence: p.amountPence,
          checkoutUrl: p.checkoutUrl,
          expiresAt: p.expiresAt,
        })),
      refunds: refunds
        .filter((f) => f.bookingId === r.booking.id)
        .map(({ amountPence, status, placeId }) => ({ amountPence, status, placeId })),
    }));
  }

  return {
    async insert(booking: NewBooking, places: NewPlace[]): Promise<string> {
      const [row] = await db.insert(bookings).values(booking).returning({ id: bookings.id });
      await db.insert(bookingPlaces).values(places.map((p) => ({ ...p, bookingId: row!.id })));
      return row!.id;
    },

    /** Staff took the rest of the price at the venue. */
    async recordBalance(id: string, staffId: string, now: Date): Promise<void> {
      await db
        .update(bookings)
        .set({ balancePaidAt: now, balanceRecordedBy: staffId })
        .where(and(eq(bookings.id, id), isNull(bookings.balancePaidAt)));
    },

    /**
     * Moves one place to its new time (and coach or session), raising its calendar sequence; a lesson's
     * booking follows its coach. The reminder is due afresh for the new time.
     */
    async movePlace(
      bookingId: string,
      placeId: string,
      to: Pick<NewPlace, 'coachId' | 'sessionId' | 'startsAt' | 'endsAt' | 'reminderDueAt'>,
      onlyPlace: boolean,
    ): Promise<void> {
      await db
        .update(bookingPlaces)
        .set({
          coachId: to.coachId,
          sessionId: to.sessionId,
          startsAt: to.startsAt,
          endsAt: to.endsAt,
          reminderDueAt: to.reminderDueAt,
          reminderSentAt: null,
          icsSequence: sql`${bookingPlaces.icsSequence} + 1`,
        })
        .where(and(eq(bookingPlaces.id, placeId), eq(bookingPlaces.bookingId, bookingId)));
      if (onlyPlace) {
        await db.update(bookings).set({ coachId: to.coachId }).where(eq(bookings.id, bookingId));
      }
      // Welfare details are kept until 30 days after the last day: a later day keeps them longer.
      await db
        .update(bookingWelfare)
        .set({
          deleteAfter: sql`greatest(${bookingWelfare.deleteAfter}, ${new Date(to.endsAt.getTime() + 30 * 86_400_000).toISOString()}::timestamptz)`,
        })
        .where(eq(bookingWelfare.bookingId, bookingId));
    },

    async markAttendance(
      placeId: string,
      attendance: 'attended' | 'no_show' | null,
      staffId: string,
      now: Date,
    ): Promise<void> {
      await db
        .update(bookingPlaces)
        .set({
          attendance,
          attendanceMarkedAt: attendance ? now : null,
          attendanceMarkedBy: attendance ? staffId : null,
        })
        .where(eq(bookingPlaces.id, placeId));
    },

    /** Holds one booking still until the transaction ends: changes to it take turns. */
    async lockBooking(id: string): Promise<void> {
      await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, id)).for('update');
    },

    /** Holds the bookings of one e-mail address still until the transaction ends. */
    async lockClientEmail(email: string): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`booking-email:${email}`}))`);
    },

    /** How many bookings an address has made since `since` (cancelled ones too), and the oldest's time. */
    async madeSince(email: string, since: Date): Promise<{ count: number; oldest: Date | null }> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int`, oldest: sql<string | null>`min(${bookings.createdAt})` })
        .from(bookings)
        .where(and(eq(bookings.clientEmail, email), gt(bookings.createdAt, since)));
      return { count: Number(row?.n ?? 0), oldest: row?.oldest ? new Date(row.oldest) : null };
    },

    findByIds(ids: string[]): Promise<BookingDetail[]> {
      return ids.length ? details(inArray(bookings.id, ids)) : Promise.resolve([]);
    },
    /** A family's bookings (see `FamilyScope`) whose last place ends after `since`. */
    forFamily(family: FamilyScope, since: Date): Promise<BookingDetail[]> {
      return details(
        and(
          ofFamily(family),
          sql`exists (select 1 from ${bookingPlaces} where ${bookingPlaces.bookingId} = ${bookings.id} and ${bookingPlaces.endsAt} > ${since})`,
        )!,
      );
    },
    /** One booking, if it is the family's (the same scope as `forFamily`). */
    async findForFamily(id: string, family: FamilyScope): Promise<BookingDetail | undefined> {
      return (await details(and(eq(bookings.id, id), ofFamily(family))!))[0];
    },
    async findWelfare(bookingId: string) {
      const [row] = await db.select().from(bookingWelfare).where(eq(bookingWelfare.bookingId, bookingId));
      return row;
    },
    async insertWelfare(values: typeof bookingWelfare.$inferInsert): Promise<void> {
      await db.insert(bookingWelfare).values(values);
    },
    /** Forgets guests' welfare details once their time is up, unless the participant became a student. */
    async purgeWelfare(now: Date): Promise<number> {
      const rows = await db
        .delete(bookingWelfare)
        .where(
          and(
            lte(bookingWelfare.deleteAfter, now),
            sql`not exists (select 1 from ${bookings} where ${bookings.id} = ${bookingWelfare.bookingId} and ${bookings.participantStudentId} is not null)`,
          ),
        )
        .returning({ id: bookingWelfare.bookingId });
      return rows.length;
    },
    async findById(id: string): Promise<BookingDetail | undefined> {
      return (await details(eq(bookings.id, id)))[0];
    },
    async findByIdempotencyKey(key: string): Promise<BookingDetail | undefined> {
      return (await details(eq(bookings.idempotencyKey, key)))[0];
    },
    async findByCancelTokenHash(hash: string): Promise<BookingDetail | undefined> {
      return (await details(eq(bookings.cancelTokenHash, hash)))[0];
    },

    /**
     * Marks a confirmed booking and its places cancelled, in one transaction: a booking is never left
     * cancelled while its places still hold the diary. False when it was not confirmed.
     */
    cancel(
      id: string,
      by: { kind: 'customer' } | { kind: 'staff'; staffId: string },
      now: Date,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const updated = await tx
          .update(bookings)
          .set({
            status: 'cancelled',
            cancelledAt: now,
            cancelledBy: by.kind,
            cancelledByStaffId: by.kind === 'staff' ? by.staffId : null,
          })
          .where(and(eq(bookings.id, id), eq(bookings.status, 'confirmed')))
          .returning({ id: bookings.id });
        if (updated.length === 0) return false;
        await tx.update(bookingPlaces).set({ status: 'cancelled' }).where(eq(bookingPlaces.bookingId, id));
        return true;
      });
    },

    /**
     * Cancels one confirmed place of a confirmed booking: the booking's price loses that place, and what was
     * paid online loses the share refunded for it. False when the place was not confirmed.
     */
    async cancelPlace(
      bookingId: string,
      placeId: string,
      now: Date,
      money: { placePence: number; refundedPence: number },
    ): Promise<boolean> {
      const updated = await db
        .update(bookingPlaces)
        .set({ status: 'cancelled', cancelledAt: now })
        .where(
          and(
            eq(bookingPlaces.id, placeId),
            eq(bookingPlaces.bookingId, bookingId),
            eq(bookingPlaces.status, 'confirmed'),
          ),
        )
        .returning({ id: bookingPlaces.id });
      if (updated.length === 0) return false;
      await db
        .update(bookings)
        .set({
          totalPence: sql`greatest(0, ${bookings.totalPence} - ${money.placePence})`,
          onlinePence: sql`greatest(0, ${bookings.onlinePence} - ${money.refundedPence})`,
        })
        .where(eq(bookings.id, bookingId));
      return true;
    },

    /**
     * Claims reminders that are due, so that with several app instances each is sent once: the rows are
     * marked sent in the same statement that picks them, and rows another instance is claiming are skipped.
     */
    async claimDueReminders(now: Date, limit: number): Promise<{ placeId: string; bookingId: string }[]> {
      const result = await db.execute(sql`
        update booking_places set reminder_sent_at = ${now.toISOString()}
        where id in (
          select id from booking_places
          where reminder_sent_at is null and status = 'confirmed'
            and reminder_due_at <= ${now.toISOString()} and starts_at > ${now.toISOString()}
          order by reminder_due_at
          limit ${limit}
          for update skip locked
        )
        returning id, booking_id`);
      return (result.rows as { id: string; booking_id: string }[]).map((r) => ({
        placeId: r.id,
        bookingId: r.booking_id,
      }));
    },

    /** Reminders that were due but missed their moment (the place has started): never sent late. */
    async skipStaleReminders(now: Date): Promise<void> {
      await db
        .update(bookingPlaces)
        .set({ reminderSentAt: now })
        .where(
          and(
            isNull(bookingPlaces.reminderSentAt),
            lte(bookingPlaces.startsAt, now),
            eq(bookingPlaces.status, 'confirmed'),
          ),
        );
    },
  };
}
export type BookingsRepository = ReturnType<typeof bookingsRepository>;
