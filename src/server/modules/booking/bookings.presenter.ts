import type { BookingConfirmation, BookingPaymentSummary } from '@/core/contracts/booking';
import { cancelDeadline, poundsString } from '@/core/rules/booking-policy';
import { londonDate, londonTime } from '@/core/rules/london-time';
import { venueDue } from '@/core/rules/payment-rules';
import type { BookingDetail } from './bookings.repository';

const coachName = (b: BookingDetail) =>
  b.coachFirstName ? `${b.coachFirstName} ${b.coachLastName ?? ''}`.trim() : null;

/** What was paid, is due and went back, from the server's records only. */
export function presentPayment(b: BookingDetail): BookingPaymentSummary {
  const paid = b.payments.filter((p) => p.status === 'paid').reduce((sum, p) => sum + p.amountPence, 0);
  const refunds = b.refunds.filter((r) => r.status !== 'failed' && r.status !== 'canceled');
  const refunded = refunds.reduce((sum, r) => sum + r.amountPence, 0);
  const live = b.status === 'confirmed' || b.status === 'awaiting_payment';
  return {
    rule: b.paymentRule,
    paidOnline: poundsString(paid),
    dueAtVenue: poundsString(live ? venueDue(b) : 0),
    refunded: poundsString(refunded),
    refundsSettled: refunds.every((r) => r.status === 'succeeded'),
  };
}

/** What the booking calls and the cancel page show of a booking. */
export function presentBooking(b: BookingDetail): BookingConfirmation {
  const first = b.places[0]!;
  const open = b.status === 'awaiting_payment' ? b.payments.find((p) => p.status === 'open') : undefined;
  return {
    id: b.id,
    reference: b.reference,
    serviceId: b.serviceId,
    serviceName: b.serviceName,
    providerId: b.coachId,
    providerName: coachName(b),
    date: londonDate(first.startsAt),
    time: londonTime(first.startsAt),
    places: b.places.map((p) => ({
      id: p.id,
      date: londonDate(p.startsAt),
      time: londonTime(p.startsAt),
      endTime: londonTime(p.endsAt),
      status: p.status,
      attendance: p.attendance,
    })),
    price: poundsString(b.totalPence),
    location: b.location,
    status: b.status,
    checkoutUrl: open?.checkoutUrl ?? null,
    holdExpiresAt: open ? open.expiresAt.toISOString() : null,
    payment: presentPayment(b),
    clientName: b.clientName,
    clientEmail: b.clientEmail,
    participantName: b.participantName,
    cancelUntil: b.status === 'confirmed' ? cancelDeadline(first.startsAt).toISOString() : null,
  };
}
