import type { ReactNode } from 'react';
import { academy } from '@/core/content/academy';
import { CANCELLATION_NOTICE_HOURS } from '@/core/content/programmes';
import type { BookingConfirmation } from '@/core/contracts/booking';
import { formatLongDate } from '@/web/lib/format';
import { paymentText } from '@/web/lib/payment-lines';

export const CANCELLATION_POLICY_TEXT = `You can cancel free of charge up to ${CANCELLATION_NOTICE_HOURS} hours before the start, with the link in your e-mail. Inside ${CANCELLATION_NOTICE_HOURS} hours, please call us on ${academy.phone.display}: missed sessions may not be refunded.`;

/** 'Monday 15 February 2027, 10:00 to 14:00' for each booked day. */
export function bookedDays(booking: BookingConfirmation): string[] {
  // A day cancelled on its own is no longer booked.
  const kept = booking.places.filter((p) => p.status !== 'cancelled' || booking.status === 'cancelled');
  const places = kept.length ? kept : [{ date: booking.date, time: booking.time, endTime: '' }];
  return places.map((p) => `${formatLongDate(p.date)}, ${p.time}${p.endTime ? ` to ${p.endTime}` : ''}`);
}

/** Reference, what, when, coach, where and price of a booking, as a description list. */
export function BookingFacts({
  booking,
  price = 'with-payment',
}: {
  booking: BookingConfirmation;
  /** `plain` where the page shows the payment and refunds in rows of their own (the cancel page). */
  price?: 'with-payment' | 'plain';
}) {
  const days = bookedDays(booking);
  const rows: [string, ReactNode][] = [
    [
      'Reference',
      <span key="reference" className="font-mono font-semibold tracking-wide">
        {booking.reference}
      </span>,
    ],
    ['What', booking.serviceName],
    // Who takes the place, when it is not the person who booked (a parent booking for a child).
    ...(booking.participantName && booking.participantName !== booking.clientName
      ? ([['For', booking.participantName]] as [string, ReactNode][])
      : []),
    [
      'When',
      days.length === 1 ? (
        days[0]
      ) : (
        <ul key="when" className="flex flex-col gap-0.5">
          {days.map((d) => (
            <li key={d}>{d}</li>
          ))}
        </ul>
      ),
    ],
    ...(booking.providerName ? ([['Coach', booking.providerName]] as [string, ReactNode][]) : []),
    ['Where', booking.location ?? academy.venue.name],
    [
      'Price',
      booking.payment?.rule === 'credit'
        ? 'Included in the membership'
        : price === 'plain'
          ? `£${booking.price}`
          : paymentText(booking),
    ],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-3 text-base sm:grid-cols-[8rem_1fr]">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-semibold text-ink-600">{term}</dt>
          <dd className="-mt-2 text-ink-900 sm:mt-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
