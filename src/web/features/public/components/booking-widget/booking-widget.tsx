import { CalendarCheck, Clock, Mail, MapPin } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useId, useReducer, useRef, useState } from 'react';
import { academy } from '@/core/content/academy';
import type { BookingConfirmation, BookingService } from '@/core/contracts/booking';
import { londonDate } from '@/core/rules/london-time';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Checkbox } from '@/web/components/ui/checkbox';
import { Field } from '@/web/components/ui/field';
import { Select } from '@/web/components/ui/select';
import { LoadingState, Spinner } from '@/web/components/ui/spinner';
import { cn } from '@/web/lib/class-names';
import { formatLongDate } from '@/web/lib/format';
import { newIdempotencyKey } from '@/web/lib/idempotency-key';
import { createBooking, loadAvailableDates, loadBookingOptions, loadTimes } from './booking-api';
import { BookingCalendar } from './booking-calendar';
import { BookingDetailsForm, MISSING_FIELDS } from './booking-details-form';
import {
  availabilityEndDate,
  bookingReducer,
  bookRequestFor,
  coachesFor,
  detailsProblem,
  initialBookingState,
  otherDaysAtTime,
  poundsLabel,
  selectedService,
} from './booking-state';
import { BookingFacts, CANCELLATION_POLICY_TEXT } from './booking-summary';

export const LOAD_ERROR = 'Failed to load booking options. Please try again.';
export const BOOKING_FAILED = 'Failed to create booking';
export const BOOKING_EXCEPTION = 'Failed to create booking. Please try again.';

export interface BookingWidgetProps {
  /** The service chosen when the widget opens and after each booking (by id or by slug). */
  preselectedServiceId?: number;
  preselectedServiceSlug?: string;
  /** Receives the booking the server confirmed. */
  onBookingComplete?: (booking: BookingConfirmation) => void;
  className?: string;
  id?: string;
}

/** The availability calls fail quietly (public-site §8): logged, and the list is empty. */
function logAvailabilityFailure(what: string, error: unknown) {
  console.warn(`Booking ${what} could not be loaded`, error);
}

function Step({
  number,
  title,
  titleId,
  aside,
  children,
}: {
  number: number;
  title: string;
  titleId: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={titleId}
      className="flex gap-3 border-t border-line px-4 py-6 first:border-t-0 sm:gap-5 sm:px-8 sm:py-7"
    >
      <span
        aria-hidden="true"
        className="mt-0.5 inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-fairway-700 font-display text-base font-semibold text-white"
      >
        {number}
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-4">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h3 id={titleId} className="text-xl font-semibold text-ink-900">
            <span className="sr-only">Step {number}: </span>
            {title}
          </h3>
          {aside}
        </div>
        {children}
      </div>
    </section>
  );
}

function InlineLoading() {
  return (
    <p role="status" className="flex items-center gap-2 text-base text-ink-600">
      <Spinner className="text-fairway-600" />
      Loading...
    </p>
  );
}

function ServiceOption({
  service,
  name,
  checked,
  onChoose,
}: {
  service: BookingService;
  name: string;
  checked: boolean;
  onChoose: () => void;
}) {
  const price = poundsLabel(service.price);
  return (
    <label
      className={cn(
        'relative flex cursor-pointer flex-col gap-1.5 rounded-lg border bg-white p-4 transition-colors duration-150',
        'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus',
        checked
          ? 'border-fairway-700 bg-fairway-50 ring-1 ring-fairway-700'
          : 'border-line-strong hover:border-fairway-600',
      )}
    >
      <input
        type="radio"
        name={name}
        checked={checked}
        onChange={onChoose}
        className="absolute inset-0 size-full cursor-pointer appearance-none rounded-lg opacity-0"
      />
      <span className="flex items-start justify-between gap-3">
        <span className="text-base font-semibold text-ink-900">{service.name}</span>
        {price && <span className="shrink-0 text-base font-semibold text-fairway-800">{price}</span>}
      </span>
      <span className="flex items-center gap-1.5 text-sm font-medium text-ink-600">
        <Clock className="size-4" aria-hidden="true" />
        {service.duration} minutes
      </span>
      {service.description && <span className="text-sm text-ink-700">{service.description}</span>}
    </label>
  );
}

