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
    priceLine(b),
  ];
}

/** What was paid and how, as the server recorded it (decision 0032). */
function priceLine(b: BookingDetail): string {
  const total = `£${poundsString(b.totalPence)}`;
  if (b.paymentRule === 'online_full') return `Price: ${total}, paid online.`;
  if (b.paymentRule === 'deposit') {
    const rest = `£${poundsString(b.totalPence - b.onlinePence)}`;
    return `Price: ${total}: a £${poundsString(b.onlinePence)} deposit paid online, and ${rest} ${b.balancePaidAt ? 'paid at the venue' : 'to pay at the venue on the day (card or cash)'}.`;
  }
  return `Price: ${total}, paid at the venue on the day (card or cash).`;
}

/** What is left to pay when they arrive. */
function payOnTheDay(b: BookingDetail): string {
  if (b.paymentRule === 'online_full') return 'It is paid for: there is nothing more to pay.';
  if (b.paymentRule === 'deposit') {
    return `The rest, £${poundsString(b.totalPence - b.onlinePence)}, is paid at the venue on the day.`;
  }
  return 'Payment is taken at the venue: there is nothing to pay online.';
}

/** The refund line of a cancellation, when money paid online goes back. */
function refundLine(refundPence: number): string[] {
  if (refundPence <= 0) return [];
  return [
    '',
    `We are refunding £${poundsString(refundPence)} to the card you paid with. Refunds usually reach the account within 5 to 10 working days.`,
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
      // Each move raised the place's sequence; a cancellation outranks the last invitation sent.
      sequence: method === 'CANCEL' ? p.icsSequence + 1 : p.icsSequence,
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
    `Please arrive ${ARRIVE_EARLY_MINUTES} minutes early. ${payOnTheDay(b)}`,
    '',
    `Cancellation policy: ${CANCELLATION_POLICY}`,
    '',
    'To cancel or move to another time, use your private link (do not share it):',
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

/**
 * A place moved to another time or coach: the same calendar event (same UID, higher SEQUENCE) with the new
 * details, so the customer's calendar updates the event rather than adding a second one.
 */
export function movedEmail(
  b: BookingDetail,
  previous: { startsAt: Date; endsAt: Date },
  by: 'customer' | 'staff',
  now: Date,
): MailMessage {
  const text = [
    `Hello ${b.clientName},`,
    '',
    by === 'customer'
      ? 'Your booking has been moved, as you asked. Here are the new details.'
      : `${academy.name} has moved your booking. Here are the new details; if the new time does not suit, please call us on ${academy.phone.display}.`,
    '',
    `It was: ${describePlace(previous)}`,
    '',
    ...detailLines(b),
    '',
    `Please arrive ${ARRIVE_EARLY_MINUTES} minutes early. ${payOnTheDay(b)}`,
    '',
    'The private link in your first e-mail still cancels or moves the booking.',
    'The attached invitation updates the event already in your calendar.',
    '',
    `${academy.name} · ${academy.phone.display} · ${academy.email}`,
  ].join('\n');
  const first = b.places.find((p) => p.status === 'confirmed') ?? b.places[0]!;
  return {
    to: b.clientEmail,
    subject: `Booking moved: ${b.serviceName}, now ${longDate(first.startsAt)} at ${timeFormat.format(first.startsAt)}`,
    text,
    calendar: { method: 'REQUEST', content: invite(b, 'REQUEST', now) },
  };
}

/**
 * The academy's own inbox: a booking made online (confirmed, or paid), a customer's cancellation, or one day of
 * a camp given up. An operational notice to the academy's address, not to a person, so it has no unsubscribe
 * link; where it goes is the academy's NOTIFY_EMAIL setting.
 */
export function academyBookingNotice(
  b: BookingDetail,
  kind: 'booked' | 'cancelled' | 'day_cancelled',
  to: string,
  appUrl: string,
  placeId?: string,
): MailMessage {
  const first = b.places.find((p) => p.id === placeId) ?? b.places[0]!;
  const when = `${longDate(first.startsAt)} at ${timeFormat.format(first.startsAt)}`;
  const heading = {
    booked: `New booking: ${b.serviceName}, ${when}`,
    cancelled: `Cancelled by the customer: ${b.serviceName}, ${when}`,
    day_cancelled: `One day cancelled by the customer: ${b.serviceName}, ${when}`,
  }[kind];
  const who =
    b.participantName && b.participantName !== b.clientName
      ? `${b.clientName}, for ${b.participantName}`
      : b.clientName;
  const text = [
    {
      booked: 'A booking was made on the website.',
      cancelled: 'A customer cancelled their booking with their private link or on the Family page.',
      day_cancelled: `A customer cancelled one day of their booking: ${describePlace(first)}.`,
    }[kind],
    '',
    `Customer: ${who}`,
    `E-mail: ${b.clientEmail}`,
    ...(b.clientPhone ? [`Phone: ${b.clientPhone}`] : []),
    ...(b.comment ? [`Their note: ${b.comment}`] : []),
    '',
    ...detailLines(b),
    '',
    `The day's diary: ${appUrl}/staff-portal`,
  ].join('\n');
  return { to, subject: `${heading} (${b.reference})`, text };
}

/** A booking taken on the phone, to be paid online: the Checkout link, and how long the place is held. */
export function paymentLinkEmail(b: BookingDetail, checkoutUrl: string, heldUntil: Date): MailMessage {
  const text = [
    `Hello ${b.clientName},`,
    '',
    `Thank you for booking with ${academy.name} by phone. To confirm your place, please pay £${poundsString(b.onlinePence)} online through this secure link:`,
    checkoutUrl,
    '',
    `We hold the place for you until ${timeFormat.format(heldUntil)} on ${longDate(heldUntil)}. If it is not paid by then, the place is released and nothing is charged.`,
    '',
    ...detailLines(b),
    '',
    'Once paid, we e-mail your confirmation with a calendar invitation.',
    '',
    `${academy.name} · ${academy.phone.display} · ${academy.email}`,
  ].join('\n');
  return { to: b.clientEmail, subject: `Please pay to confirm: ${b.serviceName} (${b.reference})`, text };
}

export function cancellationEmail(
  b: BookingDetail,
  by: 'customer' | 'staff',
  now: Date,
  refundPence = 0,
): MailMessage {
  const text = [
    `Hello ${b.clientName},`,
    '',
    by === 'customer'
      ? 'Your booking has been cancelled, as you asked. Nothing is owed.'
      : `We are sorry: ${academy.name} has had to cancel your booking. Nothing is owed, and we will be in touch to find another time.`,
    ...refundLine(refundPence),
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
    `Please arrive ${ARRIVE_EARLY_MINUTES} minutes early, with comfortable shoes and water. ${payOnTheDay(b)}`,
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

/** One day of a several-day booking was cancelled: the days kept, and that day's refund. */
export function dayCancellationEmail(
  b: BookingDetail,
  placeId: string,
  now: Date,
  refundPence: number,
): MailMessage {
  const place = b.places.find((p) => p.id === placeId)!;
  const kept = b.places.filter((p) => p.status === 'confirmed');
  const text = [
    `Hello ${b.clientName},`,
    '',
    `As you asked, ${describePlace(place)} has been cancelled from your ${b.serviceName} booking (${b.reference}).`,
    ...refundLine(refundPence),
    '',
    kept.length === 1
      ? `Still booked: ${describePlace(kept[0]!)}`
      : `Still booked:\n${kept.map((p) => `  - ${describePlace(p)}`).join('\n')}`,
    '',
    `${academy.name} · ${academy.phone.display} · ${academy.email}`,
  ].join('\n');
  const cancelled = { ...b, places: [place] };
  return {
    to: b.clientEmail,
    subject: `Day cancelled: ${b.serviceName}, ${longDate(place.startsAt)} (${b.reference})`,
    text,
    calendar: { method: 'CANCEL', content: invite(cancelled, 'CANCEL', now) },
  };
}

/** A payment came after its hold ended and the place had gone: nothing is booked and all of it goes back. */
export function latePaymentRefundEmail(b: BookingDetail, amountPence: number): MailMessage {
  const text = [
    `Hello ${b.clientName},`,
    '',
    `Your payment of £${poundsString(amountPence)} for ${b.serviceName} reached us after the ${b.places.length === 1 ? 'place was' : 'places were'} no longer held for you, and ${b.places.length === 1 ? 'it has' : 'they have'} since been taken, so we could not book ${b.places.length === 1 ? 'it' : 'them'}.`,
    '',
    `We are refunding the full £${poundsString(amountPence)} to the card you paid with. Refunds usually reach the account within 5 to 10 working days.`,
    '',
    `We are sorry. To find another time, visit our website or call us on ${academy.phone.display}.`,
    '',
    `${academy.name} · ${academy.phone.display} · ${academy.email}`,
  ].join('\n');
  return {
    to: b.clientEmail,
    subject: `Not booked, fully refunded: ${b.serviceName} (${b.reference})`,
    text,
  };
}
