import type Stripe from 'stripe';
import type { DbOrTx } from '../../db/client';
import { objectOf } from '../payments/event-dispatch';
import type { PaymentEventHandler } from '../payments/payments.service';
import { type Refund, toRefund, toSession } from '../payments/stripe-gateway';
import type { DownloadCheckout } from './download-checkout';
import { downloadPurchasesRepository } from './download-purchases.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Stripe's word on a refund of a download: ours (named in its metadata), or one made by hand in Stripe's
 * dashboard (found by the payment it gives back). A full refund not yet recorded withdraws the download, as
 * the refund button does; a part of the price given back leaves it with the student. A refund Stripe
 * failed gives the download back, since the money stayed with the academy.
 */
export async function onDownloadRefund(tx: DbOrTx, refund: Refund, now: Date): Promise<void> {
  const repo = downloadPurchasesRepository(tx);
  const ours = refund.metadata.purchaseId;
  const purchase =
    (await repo.byRefundId(refund.id)) ??
    (ours && UUID.test(ours)
      ? await repo.byId(ours, true)
      : refund.paymentIntent
        ? await repo.byPaymentIntent(refund.paymentIntent)
        : undefined);
  if (!purchase?.paidAt || purchase.paymentIntentId !== refund.paymentIntent) return;
  const gone = refund.status === 'failed' || refund.status === 'canceled';
  if (purchase.refundId === refund.id) {
    // Failed is Stripe's last word; succeeded may still fail (a closed card) but never goes back to
    // pending, whatever order the events arrive in.
    const recorded = purchase.refundStatus;
    if (recorded === 'failed' || recorded === 'canceled') return;
    if (gone) await repo.refundFailed(purchase.id, refund.id, refund.status);
    else if (recorded !== 'succeeded') await repo.setRefundStatus(purchase.id, refund.status);
    return;
  }
  if (gone || purchase.refundedAt || refund.amount < (purchase.amountPence ?? 0)) return;
  await repo.markRefunded(purchase.id, { refundId: refund.id, status: refund.status, staffId: null, now });
}

/** A refund event's handler: the event's time stands for when a dashboard refund was made. */
export const downloadRefundHandler: PaymentEventHandler = (event, tx) =>
  onDownloadRefund(tx, toRefund(objectOf<Stripe.Refund>(event)), event.created);

/**
 * What Stripe's events do to download purchases: a paid session grants its purchase; a refund withdraws it.
 * Judged by the state of the object the event carries (signed by Stripe), so a replay or an event out of
 * order changes nothing.
 */
export function downloadPaymentHandlers(checkout: DownloadCheckout): Record<string, PaymentEventHandler> {
  const paid: PaymentEventHandler = async (event, tx) => {
    await checkout.settlePaid(tx, toSession(objectOf<Stripe.Checkout.Session>(event)));
  };
  return {
    'checkout.session.completed': paid,
    'checkout.session.async_payment_succeeded': paid,
    'refund.created': downloadRefundHandler,
    'refund.updated': downloadRefundHandler,
    'refund.failed': downloadRefundHandler,
  };
}
