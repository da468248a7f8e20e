import { CalendarDays, ClipboardList } from 'lucide-react';
import { type ComponentType, lazy, Suspense, useRef, useState } from 'react';
import { clockLabel } from '@/core/content/pages/camps';
import type { CampDay, CampDaysResponse } from '@/core/contracts/camp-days';
import { campPlacesWords } from '@/core/rules/camp-places';
import { lazyDateFormat } from '@/core/rules/lazy-intl';
import { buttonClasses } from '@/web/components/ui/button';
import { formatLongDate } from '@/web/lib/format';
import { usePublicResource } from '@/web/lib/use-public-resource';
import type { CampDayWaitingDialogProps } from './camp-day-waiting-dialog';
import { DialogUnavailable } from './dialog-unavailable';

const loadDialog = (): Promise<{ default: ComponentType<CampDayWaitingDialogProps> }> =>
  import('./camp-day-waiting-dialog').catch(() => ({ default: DialogUnavailable }));
const CampDayWaitingDialog = lazy(loadDialog);

/** A full day's 'Join the waiting list', its form fetched when the visitor reaches for it. */
function JoinDayWaitingList({ day }: { day: CampDay }) {
  const opener = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        ref={opener}
        type="button"
        onClick={() => setOpen(true)}
        onPointerEnter={loadDialog}
        onFocus={loadDialog}
        aria-haspopup="dialog"
        aria-label={`Join the waiting list for ${formatLongDate(day.date)}`}
        className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'self-start' })}
      >
        <ClipboardList aria-hidden="true" />
        Join the waiting list
      </button>
      {open && (
        <Suspense fallback={null}>
          <CampDayWaitingDialog
            sessionId={day.id}
            date={day.date}
            onClosed={() => {
              setOpen(false);
              opener.current?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}

const londonClock = lazyDateFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
  timeZone: 'Europe/London',
});

/** '10am to 2pm', in London time whatever the device says. */
export function campDayTimes(day: Pick<CampDay, 'startsAt' | 'endsAt'>): string {
  const clock = (iso: string) => clockLabel(londonClock().format(new Date(iso)));
  return `${clock(day.startsAt)} to ${clock(day.endsAt)}`;
}

const TONE = {
  available: 'border-fairway-200 bg-fairway-50 text-fairway-800',
  few: 'border-gold-400/60 bg-gold-100 text-gold-700',
  full: 'border-line-strong bg-cream-100 text-ink-700',
} as const;

/**
 * The camp's coming days: those the page was rendered with, then the server's answer of how full each is
 * (which also drops a day that has started since). Until that answer, no day claims any places.
 */
export function CampDays({ days }: { days: CampDay[] }) {
  const places = usePublicResource<CampDaysResponse>('/api/camp-days');
  const shown = places.status === 'success' ? places.data.days : days;
  const byId = new Map(places.status === 'success' ? places.data.days.map((d) => [d.id, d]) : []);
  if (shown.length === 0) {
    return (
      <p className="mt-6 text-base text-ink-700">
        New camp days are being planned. Join the waiting list below to hear first.
      </p>
    );
  }
  return (
    <ul aria-label="Camp dates" className="mt-6 grid gap-3 sm:grid-cols-2">
      {shown.map((day) => {
        const counted = byId.get(day.id);
        return (
          <li
            key={day.id}
            data-testid="camp-day"
            className="flex flex-col gap-2 rounded-xl border border-line bg-white p-4 shadow-card"
          >
            <p className="flex items-center gap-2 text-base font-semibold text-ink-900">
              <CalendarDays className="size-5 shrink-0 text-fairway-700" aria-hidden="true" />
              {formatLongDate(day.date)}
            </p>
            <p className="text-sm text-ink-700">{campDayTimes(day)}</p>
            <p aria-live="polite" className="min-h-7">
              {counted && (
                <span
                  data-testid="camp-day-places"
                  className={`inline-flex rounded-full border px-3 py-0.5 text-sm font-semibold ${TONE[counted.places]}`}
                >
                  {campPlacesWords(counted)}
                </span>
              )}
            </p>
            {counted?.places === 'full' && <JoinDayWaitingList day={day} />}
          </li>
        );
      })}
    </ul>
  );
}
