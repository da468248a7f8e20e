import { useEffect, useId, useState } from 'react';
import type { BookingConfirmation, TimeslotsResponse } from '@/core/contracts/booking';
import { addDays, londonDate } from '@/core/rules/london-time';
import { apiGet } from '@/web/lib/api';
import { cn } from '@/web/lib/class-names';
import { formatLongDate } from '@/web/lib/format';
import { BookingCalendar } from './booking-calendar';

/** The server clips the range to how far ahead the service may be booked; a year covers every camp. */
const RANGE_DAYS = 365;

export type FreeTimes =
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'ready'; days: Record<string, string[]> };

/** The free times of the booking's service with its own coach, as the booking widget is offered them. */
async function loadFreeTimes(booking: BookingConfirmation, today: string): Promise<Record<string, string[]>> {
  const params = new URLSearchParams({
    serviceId: String(booking.serviceId),
    date: today,
    endDate: addDays(today, RANGE_DAYS),
  });
  if (booking.providerId != null) params.set('providerId', String(booking.providerId));
  const answer = await apiGet<TimeslotsResponse>(`/api/booking/timeslots?${params}`);
  if (!answer?.success) throw new Error('Free times were refused');
  return answer.data ?? {};
}

/** Read while `open`, and again on `reload()` (after a refused time, or "Try again"). */
export function useFreeTimes(booking: BookingConfirmation, open: boolean) {
  const [freeTimes, setFreeTimes] = useState<FreeTimes>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const today = londonDate(new Date());
  // biome-ignore lint/correctness/useExhaustiveDependencies: reload() bumps attempt, so the free times are read again
  useEffect(() => {
    if (!open) return;
    let active = true;
    setFreeTimes({ state: 'loading' });
    loadFreeTimes(booking, today).then(
      (days) => active && setFreeTimes({ state: 'ready', days }),
      () => active && setFreeTimes({ state: 'failed' }),
    );
    return () => {
      active = false;
    };
  }, [open, booking.serviceId, booking.providerId, today, attempt]);
  return { freeTimes, today, reload: () => setAttempt((n) => n + 1) };
}

/** The booking widget's calendar of open days, then the chosen day's free times as buttons. */
export function FreeTimePicker({
  openDates,
  times,
  date,
  time,
  today,
  onDate,
  onTime,
}: {
  openDates: string[];
  times: string[];
  date: string | null;
  time: string | null;
  today: string;
  onDate: (date: string | null) => void;
  onTime: (time: string) => void;
}) {
  const dateId = useId();
  const timesId = useId();
  return (
    <div className="flex flex-col gap-4">
      <h3 id={dateId} className="text-base font-semibold text-ink-900">
        New date
      </h3>
      <BookingCalendar
        aria-labelledby={dateId}
        availableDates={openDates}
        selected={date}
        today={today}
        onSelect={onDate}
      />
      {date && (
        <div className="flex flex-col gap-2">
          <h3 id={timesId} className="text-base font-semibold text-ink-900">
            Free times on {formatLongDate(date)}
          </h3>
          <ul aria-labelledby={timesId} className="grid grid-cols-3 gap-2 sm:grid-cols-4">
            {times.map((t) => (
              <li key={t}>
                <button
                  type="button"
                  aria-pressed={t === time}
                  onClick={() => onTime(t)}
                  className={cn(
                    'min-h-11 w-full rounded-lg border text-base tabular-nums',
                    t === time
                      ? 'border-fairway-700 bg-fairway-700 font-semibold text-white'
                      : 'border-line text-ink-900 hover:bg-fairway-50',
                  )}
                >
                  {t}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
