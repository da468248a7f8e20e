import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookingPayments, bookingPlaces, bookings, paymentRefunds } from '../../db/schema/index';

export type BookingPaymentRow = typeof bookingPayments.$inferSelect;
export type RefundRow = typeof paymentRefunds.$inferSelect;
export type RefundStatus = RefundRow['status'];

/** The Checkout sessions opened for bookings, and the refunds made against them. */
export function bookingPaymentsRepository(db: DbOrTx) {
  return {
    async insert(values: typeof bookingPayments.$inferInsert): Promise<BookingPaymentRow> {
      const [row] = await db.insert(bookingPayments).values(values).returning();
      return row!;
    },
    async attachSession(id: string, sessionId: string, url: string | null): Promise<void> {
      await db
        .update(bookingPayments)
        .set({ checkoutSessionId: sessionId, checkoutUrl: url })
        .where(eq(bookingPayments.id, id));
    },
    async bySession(sessionId: string, lock = false): Promise<BookingPaymentRow | undefined> {
      const query = db.select().from(bookingPayments).where(eq(bookingPayments.checkoutSessionId, sessionId));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },
    async byAbandonToken(hash: string): Promise<BookingPaymentRow | undefined> {
      const [row] = await db.select().from(bookingPayments).where(eq(bookingPayments.abandonTokenHash, hash));
      return row;
    },
    async ofBookings(bookingIds: string[]): Promise<BookingPaymentRow[]> {
      if (bookingIds.length === 0) return [];
      return db
        .select()
        .from(bookingPayments)
        .where(inArray(bookingPayments.bookingId, bookingIds))
        .orderBy(asc(bookingPayments.createdAt));
    },
    async markPaid(id: string, paymentIntentId: string | null, now: Date): Promise<void> {
      await db
        .update(bookingPayments)
        .set({ status: 'paid', paymentIntentId, paidAt: now, checkoutUrl: null })
        .where(eq(bookingPayments.id, id));
    },
    async markExpired(id: string): Promise<boolean> {
      const rows = await db
        .update(bookingPayments)
        .set({ status: 'expired', checkoutUrl: null })
        .where(and(eq(bookingPayments.id, id), eq(bookingPayments.status, 'open')))
        .returning({ id: bookingPayments.id });
      return rows.length > 0;
    },
    /** Claims the first report of a paid session to the advertising pixel: true once, ever. */
    async claimConversion(id: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(bookingPayments)
        .set({ conversionReportedAt: now })
        .where(
          and(
            eq(bookingPayments.id, id),
            eq(bookingPayments.status, 'paid'),
            sql`${bookingPayments.conversionReportedAt} is null`,
          ),
        )
        .returning({ id: bookingPayments.id });
      return rows.length > 0;
    },
    /** Open sessions whose hold has run out: their places are already free; Stripe's side is tidied. */
    async overdue(now: Date, limit: number): Promise<BookingPaymentRow[]> {
      return db
        .select()
        .from(bookingPayments)
        .where(and(eq(bookingPayments.status, 'open'), lte(bookingPayments.expiresAt, now)))
        .orderBy(asc(bookingPayments.expiresAt))
        .limit(limit);
    },

    async insertRefund(values: typeof paymentRefunds.$inferInsert): Promise<RefundRow> {
      const [row] = await db.insert(paymentRefunds).values(values).returning();
      return row!;
    },
    refundsOf(paymentIds: string[]): Promise<RefundRow[]> {
      if (paymentIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(paymentRefunds)
        .where(inArray(paymentRefunds.paymentId, paymentIds))
        .orderBy(asc(paymentRefunds.createdAt));
    },
    /** Refunds not at their end yet: to send to Stripe (`requested`) or to ask about (`pending`). */
    unfinishedRefunds(limit: number): Promise<RefundRow[]> {
      return db
        .select()
        .from(paymentRefunds)
        .where(inArray(paymentRefunds.status, ['requested', 'pending']))
        .orderBy(asc(paymentRefunds.updatedAt))
        .limit(limit);
    },
    async paymentOf(id: string): Promise<BookingPaymentRow | undefined> {
      const [row] = await db.select().from(bookingPayments).where(eq(bookingPayments.id, id));
      return row;
    },
    async updateRefund(
      id: string,
      values: { stripeRefundId?: string; status: RefundStatus },
      now: Date,
    ): Promise<void> {
      await db
        .update(paymentRefunds)
        .set({ ...values, updatedAt: now })
        .where(eq(paymentRefunds.id, id));
    },
    async refundById(id: string): Promise<RefundRow | undefined> {
      const [row] = await db.select().from(paymentRefunds).where(eq(paymentRefunds.id, id));
      return row;
    },
    /** A refund by Stripe's id, as its events name it. */
    async refundByStripeId(stripeRefundId: string): Promise<RefundRow | undefined> {
      const [row] = await db
        .select()
        .from(paymentRefunds)
        .where(eq(paymentRefunds.stripeRefundId, stripeRefundId));
      return row;
    },

    /** A held booking is paid: it and its places are confirmed, the hold lifted. */
    async confirmBooking(bookingId: string, cancelTokenHash: string): Promise<void> {
      await db
        .update(bookings)
        .set({ status: 'confirmed', cancelTokenHash })
        .where(eq(bookings.id, bookingId));
      await db
        .update(bookingPlaces)
        .set({ status: 'confirmed', heldUntil: null })
        .where(
          and(
            eq(bookingPlaces.bookingId, bookingId),
            inArray(bookingPlaces.status, ['awaiting_payment', 'expired']),
          ),
        );
    },
    /** A hold ends unpaid: the booking and its places give their room back. False when it was not held. */
    async expireBooking(bookingId: string): Promise<boolean> {
      const rows = await db
        .update(bookings)
        .set({ status: 'expired' })
        .where(and(eq(bookings.id, bookingId), eq(bookings.status, 'awaiting_payment')))
        .returning({ id: bookings.id });
      if (rows.length === 0) return false;
      await db
        .update(bookingPlaces)
        .set({ status: 'expired', heldUntil: null })
        .where(and(eq(bookingPlaces.bookingId, bookingId), eq(bookingPlaces.status, 'awaiting_payment')));
      return true;
    },
  };
}
export type BookingPaymentsRepository = ReturnType<typeof bookingPaymentsRepository>;
