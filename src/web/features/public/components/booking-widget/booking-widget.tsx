import { type ReactNode, useId, useState } from 'react';
import { academy } from '@/core/content/academy';
import type { BookingConfirmation } from '@/core/contracts/booking';
import { describeAgeRange } from '@/core/rules/age-range';
import { BookingCalendar } from '@/web/components/booking/booking-calendar';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Checkbox } from '@/web/components/ui/checkbox';
import { Field } from '@/web/components/ui/field';
import { Select } from '@/web/components/ui/select';
import { LoadingState } from '@/web/components/ui/spinner';
import { cn } from '@/web/lib/class-names';
import { formatLongDate } from '@/web/lib/format';
import { priceSummary } from '@/web/lib/payment-lines';
import { Confirmation, GoingToPayment } from './booking-confirmation';
import { BookingDetailsForm } from './booking-details-form';
import {
  coachesFor,
  familyBookRequestFor,
  missingRequired,
  otherDaysAtTime,
  poundsLabel,
} from './booking-state';
import { InlineLoading, ServiceOption, Step } from './booking-steps';
import { useBookingData } from './use-booking-data';
import { useBookingSubmit } from './use-booking-submit';
import { useVisitorFamily } from './use-visitor-family';

export const LOAD_ERROR = 'Failed to load booking options. Please try again.';

export interface BookingWidgetProps {
  /** The service chosen when the widget opens and after each booking (by id or by slug). */
  preselectedServiceId?: number;
  preselectedServiceSlug?: string;
  /** Receives the booking the server confirmed. */
  onBookingComplete?: (booking: BookingConfirmation) => void;
  className?: string;
  id?: string;
}

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
  const { state, dispatch, status, retry, datesLoading, timesLoading, today, service } = useBookingData(
    preselectedServiceId,
    preselectedServiceSlug,
  );
  // A visitor signed in to a family account books for one of their children, unless they choose not to.
  const children = useVisitorFamily(Boolean(service && state.date && state.time));
  const [asGuest, setAsGuest] = useState(false);
  const family = asGuest ? null : children;
  const { submit, submitting, confirmed, startAgain } = useBookingSubmit(
    state,
    dispatch,
    onBookingComplete,
    family !== null,
  );
  const uid = useId().replace(/[^\w-]/g, '');
  const ids = {
    service: `${uid}-service`,
    coach: `${uid}-coach`,
    date: `${uid}-date`,
    time: `${uid}-time`,
    extra: `${uid}-extra`,
    details: `${uid}-details`,
  };

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
        <Button variant="secondary" onClick={retry}>
          Try again
        </Button>
      </div>,
    );
  }
  if (confirmed?.status === 'awaiting_payment' && confirmed.checkoutUrl) {
    return shell(<GoingToPayment booking={confirmed} checkoutUrl={confirmed.checkoutUrl} />);
  }
  if (confirmed) return shell(<Confirmation booking={confirmed} onAgain={startAgain} />);

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
            family={family ?? undefined}
            onBookAsGuest={family ? () => setAsGuest(true) : undefined}
            complete={family ? familyBookRequestFor(state) !== null : !missingRequired(state)}
            ageRange={describeAgeRange({ minAge: service.minAge ?? null, maxAge: service.maxAge ?? null })}
            asksWelfare={service.asksWelfare === true}
            onChange={(field, value) => dispatch({ type: 'editForm', field, value })}
            onSubmit={submit}
            submitting={submitting}
            error={state.error}
            summary={total ? priceSummary(service, total, days) : undefined}
          />
        </Step>
      )}
    </>,
  );
}
