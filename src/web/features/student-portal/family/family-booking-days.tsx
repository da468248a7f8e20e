import { useState } from 'react';
import type { Attendance, FamilyBooking } from '@/core/contracts/booking';
import { MutationDialog } from '@/web/components/portal/mutation-dialog';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { formatLongDate } from '@/web/lib/format';
import { DAY_REFUND_RULE, refundLine } from '@/web/lib/payment-lines';
import { useCancelFamilyBookingDay } from './api/family';

type Place = FamilyBooking['places'][number];

/** Whether the participant came, as staff recorded it; nothing until they have. */
export function AttendanceBadge({ attendance }: { attendance: Attendance | null }) {
  if (attendance === 'attended') return <Badge tone="success">Attended</Badge>;
  if (attendance === 'no_show') return <Badge tone="warning">Did not attend</Badge>;
  return null;
}

/**
 * The days of a several-day booking (a camp), each cancellable on its own while the booking is: the server
 * decides whether that day still may be (48 hours before it) and says why not when it refuses.
 */
export function FamilyBookingDays({ booking }: { booking: FamilyBooking }) {
  const cancel = useCancelFamilyBookingDay(booking.id);
  const [day, setDay] = useState<Place | null>(null);
  // Kept apart from the day, so the dialog's words stay put while it closes.
  const [open, setOpen] = useState(false);
  const paidOnline = booking.payment !== null && Number(booking.payment.paidOnline) > 0;
  return (
    <>
      <ul aria-label="Days" className="flex flex-col gap-2">
        {booking.places.map((place) => (
          <li
            key={place.id}
            className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-md bg-cream-50 px-3 py-2"
          >
            <span className="text-sm text-ink-800">
              {formatLongDate(place.date)}, {place.time}–{place.endTime}
            </span>
            {place.attendance ? (
              <AttendanceBadge attendance={place.attendance} />
            ) : place.status === 'cancelled' ? (
              <Badge tone="neutral">Cancelled</Badge>
            ) : (
              booking.cancellable &&
              place.status === 'confirmed' && (
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => {
                    // Opened for another day, it starts without the last one's outcome.
                    cancel.reset();
                    setDay(place);
                    setOpen(true);
                  }}
                  aria-label={`Cancel this day, ${formatLongDate(place.date)}`}
                >
                  Cancel this day
                </Button>
              )
            )}
          </li>
        ))}
      </ul>
      <MutationDialog
        open={open}
        onOpenChange={setOpen}
        mutation={cancel}
        title="Cancel this day?"
        description={
          <>
            {day && formatLongDate(day.date)}: the place goes back on sale and the other days stay booked.
            {paidOnline && ` ${DAY_REFUND_RULE}`}
          </>
        }
        failure={{
          server: 'We could not cancel the day. Please try again.',
          network: 'We could not reach the academy. Please check your connection.',
        }}
        success={(data) => {
          // Only what the server answered: the refund so far, never a figure worked out here.
          const refund = data.booking.payment && refundLine(data.booking.payment);
          return (
            <>
              The day is cancelled and we have e-mailed you a confirmation.
              {refund && ` ${refund}.`}
            </>
          );
        }}
        cancelLabel="Keep this day"
        submitVariant="destructive"
        submitLabel="Cancel this day"
        loadingText="Cancelling..."
        onConfirm={() => day && cancel.mutate(day.id)}
      />
    </>
  );
}
