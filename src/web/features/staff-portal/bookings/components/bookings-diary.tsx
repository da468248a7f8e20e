import { CalendarDays, CalendarPlus, CalendarX2, ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { DiaryCoach, StaffBooking } from '@/core/contracts/booking-admin';
import { addDays } from '@/core/rules/london-time';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { DateInput } from '@/web/components/ui/date-input';
import { EmptyState } from '@/web/components/ui/empty-state';
import { Field } from '@/web/components/ui/field';
import { LoadError } from '@/web/components/ui/load-error';
import { Select } from '@/web/components/ui/select';
import { Skeleton } from '@/web/components/ui/skeleton';
import { cn } from '@/web/lib/class-names';
import { useStaffBookings } from '../api/staff-bookings';
import { dayHeading, londonToday, mondayOf, weekHeading } from '../diary-dates';
import { BookingCard } from './booking-card';
import { CancelBookingDialog } from './cancel-booking-dialog';
import { DiarySessions } from './diary-sessions';
import { MoveBookingDialog } from './move-booking-dialog';
import { NewBookingDialog } from './new-booking-dialog';
import { RecordBalanceDialog } from './record-balance-dialog';

type DiaryView = 'day' | 'week';
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The day and view live in the address (`?date=&view=&coach=`), so a reload or a shared link keeps them. */
function useDiaryPlace() {
  const [params, setParams] = useSearchParams();
  const rawDate = params.get('date');
  const date = rawDate && DATE_PATTERN.test(rawDate) ? rawDate : londonToday();
  const view: DiaryView = params.get('view') === 'week' ? 'week' : 'day';
  const rawCoach = Number(params.get('coach'));
  const coachId = Number.isInteger(rawCoach) && rawCoach > 0 ? rawCoach : undefined;
  function update(changes: Record<string, string | undefined>) {
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }
  return { date, view, coachId, update };
}

function LoadingList() {
  return (
    <div>
      <p role="status" className="sr-only">
        Loading bookings…
      </p>
      <ul className="flex flex-col gap-3" aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <li
            key={i}
            className="grid gap-4 rounded-xl border border-line bg-white p-5 sm:grid-cols-[6.5rem_1fr]"
          >
            <Skeleton className="h-8 w-20" />
            <div className="flex flex-col gap-2">
              <Skeleton className="h-6 w-48" />
              <Skeleton className="h-5 w-36" />
              <Skeleton className="h-5 w-64 max-w-full" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

function groupBy<T>(items: T[], key: (item: T) => string): [string, T[]][] {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return [...groups];
}

interface BookingsDiaryProps {
  isAdmin: boolean;
  coaches: DiaryCoach[];
}

/** Day and week views of who is booked when, with previous/next/today and, for admins, a coach filter. */
export function BookingsDiary({ isAdmin, coaches }: BookingsDiaryProps) {
  const { date, view, coachId, update } = useDiaryPlace();
  const [cancelling, setCancelling] = useState<StaffBooking | null>(null);
  const [settling, setSettling] = useState<StaffBooking | null>(null);
  const [moving, setMoving] = useState<StaffBooking | null>(null);
  const [creating, setCreating] = useState(false);
  const from = view === 'week' ? mondayOf(date) : date;
  const to = view === 'week' ? addDays(from, 6) : date;
  const bookings = useStaffBookings({ from, to, coachId: isAdmin ? coachId : undefined });
  const step = view === 'week' ? 7 : 1;
  const unit = view === 'week' ? 'week' : 'day';
  const today = londonToday();
  const isCurrent = view === 'week' ? mondayOf(today) === from : today === date;
  const showCoach = isAdmin && coachId === undefined;

  const list = bookings.data?.bookings ?? [];
  const heading = view === 'week' ? weekHeading(from) : dayHeading(date);

  function body() {
    if (bookings.isPending) return <LoadingList />;
    if (bookings.isError) {
      return (
        <LoadError
          title="The bookings could not be loaded"
          onRetry={() => bookings.refetch()}
          retrying={bookings.isFetching}
        />
      );
    }
    if (list.length === 0) {
      return (
        <EmptyState
          icon={CalendarX2}
          as="h3"
          title={view === 'week' ? 'No bookings this week' : 'No bookings for this day'}
          text={
            view === 'week'
              ? 'Nothing is booked in this week yet. New bookings from the website appear here.'
              : 'Nothing is booked on this day yet. Try another day, or the week view.'
          }
          className="bg-white"
        />
      );
    }
    if (view === 'week') {
      return (
        <div className="flex flex-col gap-6">
          {groupBy(list, (b) => b.date).map(([day, items]) => (
            <section key={day} aria-labelledby={`day-${day}`}>
              <h3 id={`day-${day}`} className="mb-3 text-lg font-semibold text-ink-800">
                {dayHeading(day)}
              </h3>
              <ul className="flex flex-col gap-3">
                {[...items]
                  .sort((a, b) => a.time.localeCompare(b.time))
                  .map((b) => (
                    <BookingCard
                      key={b.placeId}
                      booking={b}
                      showCoach={showCoach}
                      onCancel={setCancelling}
                      onRecordBalance={setSettling}
                      onMove={setMoving}
                    />
                  ))}
              </ul>
            </section>
          ))}
        </div>
      );
    }
    if (showCoach) {
      return (
        <div className="flex flex-col gap-6">
          {groupBy(list, (b) => b.coach?.name ?? 'No coach').map(([coach, items]) => (
            <section key={coach} aria-label={coach}>
              <h3 className="mb-3 text-lg font-semibold text-ink-800">{coach}</h3>
              <ul className="flex flex-col gap-3">
                {items.map((b) => (
                  <BookingCard
                    key={b.placeId}
                    booking={b}
                    showCoach={false}
                    onCancel={setCancelling}
                    onRecordBalance={setSettling}
                    onMove={setMoving}
                  />
                ))}
              </ul>
            </section>
          ))}
        </div>
      );
    }
    return (
      <ul className="flex flex-col gap-3">
        {list.map((b) => (
          <BookingCard
            key={b.placeId}
            booking={b}
            showCoach={false}
            onCancel={setCancelling}
            onRecordBalance={setSettling}
            onMove={setMoving}
          />
        ))}
      </ul>
    );
  }

  // Places held while the customer pays online are not bookings yet, and are counted apart.
  const count = (status: StaffBooking['status']) => list.filter((b) => b.status === status).length;
  const confirmed = count('confirmed');
  const cancelled = count('cancelled');
  const held = count('awaiting_payment');

  return (
    <div className="flex flex-col gap-5">
      <Card className="flex flex-col gap-4 p-4 sm:p-5">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <fieldset className="inline-flex rounded-full bg-cream-200 p-1">
            <legend className="sr-only">View</legend>
            {(['day', 'week'] as const).map((v) => (
              <button
                key={v}
                type="button"
                aria-pressed={view === v}
                onClick={() => update({ view: v === 'day' ? undefined : v })}
                className={cn(
                  'min-h-11 rounded-full px-5 text-base font-semibold text-ink-600 transition-colors duration-150 hover:text-ink-900',
                  view === v && 'bg-white text-fairway-800 shadow-xs',
                )}
              >
                {v === 'day' ? 'Day' : 'Week'}
              </button>
            ))}
          </fieldset>
          <div className="flex items-center gap-1">
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Previous ${unit}`}
              onClick={() => update({ date: addDays(date, -step) })}
            >
              <ChevronLeft aria-hidden="true" />
            </Button>
            <Button
              variant="secondary"
              size="sm"
              disabled={isCurrent}
              onClick={() => update({ date: undefined })}
            >
              Today
            </Button>
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Next ${unit}`}
              onClick={() => update({ date: addDays(date, step) })}
            >
              <ChevronRight aria-hidden="true" />
            </Button>
          </div>
        </div>
        <div className={cn('grid gap-4', isAdmin && 'sm:grid-cols-2')}>
          <Field label="Date">
            <DateInput value={date} onChange={(iso) => update({ date: iso })} />
          </Field>
          {isAdmin && (
            <Field label="Coach">
              <Select
                value={coachId === undefined ? '' : String(coachId)}
                onChange={(e) => update({ coach: e.target.value || undefined })}
              >
                <option value="">All coaches</option>
                {coaches.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </Select>
            </Field>
          )}
        </div>
      </Card>

      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="flex items-center gap-2 font-display text-2xl font-semibold text-ink-900">
          <CalendarDays className="size-6 text-fairway-700" aria-hidden="true" />
          {heading}
        </h2>
        <div className="flex flex-wrap items-center gap-3">
          {bookings.isSuccess && list.length > 0 && (
            <p className="text-base text-ink-600">
              {confirmed} {confirmed === 1 ? 'booking' : 'bookings'}
              {held > 0 && `, ${held} awaiting payment`}
              {cancelled > 0 && `, ${cancelled} cancelled`}
            </p>
          )}
          <Button onClick={() => setCreating(true)}>
            <CalendarPlus aria-hidden="true" />
            New booking
          </Button>
        </div>
      </div>

      {bookings.data && <DiarySessions sessions={bookings.data.sessions} showDate={view === 'week'} />}
      {body()}
      <CancelBookingDialog booking={cancelling} onClose={() => setCancelling(null)} />
      <RecordBalanceDialog booking={settling} onClose={() => setSettling(null)} />
      <MoveBookingDialog
        booking={moving}
        isAdmin={isAdmin}
        coaches={coaches}
        onClose={() => setMoving(null)}
      />
      <NewBookingDialog
        open={creating}
        isAdmin={isAdmin}
        coaches={coaches}
        onClose={() => setCreating(false)}
      />
    </div>
  );
}
