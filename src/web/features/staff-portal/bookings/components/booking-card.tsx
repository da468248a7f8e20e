import { Banknote, HeartPulse, Mail, MessageSquareQuote, Phone } from 'lucide-react';
import { useState } from 'react';
import type { StaffBooking } from '@/core/contracts/booking-admin';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { cn } from '@/web/lib/class-names';
import { balanceDue, paymentLine } from '@/web/lib/payment-lines';
import { useBookingWelfare } from '../api/staff-bookings';
import { AttendanceControl } from './attendance-control';

interface BookingCardProps {
  booking: StaffBooking;
  /** Show whose diary it is in (admins looking at several coaches). */
  showCoach: boolean;
  onCancel: (booking: StaffBooking) => void;
  onRecordBalance: (booking: StaffBooking) => void;
  onMove: (booking: StaffBooking) => void;
}

function StatusBadge({ status }: { status: StaffBooking['status'] }) {
  if (status === 'cancelled') return <Badge tone="error">Cancelled</Badge>;
  if (status === 'awaiting_payment') return <Badge tone="warning">Awaiting payment</Badge>;
  return <Badge tone="success">Confirmed</Badge>;
}

/**
 * One booked place: when, what, who, how to reach them and how it is paid; cancelled ones struck through and
 * dimmed. A place held while the customer pays online is not a booking yet: nothing to cancel or take.
 */
export function BookingCard({ booking, showCoach, onCancel, onRecordBalance, onMove }: BookingCardProps) {
  const cancelled = booking.status === 'cancelled';
  const held = booking.status === 'awaiting_payment';
  const payment = paymentLine(booking.payment, booking.status, booking.payment.balancePaid);
  const owing = balanceDue(booking.payment, booking.status);
  const booked = booking.status === 'confirmed';
  return (
    <li
      className={cn(
        'grid gap-x-5 gap-y-3 rounded-xl border border-line bg-white p-4 shadow-card sm:grid-cols-[6.5rem_1fr_auto] sm:p-5',
        cancelled && 'bg-cream-50 shadow-none',
      )}
      aria-label={`${booking.time} ${booking.serviceName}, ${booking.clientName}${cancelled ? ', cancelled' : held ? ', awaiting payment' : ''}`}
    >
      <div className={cn('flex items-baseline gap-2 sm:flex-col sm:gap-0', cancelled && 'text-ink-600')}>
        <span
          className={cn(
            'font-display text-2xl font-semibold text-ink-900',
            cancelled && 'text-ink-600 line-through',
          )}
        >
          {booking.time}
        </span>
        <span className="text-sm text-ink-600">until {booking.endTime}</span>
      </div>

      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className={cn('text-lg font-semibold text-ink-900', cancelled && 'text-ink-600 line-through')}>
            {booking.serviceName}
          </h3>
          <StatusBadge status={booking.status} />
        </div>
        <p
          className={cn(
            'mt-1 text-base font-semibold text-ink-800',
            cancelled && 'text-ink-600 line-through',
          )}
        >
          {booking.clientName}
        </p>
        {booking.participantName && booking.participantName !== booking.clientName && (
          <p className="text-base text-ink-700">
            For {booking.participantName}
            {booking.participantAge !== null && `, ${booking.participantAge} on the day`}
          </p>
        )}
        <ul className="mt-1 flex flex-col gap-x-6 text-base sm:flex-row sm:flex-wrap">
          {booking.clientPhone && (
            <li>
              <a
                href={`tel:${booking.clientPhone.replace(/[^0-9+]/g, '')}`}
                className="inline-flex min-h-11 items-center gap-2 font-medium text-fairway-800 underline-offset-4 hover:underline"
              >
                <Phone className="size-4 shrink-0" aria-hidden="true" />
                {booking.clientPhone}
              </a>
            </li>
          )}
          <li className="min-w-0">
            <a
              href={`mailto:${booking.clientEmail}`}
              className="inline-flex min-h-11 max-w-full items-center gap-2 font-medium break-all text-fairway-800 underline-offset-4 hover:underline"
            >
              <Mail className="size-4 shrink-0" aria-hidden="true" />
              {booking.clientEmail}
            </a>
          </li>
        </ul>
        {booking.comment && (
          <p className="mt-2 flex gap-2 rounded-md bg-cream-100 px-3 py-2 text-base text-ink-800">
            <MessageSquareQuote className="mt-1 size-4 shrink-0 text-ink-600" aria-hidden="true" />
            <span className="min-w-0 break-words">{booking.comment}</span>
          </p>
        )}
        {booking.hasWelfare && <WelfareDetails bookingId={booking.id} />}
        <dl className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-ink-600">
          <div className="flex gap-1">
            <dt>Reference</dt>
            <dd className="font-mono font-semibold text-ink-800">{booking.reference}</dd>
          </div>
          {showCoach && booking.coach && (
            <div className="flex gap-1">
              <dt>Coach</dt>
              <dd className="font-semibold text-ink-800">{booking.coach.name}</dd>
            </div>
          )}
          <div className="flex gap-1">
            <dt>Price</dt>
            <dd className="font-semibold text-ink-800">
              £{booking.price}
              {booking.places > 1 && ` for ${booking.places} days`}
            </dd>
          </div>
        </dl>
        {payment && (
          <p className="mt-2 flex items-start gap-2 text-base font-medium text-ink-800">
            <Banknote className="mt-1 size-4 shrink-0 text-fairway-700" aria-hidden="true" />
            <span>{payment}</span>
          </p>
        )}
        {booked && booking.started && (
          <div className="mt-3">
            <AttendanceControl booking={booking} />
          </div>
        )}
      </div>

      {!cancelled && !held && (
        <div className="flex flex-col gap-2 sm:self-start">
          {owing && (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => onRecordBalance(booking)}
              className="w-full sm:w-auto"
            >
              Record balance paid
            </Button>
          )}
          {!booking.started && (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => onMove(booking)}
              className="w-full sm:w-auto"
            >
              Move
            </Button>
          )}
          <Button
            variant="secondary"
            size="sm"
            onClick={() => onCancel(booking)}
            className="w-full sm:w-auto"
          >
            Cancel booking
          </Button>
        </div>
      )}
    </li>
  );
}

