import { CalendarClock, CalendarDays, CalendarPlus, MapPin } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { FamilyBooking } from '@/core/contracts/booking';
import type { GuardianUser } from '@/core/contracts/family';
import { MoveBookingDialog } from '@/web/components/booking/move-booking-dialog';
import { Alert } from '@/web/components/ui/alert';
import { Badge } from '@/web/components/ui/badge';
import { Button, buttonClasses } from '@/web/components/ui/button';
import { Card, CardContent } from '@/web/components/ui/card';
import { errorMessageFor } from '@/web/lib/api';
import { formatDateTime, formatLongDate } from '@/web/lib/format';
import { paymentLine, refundLine } from '@/web/lib/payment-lines';
import { useCancelFamilyBooking, useMoveFamilyBooking } from './api/family';
import { AttendanceBadge, FamilyBookingDays } from './family-booking-days';

/**
 * The family's bookings, as the server lists them (coming first, then the last 90 days'): those made signed
 * in, those for its children, and those made with its confirmed address. Null where SimplyBook takes them.
 */
export function FamilyBookings({
  guardian,
  bookings,
}: {
  guardian: GuardianUser;
  bookings: FamilyBooking[] | null;
}) {
  const arrivedFor = useRef(window.location.hash === '#bookings');
  useEffect(() => {
    // Sent here by "View My Bookings": bring the list into view once it is drawn.
    if (arrivedFor.current && bookings) {
      arrivedFor.current = false;
      document.getElementById('bookings')?.scrollIntoView({ block: 'start' });
    }
  }, [bookings]);
  if (bookings === null) return null;
  // A hold that ended unpaid gave its places back: it was never a booking the family has.
  const shown = bookings.filter((b) => b.status !== 'expired');
  return (
    <Card>
      <CardContent className="flex flex-col gap-4 p-5 sm:p-6">
        <section id="bookings" aria-labelledby="family-bookings" className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div className="flex items-center gap-2">
              <CalendarDays className="size-5 text-fairway-700" aria-hidden="true" />
              <h2 id="family-bookings" className="font-display text-2xl font-semibold text-ink-900">
                Bookings
              </h2>
            </div>
            <a href="/custom-booking" className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
              <CalendarPlus aria-hidden="true" />
              Book a place
            </a>
          </div>
          {shown.length === 0 ? (
            <p className="text-base text-ink-700">No lessons or camps booked yet.</p>
          ) : (
            <ul className="flex flex-col divide-y divide-line">
              {shown.map((booking) => (
                <BookingRow key={booking.id} booking={booking} />
              ))}
            </ul>
          )}
          {!guardian.emailConfirmed && (
            <p className="text-sm text-ink-600">
              Bookings made as a guest with <span className="break-all">{guardian.email}</span> show here once
              you confirm that address.
            </p>
          )}
        </section>
      </CardContent>
    </Card>
  );
}

function BookingRow({ booking }: { booking: FamilyBooking }) {
  const cancel = useCancelFamilyBooking();
  const move = useMoveFamilyBooking(booking.id);
  const [confirming, setConfirming] = useState(false);
  const [moving, setMoving] = useState(false);
  const days = booking.places.length;
  // As the server answered when the page loaded; it checks again when asked to cancel.
  const cancellable = booking.cancellable && booking.status === 'confirmed';
  const payment = booking.payment && paymentLine(booking.payment, booking.status);
  const refund = booking.payment && refundLine(booking.payment);
  const paidOnline = booking.payment !== null && Number(booking.payment.paidOnline) > 0;
  const title = booking.participantName
    ? `${booking.serviceName} for ${booking.participantName}`
    : booking.serviceName;
  return (
    <li className="flex flex-col gap-2 py-3">
      <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
        <div className="min-w-0">
          <p className="font-semibold break-words text-ink-900">{title}</p>
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
          ) : booking.status === 'awaiting_payment' ? (
            <Badge tone="warning">Awaiting payment</Badge>
          ) : (
            <Badge tone="success">Confirmed</Badge>
          )}
          {days === 1 && <AttendanceBadge attendance={booking.places[0]!.attendance} />}
          <span className="text-sm text-ink-600">
            £{booking.price} · Ref. {booking.reference}
          </span>
        </div>
      </div>
      {payment && <p className="text-sm text-ink-800">{payment}</p>}
      {refund && <p className="text-sm text-ink-800">{refund}</p>}
      {days > 1 && booking.status === 'confirmed' && <FamilyBookingDays booking={booking} />}
      {cancel.isError && (
        <Alert>
          {errorMessageFor(cancel.error, {
            server: 'We could not cancel the booking. Please try again.',
            network: 'We could not reach the academy. Please check your connection.',
          })}
        </Alert>
      )}
      {cancellable &&
        (confirming ? (
          <div className="flex flex-wrap items-center gap-3 rounded-lg bg-cream-100 p-3">
            <span className="text-sm text-ink-800">
              Cancel this booking? The {days > 1 ? 'places go' : 'place goes'} back on sale.
              {paidOnline && ' What you paid online is refunded to your card.'}
            </span>
            <Button
              size="sm"
              variant="destructive"
              loading={cancel.isPending}
              loadingText="Cancelling..."
              onClick={() => cancel.mutate(booking.id)}
            >
              Yes, cancel it
            </Button>
            <Button
              size="sm"
              variant="secondary"
              disabled={cancel.isPending}
              onClick={() => setConfirming(false)}
            >
              Keep it
            </Button>
          </div>
        ) : (
          <div className="flex flex-wrap items-center gap-3">
            <Button size="sm" variant="secondary" onClick={() => setMoving(true)}>
              <CalendarClock aria-hidden="true" />
              Move to another time
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setConfirming(true)}>
              {days > 1 ? 'Cancel all days' : 'Cancel booking'}
            </Button>
            <span className="text-sm text-ink-600">Online until {formatDateTime(booking.cancelUntil!)}</span>
          </div>
        ))}
      {cancellable && (
        <MoveBookingDialog booking={booking} open={moving} onOpenChange={setMoving} send={move} />
      )}
    </li>
  );
}
