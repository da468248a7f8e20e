import { academy } from '@/core/content/academy';
import { ARRIVE_EARLY_MINUTES, CANCELLATION_NOTICE_HOURS } from '@/core/content/programmes';
import { poundsString } from '@/core/rules/booking-policy';
import type { MailMessage } from '../../mail/mailer';
import type { BookingDetail } from './bookings.repository';
import { calendarInvite } from './ics';

const whenFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
/** 'Monday 15 February 2027': en-GB's long date without the comma after the weekday. */
function longDate(d: Date): string {
  const p: Record<string, string> = {};
  for (const part of whenFormat.formatToParts(d)) p[part.type] = part.value;
  return `${p.weekday} ${p.day} ${p.month} ${p.year}`;
}
const timeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** 'Monday 15 February 2027, 10:00 to 14:00' on the London clock. */
export function describePlace(place: { startsAt: Date; endsAt: Date }): string {
  return `${longDate(place.startsAt)}, ${timeFormat.format(place.startsAt)} to ${timeFormat.format(place.endsAt)}`;
}

export const CANCELLATION_POLICY = `You can cancel free of charge up to ${CANCELLATION_NOTICE_HOURS} hours before the start. Inside ${CANCELLATION_NOTICE_HOURS} hours, please call us on ${academy.phone.display}: missed sessions may not be refunded.`;

function coachName(b: BookingDetail): string | null {
  return b.coachFirstName ? `${b.coachFirstName} ${b.coachLastName ?? ''}`.trim() : null;
}

function detailLines(b: BookingDetail): string[] {
  const confirmed = b.places.filter((p) => p.status === 'confirmed' || b.status === 'cancelled');
  const coach = coachName(b);
  return [
    `Reference: ${b.reference}`,
    `What: ${b.serviceName}`,
    confirmed.length === 1
      ? `When: ${describePlace(confirmed[0]!)}`
      : `When:\n${confirmed.map((p) => `  - ${describePlace(p)}`).join('\n')}`,
    ...(coach ? [`Coach: ${coach}`] : []),
    `Where: ${b.location ?? academy.venue.name}`,
    `Price: £${poundsString(b.totalPence)}, paid at the venue on the day (card or cash).`,
  ];
}

function invite(b: BookingDetail, method: 'REQUEST' | 'CANCEL', now: Date): string {
  return calendarInvite({
    method,
    now,
    organizer: { name: academy.name, email: academy.email },
    attendee: { name: b.clientName, email: b.clientEmail },
    events: b.places.map((p) => ({
      uid: `${p.id}@solentgolf.academy`,
      start: p.startsAt,
      end: p.endsAt,
      summary: `${b.serviceName} at ${academy.name}`,
      location: b.location ?? undefined,
      description: `Booking ${b.reference}. Please arrive ${ARRIVE_EARLY_MINUTES} minutes early. ${CANCELLATION_POLICY}`,
      sequence: method === 'CANCEL' ? 1 : 0,
      status: method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
    })),
  });
}

export function confirmationEmail(b: BookingDetail, cancelUrl: string, now: Date): MailMessage {
  const first = b.places[0]!;
  const text = [
    `Hello ${b.clientName},`,
    '',
    `Thank you for booking with ${academy.name}. Your place is confirmed.`,
    '',
    ...detailLines(b),
    '',
    `Please arrive ${ARRIVE_EARLY_MINUTES} minutes early. Payment is taken at the venue: there is nothing to pay online.`,
    '',
    `Cancellation policy: ${CANCELLATION_POLICY}`,
    '',
    'To cancel, use your private link (do not share it):',
    cancelUrl,
    '',
    'The attached invitation adds the booking to your calendar.',
    '',
    `${academy.name} · ${academy.phone.display} · ${academy.email}`,
  ].join('\n');
  return {
    to: b.clientEmail,
    subject: `Booking confirmed: ${b.serviceName}, ${longDate(first.startsAt)} at ${timeFormat.format(first.startsAt)}`,
    text,
    calendar: { method: 'REQUEST', content: invite(b, 'REQUEST', now) },
  };
}

export function cancellationEmail(b: BookingDetail, by: 'customer' | 'staff', now: Date): MailMessage {
  const text = [
    `Hello ${b.clientName},`,
    '',
    by === 'customer'
      ? 'Your booking has been cancelled, as you asked. Nothing is owed.'
      : `We are sorry: ${academy.name} has had to cancel your booking. Nothing is owed, and we will be in touch to find another time.`,
    '',
    ...detailLines(b),
    '',
    `To book again, visit our website or call ${academy.phone.display}.`,
    '',
    `${academy.name} · ${academy.phone.display} · ${academy.email}`,
  ].join('\n');
  return {
    to: b.clientEmail,
    subject: `Booking cancelled: ${b.serviceName} (${b.reference})`,
    text,
    calendar: { method: 'CANCEL', content: invite(b, 'CANCEL', now) },
  };
}

export function reminderEmail(b: BookingDetail, placeId: string): MailMessage {
  const place = b.places.find((p) => p.id === placeId) ?? b.places[0]!;
  const text = [
    `Hello ${b.clientName},`,
    '',
    `A reminder that your ${b.serviceName} is tomorrow: ${describePlace(place)}.`,
    '',
    ...detailLines(b),
    '',
    `Please arrive ${ARRIVE_EARLY_MINUTES} minutes early, with comfortable shoes and water. Payment is taken at the venue.`,
    '',
    `It is now inside the ${CANCELLATION_NOTICE_HOURS}-hour cancellation window: if you cannot come, please call us on ${academy.phone.display}.`,
    '',
    `${academy.name} · ${academy.phone.display} · ${academy.email}`,
  ].join('\n');
  return {
    to: b.clientEmail,
    subject: `Reminder: ${b.serviceName} tomorrow at ${timeFormat.format(place.startsAt)}`,
    text,
  };
}
