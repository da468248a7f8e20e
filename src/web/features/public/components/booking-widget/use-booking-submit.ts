import { type Dispatch, useCallback, useRef, useState } from 'react';
import type { BookingConfirmation } from '@/core/contracts/booking';
import { newIdempotencyKey } from '@/web/lib/idempotency-key';
import { createBooking } from './booking-api';
import { MISSING_FIELDS } from './booking-details-form';
import {
  type BookingAction,
  type BookingState,
  bookRequestFor,
  detailsProblem,
  familyBookRequestFor,
} from './booking-state';

export const BOOKING_FAILED = 'Failed to create booking';
export const BOOKING_EXCEPTION = 'Failed to create booking. Please try again.';

/**
 * Book Now: sends the booking with an Idempotency-Key (the same one for a retry of the same request),
 * and keeps the confirmation the server answered.
 */
export function useBookingSubmit(
  state: BookingState,
  dispatch: Dispatch<BookingAction>,
  onBookingComplete?: (booking: BookingConfirmation) => void,
  /** A signed-in family books for its child, not as a guest. */
  forFamily = false,
) {
  const [submitting, setSubmitting] = useState(false);
  const [confirmed, setConfirmed] = useState<BookingConfirmation | null>(null);
  // Kept for retries of the same submission; a different request gets a new key.
  const attempt = useRef<{ key: string; body: string } | null>(null);

  const submit = useCallback(async () => {
    const body = forFamily ? familyBookRequestFor(state) : bookRequestFor(state);
    if (!body) {
      dispatch({ type: 'failed', error: (!forFamily && detailsProblem(state)) || MISSING_FIELDS });
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
        // A place held for payment is not a booking yet: the page hears of it once it is confirmed.
        if (outcome.booking.status === 'confirmed') onBookingComplete?.(outcome.booking);
      } else {
        dispatch({ type: 'failed', error: outcome.error ?? BOOKING_FAILED });
      }
    } catch (error) {
      console.warn('The booking request failed', error);
      dispatch({ type: 'failed', error: BOOKING_EXCEPTION });
    } finally {
      setSubmitting(false);
    }
  }, [state, dispatch, onBookingComplete, forFamily]);

  return { submit, submitting, confirmed, startAgain: () => setConfirmed(null) };
}
