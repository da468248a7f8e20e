import type { PaymentRow } from '@/core/contracts/payments-admin';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { AppError, conflict, notFound } from '../../errors';
import { accessPolicy, requireAdmin } from '../access/access-policy';
import type { BookingCheckout } from '../booking/booking-checkout';
import { bookingsRepository } from '../booking/bookings.repository';
import {
  type DownloadPurchaseRow,
  downloadPurchasesRepository,
} from '../downloads/download-purchases.repository';
import type { Refund, StripeGateway } from '../payments/stripe-gateway';
import { paymentsAdminRepository } from './payments-admin.repository';

const SETTLED = new Set(['succeeded', 'failed', 'canceled']);
const REFUNDED_ALREADY = 'This payment has already been refunded in full';

export interface PaymentsAdminDeps {
  db: Db;
  clock: Clock;
  /** Both absent while the academy takes no payments online. */
  checkout?: BookingCheckout;
  gateway?: StripeGateway;
  log?: { error(obj: object, msg: string): void };
}

/**
 * The academy's payments taken online, newest first: bookings' Checkout payments with their refunds, and
 * downloads bought. Memberships are billed by Stripe and listed with the memberships. Admins only; the
 * refund button gives back what is left of a booking's payment, the booking itself standing, or the whole
 * price of a download, which the student then no longer has.
 */
export function paymentsAdminService(deps: PaymentsAdminDeps) {
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

  async function downloadRows(ids?: string[]): Promise<PaymentRow[]> {
    return (await repo.downloadPurchases(ids)).map((r) => ({
      id: r.id,
      kind: 'download' as const,
      what: r.title,
      who: `${r.firstName} ${r.lastName} <${r.email}>`,
      amountPence: r.amountPence ?? 0,
      paidAt: r.paidAt!.toISOString(),
      refundedPence: r.refundedAt ? (r.amountPence ?? 0) : 0,
      refundsSettled: !r.refundedAt || SETTLED.has(r.refundStatus ?? 'requested'),
      refundable: r.refundedAt === null,
    }));
  }

  /**
   * Gives back the whole price of a download through Stripe, once. A refund withdraws the download, as a
   * shop takes back what it refunds; an administrator may still grant it by hand afterwards (a gift).
   */
  async function refundDownload(staffId: string, purchase: DownloadPurchaseRow): Promise<PaymentRow> {
    const gateway = deps.gateway;
    const paymentIntent = purchase.paymentIntentId;
    if (!gateway || !purchase.paidAt || !paymentIntent || !purchase.amountPence) {
      throw notFound('Payment not found');
    }
    if (purchase.refundedAt) throw conflict(REFUNDED_ALREADY);
    let answer: Refund;
    try {
      answer = await gateway.createRefund({
        paymentIntent,
        amount: purchase.amountPence,
        // Two clicks, or a retry after a lost answer, get the same refund from Stripe, never a second; an
        // attempt after a refund Stripe failed is a new one.
        idempotencyKey: `download-refund-${purchase.id}${purchase.refundId ? `-after-${purchase.refundId}` : ''}`,
        metadata: { kind: 'download', purchaseId: purchase.id },
      });
    } catch (err) {
      deps.log?.error({ err, purchaseId: purchase.id }, 'a download could not be refunded');
      throw new AppError(
        502,
        'refund_unavailable',
        'Stripe could not make the refund, and nothing was sent back. Please try again in a minute.',
      );
    }
    const purchases = downloadPurchasesRepository(deps.db);
    // Recorded once, whatever raced it: another click finds it refunded; Stripe's event may have come first.
    const recorded = await purchases.markRefunded(purchase.id, {
      refundId: answer.id,
      status: answer.status,
      staffId,
      now: deps.clock(),
    });
    if (!recorded && (await purchases.byId(purchase.id))?.refundId !== answer.id) {
      throw conflict(REFUNDED_ALREADY);
    }
    return (await downloadRows([purchase.id]))[0]!;
  }

  return {
    async list(staffId: string): Promise<PaymentRow[]> {
      await admin(staffId);
      const rows = [...(await bookingRows()), ...(await downloadRows())];
      return rows.sort((a, b) => b.paidAt.localeCompare(a.paidAt));
    },

    /**
     * Gives back what is left of a booking's payment (the booking stands), or a download's price (the
     * download is withdrawn), through Stripe.
     */
    async refund(staffId: string, paymentId: string): Promise<PaymentRow> {
      await admin(staffId);
      const checkout = deps.checkout;
      const payment = await repo.bookingPayment(paymentId);
      if (!payment) {
        const purchase = await downloadPurchasesRepository(deps.db).byId(paymentId);
        if (purchase) return refundDownload(staffId, purchase);
      }
      if (payment?.status !== 'paid' || !checkout) throw notFound('Payment not found');
      const now = deps.clock();
      const amount = await deps.db.transaction(async (tx) => {
        // Under the booking's lock, as every refund of it is decided: two clicks cannot refund twice.
        await bookingsRepository(tx).lockBooking(payment.bookingId);
        const booking = (await bookingsRepository(tx).findById(payment.bookingId))!;
        return checkout.refunds.forCancellation(tx, booking, 'staff_refund', now);
      });
      if (amount === 0) throw conflict(REFUNDED_ALREADY);
      checkout.refunds.wake();
      return (await bookingRows([paymentId]))[0]!;
    },
  };
}
export type PaymentsAdminService = ReturnType<typeof paymentsAdminService>;