function Confirmation({ booking, onAgain }: { booking: BookingConfirmation; onAgain: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div role="status" className="flex flex-col gap-6 px-4 py-8 sm:px-8">
      <div className="flex items-start gap-4">
        <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-success-50 text-success-700">
          <CalendarCheck className="size-6" aria-hidden="true" />
        </span>
        <div className="flex flex-col gap-1">
          <h3 ref={headingRef} tabIndex={-1} className="text-2xl font-semibold text-ink-900">
            Your booking is confirmed
          </h3>
          <p className="text-base text-ink-700">
            Thank you, {booking.clientName}. We look forward to seeing you.
          </p>
        </div>
      </div>
      <div className="rounded-lg border border-line bg-cream-50 p-4 sm:p-5">
        <BookingFacts booking={booking} />
      </div>
      <ul className="flex flex-col gap-3 text-base text-ink-700">
        <li className="flex items-start gap-3">
          <Mail className="mt-0.5 size-5 shrink-0 text-fairway-700" aria-hidden="true" />
          <span>
            We have e-mailed your confirmation to{' '}
            <strong className="break-all font-semibold text-ink-900">{booking.clientEmail}</strong>, with a
            calendar invitation and your private cancellation link.
          </span>
        </li>
        <li className="flex items-start gap-3">
          <MapPin className="mt-0.5 size-5 shrink-0 text-fairway-700" aria-hidden="true" />
          <span>Please arrive 10 minutes early. Payment is taken at the venue on the day.</span>
        </li>
      </ul>
      <p className="rounded-lg border border-gold-400/50 bg-gold-100 px-4 py-3 text-base text-ink-800">
        <strong className="font-semibold">Cancellation policy: </strong>
        {CANCELLATION_POLICY_TEXT}
      </p>
      <div>
        <Button variant="secondary" onClick={onAgain}>
          Make another booking
        </Button>
      </div>
    </div>
  );
}

type LoadStatus = 'loading' | 'ready' | 'error';

/**
 * The academy's own booking widget (public-site §2, §4, §5, §8): service, optional coach, a day, a
 * time, then the visitor's details and Book Now. It talks to /api/booking/*, which answers from the
 * academy's diary.
 */
