import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { moveBookingBody } from '@/core/contracts/booking';
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
import { errorMessageFor } from '@/web/lib/api';
import { isFieldError, showServerFieldErrors, useContractForm } from '@/web/lib/contract-form';
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

/** The move as the boxes hold it, under the request's own names and rules. */
const moveForm = moveBookingBody.pick({ date: true, time: true }).extend({
  time: z.string().min(1, 'Choose a time').pipe(moveBookingBody.shape.time),
  providerId: z.string(),
});
const FIELDS = ['date', 'time', 'providerId'] as const;

function MoveForm({
  booking,
  isAdmin,
  coaches,
  onClose,
}: Required<Omit<MoveBookingDialogProps, 'booking'>> & { booking: StaffBooking }) {
  const move = useMoveBooking();
  const {
    control,
    register,
    handleSubmit,
    setError,
    setValue,
    watch,
    formState: { errors },
  } = useContractForm(moveForm, {
    defaultValues: { date: booking.date, time: '', providerId: String(booking.coach?.id ?? '') },
  });
  const date = watch('date');
  const coachId = watch('providerId');
  const times = useTimesOnDay(booking.serviceId, coachId ? Number(coachId) : undefined, date);

  const onSubmit = handleSubmit((form) =>
    move.mutate(
      {
        bookingId: booking.id,
        body: {
          ...(booking.places > 1 && { placeId: booking.placeId }),
          date: form.date,
          time: form.time,
          ...(isAdmin && form.providerId && { providerId: Number(form.providerId) }),
        },
      },
      {
        onSuccess: (moved) => {
          notify.success(
            `Moved to ${formatLongDate(moved.date)} at ${moved.time}. ${booking.clientName} has been e-mailed the updated invitation.`,
          );
          onClose();
        },
        onError: (error) => showServerFieldErrors(error, setError, FIELDS),
      },
    ),
  );

  const serverMessage =
    move.isError && !isFieldError(move.error, FIELDS)
      ? errorMessageFor(move.error, {
          server: 'The booking could not be moved. Please try again.',
          network: 'The booking could not be moved: check your connection and try again.',
        })
      : null;

  return (
    <form onSubmit={onSubmit} noValidate>
      <DialogHeader>
        <DialogTitle>Move this booking</DialogTitle>
        <DialogDescription>
          {booking.serviceName} for {booking.participantName ?? booking.clientName}, now{' '}
          {formatLongDate(booking.date)} at {booking.time}.
        </DialogDescription>
      </DialogHeader>
      <div className="flex flex-col gap-5">
        {isAdmin && (
          <Field label="Coach" error={errors.providerId?.message}>
            <Select {...register('providerId', { onChange: () => setValue('time', '') })}>
              {coaches.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </Select>
          </Field>
        )}
        <Field label="New date" hint={formatLongDate(date)} error={errors.date?.message}>
          <Controller
            control={control}
            name="date"
            render={({ field }) => (
              <DateInput
                value={field.value}
                onChange={(iso) => {
                  field.onChange(iso);
                  setValue('time', '');
                }}
                onBlur={field.onBlur}
              />
            )}
          />
        </Field>
        <Controller
          control={control}
          name="time"
          render={({ field }) => (
            <TimeChoice
              times={times}
              value={field.value}
              onChange={field.onChange}
              error={errors.time?.message}
            />
          )}
        />
        {serverMessage && <Alert tone="error">{serverMessage}</Alert>}
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary" disabled={move.isPending}>
            Keep as it is
          </Button>
        </DialogClose>
        <Button type="submit" loading={move.isPending} loadingText="Moving...">
          Move booking
        </Button>
      </DialogFooter>
    </form>
  );
}
