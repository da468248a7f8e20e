import { CalendarDays, MapPin } from 'lucide-react';
import type { BookingConfirmation } from '@/core/contracts/booking';
import type { GuardianUser } from '@/core/contracts/family';
import { Badge } from '@/web/components/ui/badge';
import { Card, CardContent } from '@/web/components/ui/card';
import { formatDateTime, formatLongDate } from '@/web/lib/format';

/**
 * The bookings made with the guardian's address, as the server lists them (coming first, then the last 90
 * days'). Cancelling stays with the private link each confirmation e-mail carries.
 */
export function FamilyBookings({
  guardian,
  bookings,
}: {
  guardian: GuardianUser;
  bookings: BookingConfirmation[] | null;
}) {
  return (
    <Card>
      <CardContent className="flex flex-col gap-4 p-5 sm:p-6">
        <section aria-labelledby="family-bookings" className="flex flex-col gap-4">
          <div className="flex items-center gap-2">
            <CalendarDays className="size-5 text-fairway-700" aria-hidden="true" />
            <h2 id="family-bookings" className="font-display text-2xl font-semibold text-ink-900">
              Bookings
            </h2>
          </div>
          {bookings === null ? (
            <p className="text-base text-ink-700">
              Confirm your e-mail address to see the lessons and camps booked with {guardian.email}.
            </p>
          ) : bookings.length === 0 ? (
            <p className="text-base text-ink-700">
              No lessons or camps booked with <span className="break-all">{guardian.email}</span> yet.
            </p>
          ) : (
            <>
              <ul className="flex flex-col divide-y divide-line">
                {bookings.map((booking) => (
                  <BookingRow key={booking.id} booking={booking} />
                ))}
              </ul>
              <p className="text-sm text-ink-600">
                To cancel, use the link in the booking's confirmation e-mail, up to 48 hours before it starts.
              </p>
            </>
          )}
        </section>
      </CardContent>
    </Card>
  );
}

function BookingRow({ booking }: { booking: BookingConfirmation }) {
  const days = booking.places.length;
  return (
    <li className="flex flex-col gap-1 py-3 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
      <div className="min-w-0">
        <p className="font-semibold break-words text-ink-900">{booking.serviceName}</p>
        <p className="text-sm text-ink-700">
          {formatLongDate(booking.date)}, {booking.time}
          {days > 1 ? ` (${days} days)` : ''}
          {booking.providerName ? ` · ${booking.providerName}` : ''}
        </p>
        {booking.location && (
          <p className="flex items-start gap-1 text-sm text-ink-600">
            <MapPin className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
            <span className="break-words">{booking.location}</span>
          </p>
        )}
      </div>
      <div className="flex shrink-0 flex-wrap items-center gap-2 sm:flex-col sm:items-end">
        {booking.status === 'cancelled' ? (
          <Badge tone="neutral">Cancelled</Badge>
        ) : (
          <Badge tone="success">Confirmed</Badge>
        )}
        <span className="text-sm text-ink-600">
          £{booking.price} · Ref. {booking.reference}
        </span>
        {booking.cancelUntil && new Date(booking.cancelUntil) > new Date() && (
          <span className="text-sm text-ink-600">
            Cancel online until {formatDateTime(booking.cancelUntil)}
          </span>
        )}
      </div>
    </li>
  );
}
