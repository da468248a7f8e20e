import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import type { BookingConfirmation } from '@/core/contracts/booking';
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
import { LoadingState } from '@/web/components/ui/spinner';
import { cn } from '@/web/lib/class-names';
import { formatLongDate } from '@/web/lib/format';
import { FreeTimePicker, useFreeTimes } from './free-time-picker';

type Place = BookingConfirmation['places'][number];
export type MoveRequest = { placeId?: string; date: string; time: string };
/** A refusal carries the server's own words; only a failure to get an answer at all rejects. */
export type MoveOutcome =
  | { ok: true; booking: BookingConfirmation }
  | { ok: false; error: string | undefined; fields: Record<string, string> };

const UNREACHABLE = 'We could not reach the academy. Please check your connection and try again.';

/**
 * "Move to another time": the customer picks the day to move (a booking of several days), then a free date
 * and time; the server checks everything again (48 hours, the time still free) and its answer is what is
 * shown, the new time as it recorded it or its refusal in its own words.
 */
export function MoveBookingDialog({
  booking,
  open,
  onOpenChange,
  send,
  onMoved,
}: {
  booking: BookingConfirmation;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  send: (request: MoveRequest) => Promise<MoveOutcome>;
  onMoved?: (booking: BookingConfirmation) => void;
}) {
  const kept = booking.places.filter((p) => p.status === 'confirmed');
  const severalDays = kept.length > 1;
  const [place, setPlace] = useState<Place | null>(severalDays ? null : (kept[0] ?? null));
  const [date, setDate] = useState<string | null>(null);
  const [time, setTime] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [moved, setMoved] = useState<{ booking: BookingConfirmation; placeId: string | undefined } | null>(
    null,
  );
  const { freeTimes: availability, today, reload } = useFreeTimes(booking, open);

  const change = (next: boolean) => {
    if (working) return;
    if (!next) {
      // Opened again, it starts afresh.
      setPlace(severalDays ? null : (kept[0] ?? null));
      setDate(null);
      setTime(null);
      setError(null);
      setFields({});
      setMoved(null);
    }
    onOpenChange(next);
  };

  const days = availability.state === 'ready' ? availability.days : {};
  // A camp's day moves to another dated session of it at the same time.
  const timesOf = (day: string) => (days[day] ?? []).filter((t) => !severalDays || t === place?.time);
  const openDates = Object.keys(days).filter((day) => timesOf(day).length > 0);
  const times = date ? timesOf(date) : [];

  const confirm = async () => {
    if (!place || !date || !time) return;
    setWorking(true);
    setError(null);
    setFields({});
    try {
      const outcome = await send({ placeId: severalDays ? place.id : undefined, date, time });
      if (outcome.ok) {
        setMoved({ booking: outcome.booking, placeId: severalDays ? place.id : undefined });
        onMoved?.(outcome.booking);
      } else {
        const named = Object.keys(outcome.fields).length > 0;
        setError(outcome.error ?? (named ? null : 'The booking could not be moved. Please call us.'));
        setFields(outcome.fields);
        // A time someone else took is gone from the list the next time it is drawn.
        if (outcome.fields.time) {
          setTime(null);
          reload();
        }
      }
    } catch {
      setError(UNREACHABLE);
    } finally {
      setWorking(false);
    }
  };

  // The server's sentence says it all; the fields alone speak only when it sent none.
  const refusal =
    error ??
    (['placeId', 'date', 'time']
      .map((name) => fields[name])
      .filter(Boolean)
      .join('. ') ||
      null);

  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Move to another time</DialogTitle>
          <DialogDescription>
            {booking.serviceName}
            {booking.providerName ? ` with ${booking.providerName}` : ''}. Choose a new day and time; the
            price stays the same.
          </DialogDescription>
        </DialogHeader>
        {moved ? (
          <MovedNote moved={moved} />
        ) : (
          <div className="flex flex-col gap-5">
            {refusal && <Alert>{refusal}</Alert>}
            {severalDays && (
              <fieldset className="flex flex-col gap-2">
                <legend className="mb-2 text-base font-semibold text-ink-900">Which day moves?</legend>
                {kept.map((p) => (
                  <button
                    key={p.id}
                    type="button"
                    aria-pressed={place?.id === p.id}
                    onClick={() => {
                      setPlace(p);
                      setDate(null);
                      setTime(null);
                    }}
                    className={cn(
                      'min-h-11 rounded-lg border px-4 py-2 text-left text-base',
                      place?.id === p.id
                        ? 'border-fairway-700 bg-fairway-50 font-semibold text-fairway-800'
                        : 'border-line text-ink-900 hover:bg-cream-50',
                    )}
                  >
                    {formatLongDate(p.date)}, {p.time}–{p.endTime}
                  </button>
                ))}
              </fieldset>
            )}
            {place && (
              <>
                <p className="text-sm text-ink-700">
                  Now {formatLongDate(place.date)} at {place.time}.
                </p>
                {availability.state === 'loading' ? (
                  <LoadingState text="Finding free times..." className="py-6" />
                ) : availability.state === 'failed' ? (
                  <div className="flex flex-col items-start gap-3">
                    <Alert>We could not load the free times just now.</Alert>
                    <Button variant="secondary" size="sm" onClick={() => reload()}>
                      Try again
                    </Button>
                  </div>
                ) : openDates.length === 0 ? (
                  <p className="text-base text-ink-700">
                    There are no free times to move to just now. Please call us and we will help.
                  </p>
                ) : (
                  <FreeTimePicker
                    openDates={openDates}
                    times={times}
                    date={date}
                    time={time}
                    today={today}
                    onDate={(next) => {
                      setDate(next);
                      setTime(null);
                    }}
                    onTime={setTime}
                  />
                )}
              </>
            )}
          </div>
        )}
        {!moved && date && time && (
          // Said again by the buttons: on a phone the calendar has scrolled out of sight by now.
          <p className="mt-5 text-base text-ink-800">
            You have chosen{' '}
            <strong className="font-semibold text-ink-900">
              {formatLongDate(date)} at {time}
            </strong>
            .
          </p>
        )}
        <DialogFooter>
          {moved ? (
            // Its own button, not the Move button restyled: it shows at once, not fading in from disabled.
            <DialogClose asChild key="done">
              <Button>Done</Button>
            </DialogClose>
          ) : (
            <>
              <DialogClose asChild>
                <Button variant="secondary" disabled={working}>
                  Keep current time
                </Button>
              </DialogClose>
              <Button
                onClick={confirm}
                disabled={!place || !date || !time}
                loading={working}
                loadingText="Moving..."
              >
                Move booking
              </Button>
            </>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** The new time exactly as the server recorded it, and the invitation it e-mailed with the move. */
function MovedNote({ moved }: { moved: { booking: BookingConfirmation; placeId: string | undefined } }) {
  const { booking } = moved;
  const place = booking.places.find((p) => p.id === moved.placeId);
  const date = place?.date ?? booking.date;
  const time = place?.time ?? booking.time;
  return (
    <div role="status" className="flex flex-col gap-3 rounded-lg bg-fairway-50 p-4">
      <p className="flex items-start gap-2 text-base font-semibold text-ink-900">
        <CircleCheck className="mt-0.5 size-5 shrink-0 text-fairway-700" aria-hidden="true" />
        Moved to {formatLongDate(date)} at {time}.
      </p>
      <p className="text-base text-ink-800">
        We have e-mailed the updated calendar invitation to{' '}
        <strong className="font-semibold break-all">{booking.clientEmail}</strong>.
      </p>
    </div>
  );
}
