import type { BookingConfirmation } from '@/core/contracts/booking';
import { cancelDeadline, poundsString } from '@/core/rules/booking-policy';
import { londonDate, londonTime } from '@/core/rules/london-time';
import type { BookingDetail } from './bookings.repository';

const coachName = (b: BookingDetail) =>
  b.coachFirstName ? `${b.coachFirstName} ${b.coachLastName ?? ''}`.trim() : null;

/** What the booking calls and the cancel page show of a booking. */
export function presentBooking(b: BookingDetail): BookingConfirmation {
  const first = b.places[0]!;
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
      date: londonDate(p.startsAt),
      time: londonTime(p.startsAt),
      endTime: londonTime(p.endsAt),
    })),
    price: poundsString(b.totalPence),
    location: b.location,
    status: b.status,
    clientName: b.clientName,
    clientEmail: b.clientEmail,
    participantName: b.participantName,
    cancelUntil: b.status === 'confirmed' ? cancelDeadline(first.startsAt).toISOString() : null,
  };
}
