import type { PaymentRow } from '@/core/contracts/payments-admin';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../errors';
import { accessPolicy, requireAdmin } from '../access/access-policy';
import type { BookingCheckout } from '../booking/booking-checkout';
import { bookingsRepository } from '../booking/bookings.repository';
import { paymentsAdminRepository } from './payments-admin.repository';

const SETTLED = new Set(['succeeded', 'failed', 'canceled']);

/**
 * The academy's payments taken online, newest first: bookings' Checkout payments with their refunds, and
 * downloads bought. Memberships are billed by Stripe and listed with the memberships. Admins only; the
 * refund button gives back what is left of a booking's payment, the booking itself standing.
 */
export function paymentsAdminService(deps: { db: Db; clock: Clock; checkout?: BookingCheckout }) {
  async function admin(staffId: string) {
    requireAdmin(await accessPolicy(deps.db).staffActor(staffId), 'Only an administrator can see payments');
  }

  const repo = paymentsAdminRepository(deps.db);

  async function bookingRows(ids?: string[]): Promise<PaymentRow[]> {
    return (await repo.bookingPayments(ids))
      .filter((p) => p.paidAt !== null)
      .map((p) => {
        const mine = p.refunds.filter((r) => r.status !== 'failed' && r.status !== 'canceled');
        const refundedPence = mine.reduce((sum, r) => sum + r.amountPence, 0);
        return {
          id: p.id,
          kind: 'booking' as const,
          what: `${p.service} (${p.reference})`,
          who: `${p.clientName} <${p.clientEmail}>`,
          amountPence: p.amountPence,
          paidAt: p.paidAt!.toISOString(),
          refundedPence,
          refundsSettled: mine.every((r) => SETTLED.has(r.status)),
          refundable: refundedPence < p.amountPence,
        };
      });
  }

  async function downloadRows(): Promise<PaymentRow[]> {
    return (await repo.downloadPurchases()).map((r) => ({
      id: r.id,
      kind: 'download' as const,
      what: r.title,
      who: `${r.firstName} ${r.lastName} <${r.email}>`,
      amountPence: r.amountPence ?? 0,
      paidAt: r.paidAt!.toISOString(),
      refundedPence: 0,
      refundsSettled: true,
      refundable: false,
    }));
  }

  return {
    async list(staffId: string): Promise<PaymentRow[]> {
      await admin(staffId);
      const rows = [...(await bookingRows()), ...(await downloadRows())];
      return rows.sort((a, b) => b.paidAt.localeCompare(a.paidAt));
    },

    /** Gives back what is left of a booking's payment, through Stripe; the booking stands. */
    async refund(staffId: string, paymentId: string): Promise<PaymentRow> {
      await admin(staffId);
      const checkout = deps.checkout;
      const payment = await repo.bookingPayment(paymentId);
      if (payment?.status !== 'paid' || !checkout) throw notFound('Payment not found');
      const now = deps.clock();
      const amount = await deps.db.transaction(async (tx) => {
        // Under the booking's lock, as every refund of it is decided: two clicks cannot refund twice.
        await bookingsRepository(tx).lockBooking(payment.bookingId);
        const booking = (await bookingsRepository(tx).findById(payment.bookingId))!;
        return checkout.refunds.forCancellation(tx, booking, 'staff_refund', now);
      });
      if (amount === 0) throw conflict('This payment has already been refunded in full');
      checkout.refunds.wake();
      return (await bookingRows([paymentId]))[0]!;
    },
  };
}
export type PaymentsAdminService = ReturnType<typeof paymentsAdminService>;