export function BookingWidget({
  preselectedServiceId,
  preselectedServiceSlug,
  onBookingComplete,
  className,
  id,
}: BookingWidgetProps) {
  const [state, dispatch] = useReducer(bookingReducer, undefined, initialBookingState);
  const [status, setStatus] = useState<LoadStatus>('loading');
  const [attemptLoad, setAttemptLoad] = useState(0);
  const [datesLoading, setDatesLoading] = useState(false);
  const [timesLoading, setTimesLoading] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [confirmed, setConfirmed] = useState<BookingConfirmation | null>(null);
  // Kept for retries of the same submission; a different request gets a new key.
  const attempt = useRef<{ key: string; body: string } | null>(null);
  const uid = useId().replace(/[^\w-]/g, '');
  const ids = {
    service: `${uid}-service`,
    coach: `${uid}-coach`,
    date: `${uid}-date`,
    time: `${uid}-time`,
    extra: `${uid}-extra`,
    details: `${uid}-details`,
  };
  const today = londonDate(new Date());

  // biome-ignore lint/correctness/useExhaustiveDependencies: 'Try again' reloads by bumping attemptLoad
  useEffect(() => {
    const controller = new AbortController();
    setStatus('loading');
    loadBookingOptions(controller.signal).then(
      ({ services, coaches }) => {
        const preselected =
          preselectedServiceId ??
          (preselectedServiceSlug ? services.find((s) => s.slug === preselectedServiceSlug)?.id : undefined);
        dispatch({ type: 'loaded', services, coaches, preselectedServiceId: preselected ?? null });
        setStatus('ready');
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('Booking options could not be loaded', error);
        setStatus('error');
      },
    );
    return () => controller.abort();
  }, [preselectedServiceId, preselectedServiceSlug, attemptLoad]);

  const service = selectedService(state);
  const endDate = availabilityEndDate(service, today);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a booking bumps refresh, so the dates reload without the booked place
  useEffect(() => {
    if (state.serviceId === null) return;
    const controller = new AbortController();
    setDatesLoading(true);
    loadAvailableDates(
      { serviceId: state.serviceId, date: today, endDate, providerId: state.coachId },
      controller.signal,
    )
      .then(
        (availability) => dispatch({ type: 'availabilityLoaded', availability }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          logAvailabilityFailure('dates', error);
          dispatch({ type: 'availabilityLoaded', availability: {} });
        },
      )
      .finally(() => {
        if (!controller.signal.aborted) setDatesLoading(false);
      });
    return () => controller.abort();
  }, [state.serviceId, state.coachId, state.refresh, today, endDate]);

  useEffect(() => {
    if (state.serviceId === null || !state.date) return;
    const controller = new AbortController();
    setTimesLoading(true);
    loadTimes({ serviceId: state.serviceId, date: state.date, providerId: state.coachId }, controller.signal)
      .then(
        (times) => dispatch({ type: 'timesLoaded', times }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          logAvailabilityFailure('times', error);
          dispatch({ type: 'timesLoaded', times: [] });
        },
      )
      .finally(() => {
        if (!controller.signal.aborted) setTimesLoading(false);
      });
    return () => controller.abort();
  }, [state.serviceId, state.coachId, state.date]);

  const submit = useCallback(async () => {
    const body = bookRequestFor(state);
    if (!body) {
      dispatch({ type: 'failed', error: detailsProblem(state) ?? MISSING_FIELDS });
      return;
    }
    const fingerprint = JSON.stringify(body);
    if (attempt.current?.body !== fingerprint)
      attempt.current = { key: newIdempotencyKey(), body: fingerprint };
    setSubmitting(true);
    dispatch({ type: 'failed', error: null });
    try {
      const outcome = await createBooking(body, attempt.current.key);
      if (outcome.ok) {
        attempt.current = null;
        setConfirmed(outcome.booking);
        dispatch({ type: 'booked' });
        onBookingComplete?.(outcome.booking);
      } else {
        dispatch({ type: 'failed', error: outcome.error ?? BOOKING_FAILED });
      }
    } catch (error) {
      console.warn('The booking request failed', error);
      dispatch({ type: 'failed', error: BOOKING_EXCEPTION });
    } finally {
      setSubmitting(false);
    }
  }, [state, onBookingComplete]);

  const shell = (content: ReactNode) => (
    <div
      id={id}
      data-testid="booking-widget"
      aria-busy={status === 'loading' || undefined}
      className={cn(
        '@container overflow-hidden rounded-xl border border-line bg-white shadow-card',
        className,
      )}
    >
      {content}
    </div>
  );

  if (status === 'loading') return shell(<LoadingState text="Loading..." className="min-h-64" />);
  if (status === 'error') {
    return shell(
      <div className="flex flex-col items-start gap-4 p-5 sm:p-8">
        <Alert>{LOAD_ERROR}</Alert>
        <Button variant="secondary" onClick={() => setAttemptLoad((n) => n + 1)}>
          Try again
        </Button>
      </div>,
    );
  }
  if (confirmed) return shell(<Confirmation booking={confirmed} onAgain={() => setConfirmed(null)} />);

  const coaches = coachesFor(service, state.coaches);
  const availableDates = Object.keys(state.availability);
  const extraDays = otherDaysAtTime(state);
  const days = 1 + state.extraDates.filter((d) => extraDays.includes(d)).length;
  const price = poundsLabel(service?.price);
  const total = poundsLabel(service?.price, days);
  let step = 0;
  const coach = coaches.find((c) => c.id === state.coachId);

  return shell(
    <>
      <Step number={++step} title="Choose a service" titleId={ids.service}>
        <div role="radiogroup" aria-labelledby={ids.service} className="grid gap-3 @xl:grid-cols-2">
          {state.services.map((s) => (
            <ServiceOption
              key={s.id}
              service={s}
              name={`${uid}-service-choice`}
              checked={s.id === state.serviceId}
              onChoose={() => dispatch({ type: 'selectService', serviceId: s.id })}
            />
          ))}
        </div>
      </Step>

      {service && coaches.length > 0 && (
        <Step number={++step} title="Choose a coach" titleId={ids.coach}>
          <Field label="Coach" className="max-w-sm">
            <Select
              value={state.coachId ?? ''}
              onChange={(e) =>
                dispatch({ type: 'selectCoach', coachId: e.target.value ? Number(e.target.value) : null })
              }
            >
              <option value="">Any Available Coach</option>
              {coaches.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </Select>
          </Field>
        </Step>
      )}

      {service && (
        <Step
          number={++step}
          title="Choose a date"
          titleId={ids.date}
          aside={
            state.date && (
              <p className="text-base font-medium text-fairway-800">{formatLongDate(state.date)}</p>
            )
          }
        >
          {datesLoading ? (
            <InlineLoading />
          ) : availableDates.length === 0 ? (
            <p className="text-base text-ink-700">
              There are no open days for this choice yet.
              {state.coachId !== null ? ' Try Any Available Coach, or' : ' Please'} call us on{' '}
              <a className="font-semibold text-fairway-800 underline" href={`tel:${academy.phone.tel}`}>
                {academy.phone.display}
              </a>{' '}
              and we will find a time.
            </p>
          ) : (
            <BookingCalendar
              key={`${state.serviceId}-${state.coachId}-${state.refresh}`}
              availableDates={availableDates}
              selected={state.date}
              onSelect={(date) => dispatch({ type: 'selectDate', date })}
              today={today}
              aria-labelledby={ids.date}
            />
          )}
        </Step>
      )}

      {service && state.date && (
        <Step number={++step} title="Choose a time" titleId={ids.time}>
          {timesLoading ? (
            <InlineLoading />
          ) : state.times.length === 0 ? (
            <p className="text-base text-ink-700">
              No times are left on this day. Please choose another day.
            </p>
          ) : (
            <fieldset className="grid max-w-md grid-cols-3 gap-2 sm:gap-3">
              <legend className="sr-only">Open times on {formatLongDate(state.date)}</legend>
              {state.times.map((time) => {
                const pressed = time === state.time;
                return (
                  <button
                    key={time}
                    type="button"
                    aria-pressed={pressed}
                    onClick={() => dispatch({ type: 'selectTime', time: pressed ? null : time })}
                    className={cn(
                      'min-h-11 rounded-md border text-base font-semibold tabular-nums transition-colors duration-150',
                      pressed
                        ? 'border-fairway-700 bg-fairway-700 text-white shadow-xs'
                        : 'border-line-strong bg-white text-fairway-800 hover:border-fairway-600 hover:bg-fairway-50',
                    )}
                  >
                    {time}
                  </button>
                );
              })}
            </fieldset>
          )}
          {service.kind === 'session' && state.time && extraDays.length > 0 && (
            <fieldset className="mt-2 flex flex-col gap-1 rounded-lg border border-line bg-cream-50 px-4 py-3">
              <legend id={ids.extra} className="px-1 text-base font-semibold text-ink-900">
                Add more days
              </legend>
              <p className="text-sm text-ink-600">The same time on the other open days, {price} a day.</p>
              {extraDays.map((date) => (
                <Checkbox
                  key={date}
                  label={`${formatLongDate(date)} at ${state.time}`}
                  checked={state.extraDates.includes(date)}
                  onCheckedChange={() => dispatch({ type: 'toggleExtraDate', date })}
                />
              ))}
            </fieldset>
          )}
        </Step>
      )}

      {service && state.date && state.time && (
        <Step number={++step} title="Your details" titleId={ids.details}>
          <p className="rounded-lg bg-cream-100 px-4 py-3 text-base text-ink-800">
            <strong className="font-semibold">{service.name}</strong>
            {coach ? ` with ${coach.name}` : ''}, {formatLongDate(state.date)} at {state.time}
            {days > 1 ? ` and ${days - 1} more ${days === 2 ? 'day' : 'days'}` : ''}
          </p>
          <BookingDetailsForm
            form={state.form}
            onChange={(field, value) => dispatch({ type: 'editForm', field, value })}
            onSubmit={submit}
            submitting={submitting}
            error={state.error}
            summary={
              total
                ? days > 1
                  ? `Total ${total} for ${days} days, paid at the venue`
                  : `${total}, paid at the venue`
                : undefined
            }
          />
        </Step>
      )}
    </>,
  );
}
