import { useState } from 'react';
import type { DiaryCoach, StaffBooking } from '@/core/contracts/booking-admin';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { DateInput } from '@/web/components/ui/date-input';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { Field } from '@/web/components/ui/field';
import { Select } from '@/web/components/ui/select';
import { notify } from '@/web/components/ui/toast';
import { errorMessageFor, isApiError } from '@/web/lib/api';
import { formatLongDate } from '@/web/lib/format';
import { useMoveBooking, useTimesOnDay } from '../api/front-desk';
import { TimeChoice } from './time-choice';

interface MoveBookingDialogProps {
  booking: StaffBooking | null;
  isAdmin: boolean;
  coaches: DiaryCoach[];
  onClose: () => void;
}

/** Moves one booked place: a day, a start time the diary offers and (admins, lessons) a coach. */
export function MoveBookingDialog({ booking, isAdmin, coaches, onClose }: MoveBookingDialogProps) {
  return (
    <Dialog open={booking !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-lg">
        {booking && (
          <MoveForm
            key={booking.placeId}
            booking={booking}
            isAdmin={isAdmin}
            coaches={coaches}
            onClose={onClose}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function MoveForm({
  booking,
  isAdmin,
  coaches,
  onClose,
}: Required<Omit<MoveBookingDialogProps, 'booking'>> & { booking: StaffBooking }) {
  const [date, setDate] = useState(booking.date);
  const [coachId, setCoachId] = useState<number | undefined>(booking.coach?.id);
  const [time, setTime] = useState('');
  const times = useTimesOnDay(booking.serviceId, coachId, date);
  const move = useMoveBooking();
  const fieldError = (name: string) => (isApiError(move.error) ? move.error.fieldErrors[name] : undefined);

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!time) return;
    move.mutate(
      {
        bookingId: booking.id,
        body: {
          ...(booking.places > 1 && { placeId: booking.placeId }),
          date,
          time,
          ...(isAdmin && coachId !== undefined && { providerId: coachId }),
        },
      },
      {
        onSuccess: (moved) => {
          notify.success(
            `Moved to ${formatLongDate(moved.date)} at ${moved.time}. ${booking.clientName} has been e-mailed the updated invitation.`,
          );
          onClose();
        },
      },
    );
  }

  const serverMessage =
    move.isError && !fieldError('date') && !fieldError('time')
      ? errorMessageFor(move.error, {
          server: 'The booking could not be moved. Please try again.',
          network: 'The booking could not be moved: check your connection and try again.',
        })
      : null;

  return (
    <form onSubmit={submit} noValidate>
      <DialogHeader>
        <DialogTitle>Move this booking</DialogTitle>
        <DialogDescription>
          {booking.serviceName} for {booking.participantName ?? booking.clientName}, now{' '}
          {formatLongDate(booking.date)} at {booking.time}.
        </DialogDescription>
      </DialogHeader>
      <div className="flex flex-col gap-5">
        {isAdmin && (
          <Field label="Coach">
            <Select
              value={coachId === undefined ? '' : String(coachId)}
              onChange={(e) => {
                setCoachId(e.target.value ? Number(e.target.value) : undefined);
                setTime('');
              }}
            >
              {coaches.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </Select>
          </Field>
        )}
        <Field label="New date" hint={formatLongDate(date)} error={fieldError('date')}>
          <DateInput
            value={date}
            onChange={(iso) => {
              setDate(iso);
              setTime('');
            }}
          />
        </Field>
        <TimeChoice times={times} value={time} onChange={setTime} error={fieldError('time')} />
        {serverMessage && <Alert tone="error">{serverMessage}</Alert>}
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary" disabled={move.isPending}>
            Keep as it is
          </Button>
        </DialogClose>
        <Button type="submit" disabled={!time} loading={move.isPending} loadingText="Moving...">
          Move booking
        </Button>
      </DialogFooter>
    </form>
  );
}
