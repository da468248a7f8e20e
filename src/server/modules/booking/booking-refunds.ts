import { placeRefund } from '@/core/rules/payment-rules';
import type { Clock } from '../../clock';
import type { Db, DbOrTx } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import type { Refund, StripeGateway } from '../payments/stripe-gateway';
import { bookingPaymentsRepository, type RefundRow } from './booking-payments.repository';
import type { BookingDetail } from './bookings.repository';
import { bookingsRepository } from './bookings.repository';

export interface RefundDeps {
  db: Db;
  clock: Clock;
  gateway?: StripeGateway;
  /** The academy's inbox, told when Stripe fails a refund: the money has not gone back and a person must act. */
  mailer?: Mailer;
  notifyEmail?: string;
  log?: { error(obj: object, msg: string): void };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type RefundReason =
  | 'customer_cancelled'
  | 'staff_cancelled'
  | 'day_cancelled'
  | 'late_payment'
  /** An administrator gave the money back from the payments list; the booking stands. */
  | 'staff_refund';

/** What has been paid online for a booking and not yet given back (refunds on their way count as given). */
export function refundable(
  booking: BookingDetail,
): { paymentId: string; paid: number; refunded: number } | undefined {
  const paid = booking.payments.find((p) => p.status === 'paid');
  if (!paid) return undefined;
  const refunded = booking.refunds
    .filter((r) => r.status !== 'failed' && r.status !== 'canceled')
    .reduce((sum, r) => sum + r.amountPence, 0);
  return { paymentId: paid.id, paid: paid.amountPence, refunded };
}

/**
 * Refunds, decided inside the transaction that cancels (a `requested` row, so a cancellation is never
 * without its refund, nor the reverse), then sent to Stripe after it commits and followed to their end by
 * Stripe's events and, where those do not come, by asking. Each row's id is its idempotency key.
 */
export function bookingRefunds(deps: RefundDeps) {
  let running: Promise<void> | null = null;
  let again = false;

  /** A refund Stripe failed: the academy's inbox hears of it in the same transaction that records it. */
  async function tellFailed(tx: DbOrTx, row: RefundRow): Promise<void> {
    if (!deps.mailer || !deps.notifyEmail) return;
    const booking = await bookingsRepository(tx).findById(row.bookingId);
    const who = booking ? `${booking.clientName} <${booking.clientEmail}>` : 'the customer';
    await deps.mailer.send(
      {
        to: deps.notifyEmail,
        subject: `Refund failed: £${(row.amountPence / 100).toFixed(2)} for ${booking?.reference ?? 'a booking'}`,
        text: [
          `Stripe could not refund £${(row.amountPence / 100).toFixed(2)} to ${who} for ${booking ? `${booking.serviceName} (${booking.reference})` : 'a booking'}.`,
          '',
          `The money has not gone back. Please look at the payment in Stripe's dashboard (refund ${row.stripeRefundId ?? 'not created'}) and contact the customer.`,
        ].join('\n'),
      },
      tx,
    );
  }

  async function request(
    tx: DbOrTx,
    refund: {
      paymentId: string;
      bookingId: string;
      amountPence: number;
      reason: RefundReason;
      placeId?: string;
    },
    now: Date,
  ): Promise<number> {
    if (refund.amountPence <= 0) return 0;
    await bookingPaymentsRepository(tx).insertRefund({
      paymentId: refund.paymentId,
      bookingId: refund.bookingId,
      placeId: refund.placeId ?? null,
      amountPence: refund.amountPence,
      reason: refund.reason,
      createdAt: now,
      updatedAt: now,
    });
    return refund.amountPence;
  }

  /** Sends requested refunds to Stripe and asks after pending ones; answers how many it moved on. */
  async function process(limit = 50): Promise<number> {
    if (!deps.gateway) return 0;
    const repo = bookingPaymentsRepository(deps.db);
    let moved = 0;
    for (const row of await repo.unfinishedRefunds(limit)) {
      try {
        let answer: Refund;
        if (row.stripeRefundId) answer = await deps.gateway.retrieveRefund(row.stripeRefundId);
        else {
          const payment = (await repo.paymentOf(row.paymentId))!;
          answer = await deps.gateway.createRefund({
            paymentIntent: payment.paymentIntentId!,
            amount: row.amountPence,
            idempotencyKey: `refund-${row.id}`,
            metadata: { bookingId: payment.bookingId, refundId: row.id },
          });
        }
        if (answer.id !== row.stripeRefundId || answer.status !== row.status) {
          await deps.db.transaction(async (tx) => {
            await bookingPaymentsRepository(tx).updateRefund(
              row.id,
              { stripeRefundId: answer.id, status: answer.status },
              deps.clock(),
            );
            if (answer.status === 'failed') await tellFailed(tx, { ...row, stripeRefundId: answer.id });
          });
          moved++;
        }
      } catch (err) {
        // Left as it is for the next run: the same idempotency key never refunds twice.
        deps.log?.error({ err, refundId: row.id }, 'a refund could not be sent to Stripe');
      }
    }
    return moved;
  }

  return {
    request,

    /**
     * Decides the refund for cancelling a whole booking (what is left of what was paid online) or one of
     * its places (that place's share); answers the amount in pence, 0 when nothing was paid online.
     */
    async forCancellation(
      tx: DbOrTx,
      booking: BookingDetail,
      reason: RefundReason,
      now: Date,
      placeId?: string,
    ): Promise<number> {
      const money = refundable(booking);
      if (!money) return 0;
      const placesLeft = booking.places.filter((p) => p.status === 'confirmed').length;
      const amount = placeId
        ? placeRefund(money.paid, money.refunded, booking.places.length, placesLeft)
        : money.paid - money.refunded;
      return request(
        tx,
        { paymentId: money.paymentId, bookingId: booking.id, amountPence: amount, reason, placeId },
        now,
      );
    },

    process,

    /** `refund.created`, `refund.updated`, `refund.failed`: Stripe's word on a refund we asked for. */
    async onRefundEvent(tx: DbOrTx, refund: Refund): Promise<void> {
      const repo = bookingPaymentsRepository(tx);
      // Found by Stripe's id, or by ours in its metadata when the event beat the answer to our request.
      const ours = refund.metadata.refundId;
      const row =
        (await repo.refundByStripeId(refund.id)) ??
        (ours && UUID.test(ours) ? await repo.refundById(ours) : undefined);
      // A refund made in Stripe's dashboard is not one of ours: nothing here to follow.
      if (!row) return;
      await repo.updateRefund(row.id, { stripeRefundId: refund.id, status: refund.status }, deps.clock());
      if (refund.status === 'failed' && row.status !== 'failed') {
        await tellFailed(tx, { ...row, stripeRefundId: refund.id });
      }
    },

    /** Sends what was just decided without waiting for it; the minute timer catches anything missed. */
    wake(): void {
      if (!deps.gateway) return;
      if (running) {
        again = true;
        return;
      }
      running = (async () => {
        do {
          again = false;
          await process().catch((err) => deps.log?.error({ err }, 'refunds could not be processed'));
        } while (again);
      })().finally(() => {
        running = null;
      });
    },

    async settled(): Promise<void> {
      while (running) await running;
    },
  };
}
export type BookingRefunds = ReturnType<typeof bookingRefunds>;
