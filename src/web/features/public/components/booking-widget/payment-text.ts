import type { BookingConfirmation, BookingService } from '@/core/contracts/booking';

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
  if (toPence(payment.refunded) > 0) {
    text += `; ${pounds(payment.refunded)} refunded${payment.refundsSettled ? '' : ' (on its way to your card)'}`;
  }
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
