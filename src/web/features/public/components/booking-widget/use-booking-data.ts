import { startTransition, useEffect, useReducer, useState } from 'react';
import { londonDate } from '@/core/rules/london-time';
import { loadAvailableDates, loadBookingOptions, loadTimes } from './booking-api';
import { availabilityEndDate, bookingReducer, initialBookingState, selectedService } from './booking-state';

export type LoadStatus = 'loading' | 'ready' | 'error';

/** The availability calls fail quietly (public-site §8): logged, and the list is empty. */
function logAvailabilityFailure(what: string, error: unknown) {
  console.warn(`Booking ${what} could not be loaded`, error);
}

/**
 * The widget's state and what it loads from /api/booking/*: the services and coaches (again after 'Try
 * again'), then the open dates of the chosen service and coach, then the times of the chosen day.
 */
export function useBookingData(preselectedServiceId?: number, preselectedServiceSlug?: string) {
  const [state, dispatch] = useReducer(bookingReducer, undefined, initialBookingState);
  const [status, setStatus] = useState<LoadStatus>('loading');
  const [attemptLoad, setAttemptLoad] = useState(0);
  const [datesLoading, setDatesLoading] = useState(false);
  const [timesLoading, setTimesLoading] = useState(false);
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
        // Data arriving is not input: rendered in a transition, React yields to the browser every few
        // milliseconds, so drawing the whole widget (a month's calendar, every service) never blocks a tap.
        startTransition(() => {
          dispatch({ type: 'loaded', services, coaches, preselectedServiceId: preselected ?? null });
          setStatus('ready');
        });
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
        (availability) => startTransition(() => dispatch({ type: 'availabilityLoaded', availability })),
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
        (times) => startTransition(() => dispatch({ type: 'timesLoaded', times })),
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

  return {
    state,
    dispatch,
    status,
    retry: () => setAttemptLoad((n) => n + 1),
    datesLoading,
    timesLoading,
    today,
    service,
  };
}
