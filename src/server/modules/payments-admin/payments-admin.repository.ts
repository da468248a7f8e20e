import { desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  bookingPayments,
  bookingServices,
  bookings,
  downloadItems,
  downloadPurchases,
  paymentRefunds,
  students,
} from '../../db/schema/index';

/** The longest list the payments section shows of each kind; older payments are in Stripe's dashboard. */
const LIST_LIMIT = 500;

export type PaidBookingRow = Awaited<ReturnType<PaymentsAdminRepository['bookingPayments']>>[number];
export type PaidDownloadRow = Awaited<ReturnType<PaymentsAdminRepository['downloadPurchases']>>[number];

/** What the payments list reads: bookings' Checkout payments with their refunds, and downloads bought. */
export function paymentsAdminRepository(db: DbOrTx) {
  return {
    /** Paid booking payments, newest first, or the ones named by `ids` whatever their state. */
    async bookingPayments(ids?: string[]) {
      const paid = await db
        .select({
          id: bookingPayments.id,
          amountPence: bookingPayments.amountPence,
          paidAt: bookingPayments.paidAt,
          reference: bookings.reference,
          service: bookingServices.name,
          clientName: bookings.clientName,
          clientEmail: bookings.clientEmail,
        })
        .from(bookingPayments)
        .innerJoin(bookings, eq(bookings.id, bookingPayments.bookingId))
        .innerJoin(bookingServices, eq(bookingServices.id, bookings.serviceId))
        .where(ids ? inArray(bookingPayments.id, ids) : eq(bookingPayments.status, 'paid'))
        .orderBy(desc(bookingPayments.paidAt))
        .limit(LIST_LIMIT);
      const refunds = paid.length
        ? await db
            .select({
              paymentId: paymentRefunds.paymentId,
              amountPence: paymentRefunds.amountPence,
              status: paymentRefunds.status,
            })
            .from(paymentRefunds)
            .where(
              inArray(
                paymentRefunds.paymentId,
                paid.map((p) => p.id),
              ),
            )
        : [];
      return paid.map((p) => ({ ...p, refunds: refunds.filter((r) => r.paymentId === p.id) }));
    },

    /** Downloads paid online, newest first, or the ones named by `ids`. */
    downloadPurchases(ids?: string[]) {
      return db
        .select({
          id: downloadPurchases.id,
          amountPence: downloadPurchases.amountPence,
          paidAt: downloadPurchases.paidAt,
          refundedAt: downloadPurchases.refundedAt,
          refundStatus: downloadPurchases.refundStatus,
          title: downloadItems.title,
          firstName: students.firstName,
          lastName: students.lastName,
          email: students.email,
        })
        .from(downloadPurchases)
        .innerJoin(downloadItems, eq(downloadItems.id, downloadPurchases.itemId))
        .innerJoin(students, eq(students.id, downloadPurchases.studentId))
        .where(ids ? inArray(downloadPurchases.id, ids) : isNotNull(downloadPurchases.paidAt))
        .orderBy(desc(downloadPurchases.paidAt))
        .limit(LIST_LIMIT);
    },

    async bookingPayment(id: string) {
      const [row] = await db.select().from(bookingPayments).where(eq(bookingPayments.id, id));
      return row;
    },
  };
}
export type PaymentsAdminRepository = ReturnType<typeof paymentsAdminRepository>;