/** A guest's medical notes and emergency contact: fetched only when opened, for the day's coach and admins. */
function WelfareDetails({ bookingId }: { bookingId: string }) {
  const [open, setOpen] = useState(false);
  const welfare = useBookingWelfare(bookingId, open);
  if (!open) {
    return (
      <Button variant="ghost" size="sm" className="mt-2" onClick={() => setOpen(true)}>
        <HeartPulse aria-hidden="true" />
        Show medical notes and emergency contact
      </Button>
    );
  }
  return (
    <div className="mt-2 rounded-md border border-line bg-cream-50 px-3 py-2 text-base">
      {welfare.isPending ? (
        <p className="text-ink-600">Loading...</p>
      ) : welfare.isError ? (
        <p className="text-error-700">The details could not be loaded. Please try again.</p>
      ) : (
        <dl className="grid gap-1 sm:grid-cols-[auto_1fr] sm:gap-x-3">
          <dt className="font-semibold text-ink-700">Medical</dt>
          <dd className="break-words text-ink-900">{welfare.data.medicalNotes}</dd>
          <dt className="font-semibold text-ink-700">Emergency contact</dt>
          <dd className="break-words text-ink-900">
            {welfare.data.emergencyContactName},{' '}
            <a
              className="font-medium text-fairway-800 underline"
              href={`tel:${welfare.data.emergencyContactPhone.replace(/[^0-9+]/g, '')}`}
            >
              {welfare.data.emergencyContactPhone}
            </a>
          </dd>
        </dl>
      )}
    </div>
  );
}
