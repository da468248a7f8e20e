import type { BookingConfirmation, BookingPaymentSummary, BookingService } from '@/core/contracts/booking';

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
    case 'credit':
      return 'Paid by membership';
  }
}

/** Whether staff may still record the rest as taken at the venue (the server answers 409 otherwise). */
export function balanceDue(payment: Payment, status: string): boolean {
  return (
    status === 'confirmed' &&
    payment.rule !== 'online_full' &&
    payment.rule !== 'credit' &&
    !isZero(payment.dueAtVenue)
  );
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

/* The price with how it is paid, as the booking widget and its confirmation say it. */

const pounds = (value: string) => `£${value}`;
const toPence = (value: string) => Math.round(Number(value) * 100);
const fromPence = (pence: number) => (pence / 100).toFixed(2);

/**
 * The price of a booking and how it is paid, in words, from what the server recorded: never a payment the
 * server has not confirmed. With an external booking provider (no payment summary) only the price.
 */
export function paymentText(booking: Pick<BookingConfirmation, 'price' | 'status' | 'payment'>): string {
  const { payment } = booking;
  const price = pounds(booking.price);
  if (!payment) return price;
  const awaiting = booking.status === 'awaiting_payment';
  let text: string;
  if (payment.rule === 'online_full') {
    text = awaiting ? `${price}, to pay online now` : `${price}, paid online`;
  } else if (payment.rule === 'deposit') {
    const deposit = awaiting
      ? fromPence(toPence(booking.price) - toPence(payment.dueAtVenue))
      : payment.paidOnline;
    const rest =
      toPence(payment.dueAtVenue) > 0
        ? `${pounds(payment.dueAtVenue)} to pay at the venue`
        : 'the rest paid at the venue';
    text = awaiting
      ? `${price}: a ${pounds(deposit)} deposit to pay online now, ${rest}`
      : `${price}: a ${pounds(deposit)} deposit paid online, ${rest}`;
  } else {
    text = `${price}, paid at the venue`;
  }
  // Refunds have a line of their own (refundLine) where a booking can have them.
  return text;
}

/** What is left to pay when they arrive, for the confirmation's reminders. */
export function payOnTheDay(booking: Pick<BookingConfirmation, 'payment'>): string {
  const { payment } = booking;
  if (!payment) return 'Your booking provider tells you how to pay.';
  if (toPence(payment.dueAtVenue) === 0) return 'It is paid for: there is nothing more to pay.';
  return `${pounds(payment.dueAtVenue)} is paid at the venue on the day.`;
}

/** Before booking: the total and how it will be asked for, by the rule the server listed for the service. */
export function priceSummary(
  service: Pick<BookingService, 'paymentRule' | 'deposit'>,
  total: string,
  days: number,
): string {
  const amount = days > 1 ? `Total ${total} for ${days} days` : total;
  if (service.paymentRule === 'online_full') return `${amount}, paid online when you book`;
  if (service.paymentRule === 'deposit' && service.deposit) {
    const deposit = fromPence(toPence(service.deposit) * days);
    return `${amount}: a £${deposit} deposit paid online when you book, the rest at the venue`;
  }
  return `${amount}, paid at the venue`;
}
