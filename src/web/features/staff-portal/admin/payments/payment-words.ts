import type { PaymentRow } from '@/core/contracts/payments-admin';
import { formatPence } from '@/web/lib/format';

/** A payment's refund state in words: nothing, part, all; and whether Stripe is still sending it. */
export function refundState(p: Pick<PaymentRow, 'amountPence' | 'refundedPence' | 'refundsSettled'>): string {
  if (p.refundedPence === 0) return 'Paid';
  const what = p.refundedPence >= p.amountPence ? 'Refunded' : `${formatPence(p.refundedPence)} refunded`;
  return p.refundsSettled ? what : `${what} · on its way`;
}
