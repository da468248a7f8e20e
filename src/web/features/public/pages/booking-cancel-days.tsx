import { useRef, useState } from 'react';
import type { CancellationView } from '@/core/contracts/booking';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { formatLongDate } from '@/web/lib/format';
import { DAY_REFUND_RULE, paymentLine, refundLine } from '@/web/lib/payment-lines';

type Place = CancellationView['booking']['places'][number];
type DayOutcome = { ok: true; view: CancellationView } | { ok: false; error: string | undefined };

/**
 * POST /api/booking/cancellation/day {token, placeId}. Typed by the contract but not parsed at run time, as
 * the page's other calls are (public pages keep zod out of their bundle); a refusal resolves with the
 * server's own words, and only a failure to get an answer at all rejects.
 */
async function cancelDay(token: string, placeId: string): Promise<DayOutcome> {
  const response = await fetch('/api/booking/cancellation/day', {
    method: 'POST',
    credentials: 'include',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify({ token, placeId }),
  });
  let answer: (Partial<CancellationView> & { error?: string; message?: string }) | undefined;
  try {
    answer = await response.json();
  } catch {
    answer = undefined;
  }
  if (response.ok && answer?.booking) return { ok: true, view: answer as CancellationView };
  const error = answer?.error ?? answer?.message;
  return { ok: false, error: typeof error === 'string' && error.trim() ? error : undefined };
}

const paidOnline = (booking: CancellationView['booking']) =>
  booking.payment !== null && Number(booking.payment.paidOnline) > 0;

/**
 * How the booking is paid and what went back, in the server's figures, laid out as the booking's facts
 * above it are; nothing when the server says nothing.
 */
export function PaymentLines({ booking }: { booking: CancellationView['booking'] }) {
  if (!booking.payment) return null;
  const rows = [
    ['Payment', paymentLine(booking.payment, booking.status)],
    ['Refund', refundLine(booking.payment)],
  ].filter((row): row is [string, string] => row[1] !== null);
  if (rows.length === 0) return null;
  return (
    <dl className="grid gap-x-6 gap-y-3 text-base sm:grid-cols-[8rem_1fr]">
      {rows.map(([term, line]) => (
        <div key={term} className="contents">
          <dt className="font-semibold text-ink-600">{term}</dt>
          <dd className="-mt-2 text-ink-900 sm:mt-0">{line}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Said in the whole-booking question when something was paid online: it all goes back. */
export function wholeRefundRule(view: CancellationView) {
  return paidOnline(view.booking) ? ' What you paid online is refunded to your card.' : '';
}

/**
 * The days of a several-day booking, each cancellable on its own through the private link while the server
 * says the booking may be; it checks each day's 48 hours again and its refusal is shown as it words it.
 */
export function CancelDays({
  token,
  view,
  onCancelled,
}: {
  token: string;
  view: CancellationView;
  onCancelled: (next: CancellationView, day: Place) => void;
}) {
  const [day, setDay] = useState<Place | null>(null);
  // Kept apart from the day, so the dialog's words stay put while it closes.
  const [open, setOpen] = useState(false);
  // Once a day is cancelled its button is gone: the page moves the focus itself, not the closing dialog.
  const done = useRef(false);
  const [working, setWorking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { booking } = view;

  const confirm = async () => {
    if (!day) return;
    setWorking(true);
    setError(null);
    try {
      const outcome = await cancelDay(token, day.id);
      if (outcome.ok) {
        done.current = true;
        onCancelled(outcome.view, day);
      } else setError(outcome.error ?? 'The day could not be cancelled. Please call us.');
    } catch {
      setError('The day could not be cancelled. Please try again.');
    } finally {
      setWorking(false);
      setOpen(false);
    }
  };

  return (
    <section aria-labelledby="booking-days" className="flex flex-col gap-3">
      <h2 id="booking-days" className="text-xl font-semibold text-ink-900">
        Your days
      </h2>
      {error && <Alert>{error}</Alert>}
      <ul className="flex flex-col gap-2">
        {booking.places.map((place) => (
          <li
            key={place.id}
            className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 rounded-lg border border-line px-4 py-3"
          >
            <span className="text-base text-ink-900">
              {formatLongDate(place.date)}, {place.time}–{place.endTime}
            </span>
            {place.status === 'cancelled' ? (
              <span className="text-sm font-semibold text-ink-600">Cancelled</span>
            ) : (
              view.cancellable &&
              place.status === 'confirmed' && (
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={`Cancel this day, ${formatLongDate(place.date)}`}
                  onClick={() => {
                    setDay(place);
                    setOpen(true);
                  }}
                >
                  Cancel this day
                </Button>
              )
            )}
          </li>
        ))}
      </ul>
      <Dialog open={open} onOpenChange={(next) => !working && setOpen(next)}>
        <DialogContent
          onCloseAutoFocus={(event) => {
            if (done.current) event.preventDefault();
            done.current = false;
          }}
        >
          <DialogHeader>
            <DialogTitle>Cancel this day?</DialogTitle>
            <DialogDescription>
              {day && formatLongDate(day.date)}: your place that day is given up and the other days stay
              booked. This cannot be undone.
              {paidOnline(booking) && ` ${DAY_REFUND_RULE}`}
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary" disabled={working}>
                Keep this day
              </Button>
            </DialogClose>
            <Button variant="destructive" onClick={confirm} loading={working} loadingText="Cancelling...">
              Yes, cancel this day
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </section>
  );
}
