import type { BookingPaymentSummary } from '@/core/contracts/booking';

/*
 * How a booking is paid, in words, from the amounts the server recorded and nothing else: the staff diary,
 * the Family page and the private cancel page all say it the same way. Pure and free of zod, so the public
 * cancel page can use it without growing its bundle.
 */

type Payment = Pick<BookingPaymentSummary, 'rule' | 'paidOnline' | 'dueAtVenue'>;

const isZero = (pounds: string) => Number(pounds) === 0;

/**
 * The payment line of a confirmed booking ("Paid online £55.00"; "£10.00 deposit paid · £25.00 due at the
 * venue"), or null for any other status: a held place has paid nothing yet, and a cancelled one owes nothing.
 * `balancePaid` is the staff diary's record that the rest was taken at the venue; without it, a booking with
 * nothing left to pay says only that.
 */
export function paymentLine(payment: Payment, status: string, balancePaid?: boolean): string | null {
  if (status !== 'confirmed') return null;
  const settled = isZero(payment.dueAtVenue);
  const atVenue = settled
    ? balancePaid === undefined
      ? 'nothing more to pay'
      : 'Balance paid at the venue'
    : `£${payment.dueAtVenue} due at the venue`;
  switch (payment.rule) {
    case 'online_full':
      return `Paid online £${payment.paidOnline}`;
    case 'deposit':
      return `£${payment.paidOnline} deposit paid · ${atVenue}`;
    case 'venue':
      return settled ? 'Paid at the venue' : atVenue;
  }
}

/** Whether staff may still record the rest as taken at the venue (the server answers 409 otherwise). */
export function balanceDue(payment: Payment, status: string): boolean {
  return status === 'confirmed' && payment.rule !== 'online_full' && !isZero(payment.dueAtVenue);
}

/** "£55.00 refunded", and while Stripe is still sending it, that it is on its way; null when nothing was. */
export function refundLine(
  payment: Pick<BookingPaymentSummary, 'refunded' | 'refundsSettled'>,
): string | null {
  if (isZero(payment.refunded)) return null;
  return payment.refundsSettled
    ? `£${payment.refunded} refunded`
    : `£${payment.refunded} refunded · on its way to your card`;
}

/** What cancelling one day gives back, in words: the server answers the amount only once it is done. */
export const DAY_REFUND_RULE = 'Its share of what you paid online is refunded to your card.';
