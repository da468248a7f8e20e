import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { downloadPurchases } from '../../db/schema/index';

export type DownloadPurchaseRow = typeof downloadPurchases.$inferSelect;
type RefundStatus = NonNullable<DownloadPurchaseRow['refundStatus']>;

/** A student's purchase of one item and the Checkout session that pays for it, if any. */
export function downloadPurchasesRepository(db: DbOrTx) {
  return {
    async forStudentItem(studentId: string, itemId: string): Promise<DownloadPurchaseRow | undefined> {
      const [row] = await db
        .select()
        .from(downloadPurchases)
        .where(and(eq(downloadPurchases.studentId, studentId), eq(downloadPurchases.itemId, itemId)));
      return row;
    },

    /** With `lock`, held until the transaction ends, so two confirmations of one payment take turns. */
    async byId(id: string, lock = false): Promise<DownloadPurchaseRow | undefined> {
      const query = db.select().from(downloadPurchases).where(eq(downloadPurchases.id, id));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    async bySessionForStudent(
      sessionId: string,
      studentId: string,
    ): Promise<DownloadPurchaseRow | undefined> {
      const [row] = await db
        .select()
        .from(downloadPurchases)
        .where(
          and(eq(downloadPurchases.checkoutSessionId, sessionId), eq(downloadPurchases.studentId, studentId)),
        );
      return row;
    },

    /**
     * Starts a new attempt at paying, stamped `now`, if no one else started one since `seen` was read:
     * the stamp names the attempt's Checkout session (its idempotency key and expiry), so two clicks at
     * once end up on the same session. Answers whether this caller started it.
     */
    async startAttempt(seen: DownloadPurchaseRow, now: Date): Promise<boolean> {
      const rows = await db
        .update(downloadPurchases)
        .set({ requestedAt: now, checkoutSessionId: null })
        .where(
          and(
            eq(downloadPurchases.id, seen.id),
            eq(downloadPurchases.requestedAt, seen.requestedAt),
            seen.checkoutSessionId === null
              ? isNull(downloadPurchases.checkoutSessionId)
              : eq(downloadPurchases.checkoutSessionId, seen.checkoutSessionId),
          ),
        )
        .returning({ id: downloadPurchases.id });
      return rows.length > 0;
    },

    /** Records the session opened for the attempt stamped `attemptAt`, unless a newer attempt began. */
    async attachSession(id: string, attemptAt: Date, sessionId: string): Promise<void> {
      await db
        .update(downloadPurchases)
        .set({ checkoutSessionId: sessionId })
        .where(
          and(
            eq(downloadPurchases.id, id),
            eq(downloadPurchases.requestedAt, attemptAt),
            isNull(downloadPurchases.checkoutSessionId),
          ),
        );
    },

    /**
     * Grants a purchase Stripe says is paid, recording the payment, once: a second confirmation of it
     * (the webhook and the return page, a replayed event) finds it paid and changes nothing. A purchase
     * the academy had already granted by hand keeps who granted it and when.
     */
    async markPaid(
      row: DownloadPurchaseRow,
      payment: { sessionId: string; amountPence: number; paymentIntentId: string | null; now: Date },
    ): Promise<boolean> {
      const id = row.id;
      const rows = await db
        .update(downloadPurchases)
        .set({
          ...(row.status !== 'granted' && { status: 'granted', decidedAt: payment.now, decidedBy: null }),
          checkoutSessionId: payment.sessionId,
          amountPence: payment.amountPence,
          paymentIntentId: payment.paymentIntentId,
          paidAt: payment.now,
        })
        .where(and(eq(downloadPurchases.id, id), isNull(downloadPurchases.paidAt)))
        .returning({ id: downloadPurchases.id });
      return rows.length > 0;
    },

    /** The purchase a Stripe payment paid for, as a refund made in Stripe's dashboard names it. */
    async byPaymentIntent(paymentIntentId: string): Promise<DownloadPurchaseRow | undefined> {
      const [row] = await db
        .select()
        .from(downloadPurchases)
        .where(eq(downloadPurchases.paymentIntentId, paymentIntentId));
      return row;
    },

    async byRefundId(refundId: string): Promise<DownloadPurchaseRow | undefined> {
      const [row] = await db.select().from(downloadPurchases).where(eq(downloadPurchases.refundId, refundId));
      return row;
    },

    /**
     * Records a paid purchase's refund and withdraws the download, once: answers false when it was
     * already refunded (another click, or the refund's event came first). `staffId` is null for a refund
     * made in Stripe's dashboard.
     */
    async markRefunded(
      id: string,
      refund: { refundId: string; status: RefundStatus; staffId: string | null; now: Date },
    ): Promise<boolean> {
      const rows = await db
        .update(downloadPurchases)
        .set({
          refundedAt: refund.now,
          refundId: refund.refundId,
          refundStatus: refund.status,
          status: 'declined',
          decidedAt: refund.now,
          decidedBy: refund.staffId,
        })
        .where(
          and(
            eq(downloadPurchases.id, id),
            isNotNull(downloadPurchases.paidAt),
            isNull(downloadPurchases.refundedAt),
          ),
        )
        .returning({ id: downloadPurchases.id });
      return rows.length > 0;
    },

    /** Stripe's later word on a refund recorded here. */
    async setRefundStatus(id: string, status: RefundStatus): Promise<void> {
      await db.update(downloadPurchases).set({ refundStatus: status }).where(eq(downloadPurchases.id, id));
    },

    /**
     * Stripe could not give the money back: the student keeps what they paid for, and the purchase may be
     * refunded again (under a new idempotency key, as the failed refund's id stays recorded).
     */
    async refundFailed(id: string, refundId: string, status: RefundStatus): Promise<void> {
      await db
        .update(downloadPurchases)
        .set({ refundedAt: null, refundStatus: status, status: 'granted' })
        .where(and(eq(downloadPurchases.id, id), eq(downloadPurchases.refundId, refundId)));
    },
  };
}
