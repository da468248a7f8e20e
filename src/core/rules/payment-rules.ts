import type { PaymentRule, ServicePaymentRule } from '../contracts/booking';

/** How a service asks to be paid (its staff-set rule and prices, in pence). */
export interface ServicePricing {
  pricePence: number;
  paymentRule: PaymentRule;
  /** Per place, with the `deposit` rule. */
  depositPence: number | null;
}

/**
 * What a booking of `places` places pays online, by the service's rule: the whole price, a deposit per
 * place, or nothing. With payments off (or a free service) everything is paid at the venue.
 */
export function onlineDue(
  service: ServicePricing,
  places: number,
  paymentsOn: boolean,
): { rule: ServicePaymentRule; onlinePence: number } {
  // A service is never set to `credit` (a booking is paid that way, not a service); read as the venue.
  if (
    !paymentsOn ||
    service.pricePence === 0 ||
    service.paymentRule === 'venue' ||
    service.paymentRule === 'credit'
  ) {
    return { rule: 'venue', onlinePence: 0 };
  }
  if (service.paymentRule === 'deposit') {
    const deposit = Math.min(service.depositPence ?? service.pricePence, service.pricePence);
    return { rule: 'deposit', onlinePence: deposit * places };
  }
  return { rule: 'online_full', onlinePence: service.pricePence * places };
}

/** What is left to pay at the venue for a booking: the rest of the price, until staff record it paid. */
export function venueDue(booking: { totalPence: number; onlinePence: number; balancePaidAt: Date | null }) {
  return booking.balancePaidAt ? 0 : booking.totalPence - booking.onlinePence;
}

/**
 * What cancelling one place gives back: its share of what was paid online, never more than is left
 * unrefunded. Shares are whole pence; the last place left takes whatever remains.
 */
export function placeRefund(paidPence: number, refundedPence: number, places: number, placesLeft: number) {
  const left = Math.max(0, paidPence - refundedPence);
  if (placesLeft <= 1) return left;
  return Math.min(left, Math.floor(paidPence / places));
}

/** Why a service's payment settings cannot be kept, or null: a deposit rule needs a deposit no larger than the price. */
export function depositProblem(service: ServicePricing): string | null {
  if (service.paymentRule !== 'deposit') return null;
  if (service.depositPence === null) return 'Enter the deposit taken online for each place';
  if (service.depositPence > service.pricePence) return 'The deposit cannot be more than the price';
  return null;
}
