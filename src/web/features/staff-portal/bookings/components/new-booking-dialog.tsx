import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { bookingParticipant, bookRequest } from '@/core/contracts/booking';
import type { DiaryCoach } from '@/core/contracts/booking-admin';
import {
  type FrontDeskBookingBody,
  type FrontDeskCustomer,
  type FrontDeskPayment,
  frontDeskPayment,
} from '@/core/contracts/front-desk';
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
import { Input } from '@/web/components/ui/input';
import { Select } from '@/web/components/ui/select';
import { notify } from '@/web/components/ui/toast';
import { errorMessageFor } from '@/web/lib/api';
import { cn } from '@/web/lib/class-names';
import { isFieldError, showServerFieldErrors, useContractForm } from '@/web/lib/contract-form';
import { formatLongDate } from '@/web/lib/format';
import { useBookingServices } from '../api/booking-services';
import { useCreateFrontDeskBooking, useTimesOnDay } from '../api/front-desk';
import { londonToday } from '../diary-dates';
import { CustomerFinder } from './customer-finder';
import { TimeChoice } from './time-choice';

const { shape } = bookRequest;
/** The request's own rules under its own names, with the boxes' text turned into the numbers it takes. */
const newBookingForm = z.object({
  serviceId: z.string().min(1, 'Choose a service').transform(Number).pipe(shape.serviceId),
  providerId: z.string().transform((v) => (v ? Number(v) : null)),
  date: shape.date,
  time: z.string().min(1, 'Choose a time').pipe(shape.time),
  payment: frontDeskPayment,
  clientData: shape.clientData.optional(),
  participant: bookingParticipant.optional(),
  comment: shape.additionalFields.unwrap().shape.comment,
});
type NewBookingValues = z.input<typeof newBookingForm>;
const FIELDS = [
  'serviceId',
  'providerId',
  'date',
  'time',
  'payment',
  'clientData.name',
  'clientData.email',
  'clientData.phone',
  'participant.name',
  'participant.dateOfBirth',
  'participant.medicalNotes',
  'participant.emergencyContactName',
  'participant.emergencyContactPhone',
] as const;

const PAYMENT_LABELS: Record<FrontDeskPayment, string> = {
  venue: 'Pay at the venue',
  credit: 'Session credit',
  link: 'E-mail a payment link',
};

interface NewBookingDialogProps {
  open: boolean;
  isAdmin: boolean;
  coaches: DiaryCoach[];
  onClose: () => void;
}

/** A booking taken on the phone or at the desk, through the same rules as the website's. */
export function NewBookingDialog({ open, isAdmin, coaches, onClose }: NewBookingDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="max-w-2xl">
        {open && <NewBookingForm isAdmin={isAdmin} coaches={coaches} onClose={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function NewBookingForm({ isAdmin, coaches, onClose }: Omit<NewBookingDialogProps, 'open'>) {
  const [customer, setCustomer] = useState<FrontDeskCustomer | 'new' | null>(null);
  const services = useBookingServices();
  const create = useCreateFrontDeskBooking();
  const defaultValues: NewBookingValues = {
    serviceId: '',
    providerId: '',
    date: londonToday(),
    time: '',
    payment: 'venue',
    comment: '',
  };
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    watch,
    formState: { errors },
  } = useContractForm(newBookingForm, { defaultValues, shouldUnregister: true });

  const active = (services.data?.services ?? []).filter((s) => s.active);
  const service = active.find((s) => String(s.id) === watch('serviceId'));
  const date = watch('date');
  const providerId = watch('providerId');
  const times = useTimesOnDay(service?.id, providerId ? Number(providerId) : undefined, date);
  const teaching = coaches.filter(
    (c) => !service || service.coachIds.length === 0 || service.coachIds.includes(c.id),
  );
  const payments: FrontDeskPayment[] = [
    'venue',
    ...(customer && customer !== 'new' ? (['credit'] as const) : []),
    ...(service && service.paymentRule !== 'venue' ? (['link'] as const) : []),
  ];

  const onSubmit = handleSubmit((form) => {
    if (!customer) {
      notify.error('Find the customer, or choose New person.');
      return;
    }
    const body: FrontDeskBookingBody = {
      serviceId: form.serviceId,
      providerId: form.providerId,
      date: form.date,
      time: form.time,
      payment: form.payment,
      ...(form.comment && { additionalFields: { comment: form.comment } }),
      ...(customer === 'new'
        ? { clientData: form.clientData, participant: form.participant }
        : { studentId: customer.studentId }),
    };
    create.mutate(body, {
      onSuccess: (booking) => {
        if (booking.status === 'awaiting_payment' && booking.holdExpiresAt) {
          const until = new Date(booking.holdExpiresAt).toLocaleTimeString('en-GB', {
            timeZone: 'Europe/London',
            hour: '2-digit',
            minute: '2-digit',
          });
          notify.success(
            `Payment link e-mailed to ${booking.clientEmail}. The place is held until ${until}.`,
          );
        } else {
          notify.success(
            `Booked: ${booking.serviceName}, ${formatLongDate(booking.date)} at ${booking.time}. ${booking.clientName} has been e-mailed the confirmation.`,
          );
        }
        onClose();
      },
      onError: (error) => showServerFieldErrors(error, setError, FIELDS),
    });
  });

  const banner =
    create.isError && !isFieldError(create.error, FIELDS)
      ? errorMessageFor(create.error, {
          server: 'The booking could not be made. Please try again.',
          network: 'The booking could not be made: check your connection and try again.',
        })
      : null;

  return (
    <form onSubmit={onSubmit} noValidate>
      <DialogHeader>
        <DialogTitle>New booking</DialogTitle>
        <DialogDescription>
          For a phone call or a walk-in. The customer is e-mailed, as for a booking made online.
        </DialogDescription>
      </DialogHeader>
      <div className="flex flex-col gap-5">
        <section aria-label="Customer" className="rounded-lg border border-line bg-cream-50 p-4">
          {customer === null && (
            <CustomerFinder onChoose={setCustomer} onNewPerson={() => setCustomer('new')} />
          )}
          {customer !== null && customer !== 'new' && (
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="text-sm font-semibold text-ink-600">Customer</p>
                <p className="text-lg font-semibold text-ink-900">{customer.name}</p>
                <p className="text-base break-words text-ink-700">
                  {customer.familyChild ? `E-mails go to ${customer.contact.name}, ` : ''}
                  {customer.contact.email}
                </p>
              </div>
              <Button type="button" variant="secondary" size="sm" onClick={() => setCustomer(null)}>
                Change
              </Button>
            </div>
          )}
          {customer === 'new' && (
            <div className="grid gap-4 sm:grid-cols-2">
              <div className="flex items-center justify-between gap-3 sm:col-span-2">
                <p className="text-lg font-semibold text-ink-900">New person</p>
                <Button type="button" variant="secondary" size="sm" onClick={() => setCustomer(null)}>
                  Find a customer instead
                </Button>
              </div>
              <Field label="Customer’s name" error={errors.clientData?.name?.message} required>
                <Input autoComplete="off" {...register('clientData.name')} />
              </Field>
              <Field label="E-mail" error={errors.clientData?.email?.message} required>
                <Input type="email" autoComplete="off" {...register('clientData.email')} />
              </Field>
              <Field label="Phone" error={errors.clientData?.phone?.message}>
                <Input type="tel" autoComplete="off" {...register('clientData.phone')} />
              </Field>
              <Field label="Who the place is for" error={errors.participant?.name?.message} required>
                <Input autoComplete="off" {...register('participant.name')} />
              </Field>
              <Field label="Their date of birth" error={errors.participant?.dateOfBirth?.message} required>
                <Controller
                  control={control}
                  name="participant.dateOfBirth"
                  render={({ field }) => (
                    <DateInput value={field.value ?? ''} onChange={field.onChange} onBlur={field.onBlur} />
                  )}
                />
              </Field>
              {service?.asksWelfare && (
                <>
                  <Field
                    label="Medical notes"
                    hint='Or "None"'
                    error={errors.participant?.medicalNotes?.message}
                  >
                    <Input {...register('participant.medicalNotes')} />
                  </Field>
                  <Field label="Emergency contact" error={errors.participant?.emergencyContactName?.message}>
                    <Input {...register('participant.emergencyContactName')} />
                  </Field>
                  <Field
                    label="Emergency contact’s phone"
                    error={errors.participant?.emergencyContactPhone?.message}
                  >
                    <Input type="tel" {...register('participant.emergencyContactPhone')} />
                  </Field>
                </>
              )}
            </div>
          )}
        </section>

        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Service" error={errors.serviceId?.message} required>
            <Select
              {...register('serviceId', { onChange: () => setValue('time', '') })}
              disabled={services.isPending}
            >
              <option value="">{services.isPending ? 'Loading services…' : 'Choose a service'}</option>
              {active.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </Select>
          </Field>
          {isAdmin && (
            <Field label="Coach" error={errors.providerId?.message}>
              <Select {...register('providerId', { onChange: () => setValue('time', '') })}>
                <option value="">Any coach</option>
                {teaching.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </Select>
            </Field>
          )}
          <Field
            label="Date"
            hint={/^\d{4}-\d{2}-\d{2}$/.test(date) ? formatLongDate(date) : undefined}
            error={errors.date?.message}
          >
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
        </div>

        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1.5 text-base font-semibold text-ink-900">Payment</legend>
          <Controller
            control={control}
            name="payment"
            render={({ field }) => (
              <div className="flex flex-wrap gap-2">
                {payments.map((value) => (
                  <label
                    key={value}
                    className={cn(
                      'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border px-4 text-sm font-semibold',
                      field.value === value
                        ? 'border-fairway-700 bg-fairway-50 text-fairway-800'
                        : 'border-line-strong text-ink-700',
                    )}
                  >
                    <input
                      type="radio"
                      name="payment"
                      value={value}
                      checked={field.value === value}
                      onChange={() => field.onChange(value)}
                      className="accent-fairway-700"
                    />
                    {PAYMENT_LABELS[value]}
                  </label>
                ))}
              </div>
            )}
          />
          {errors.payment?.message && <p className="text-base text-error-700">{errors.payment.message}</p>}
        </fieldset>

        <Field label="Note for the coach" error={errors.comment?.message}>
          <Input maxLength={1000} {...register('comment')} />
        </Field>
        {banner && <Alert tone="error">{banner}</Alert>}
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary" disabled={create.isPending}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" loading={create.isPending} loadingText="Booking...">
          Book
        </Button>
      </DialogFooter>
    </form>
  );
}
