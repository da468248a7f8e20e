import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { lazyDateFormat } from '@/core/rules/lazy-intl';
import { addDays, weekdayOf } from '@/core/rules/london-time';
import { cn } from '@/web/lib/class-names';
import { formatLongDate } from '@/web/lib/format';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const monthFormat = lazyDateFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** 'yyyy-MM' of a date. */
const monthOf = (date: string) => date.slice(0, 7);

function shiftMonth(month: string, by: number): string {
  const [y = 0, m = 1] = month.split('-').map(Number);
  const d = new Date(Date.UTC(y, m - 1 + by, 1));
  return d.toISOString().slice(0, 7);
}

function daysInMonth(month: string): number {
  const [y = 0, m = 1] = month.split('-').map(Number);
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** The same day of another month, clamped to that month's length (31 January → 28 February). */
function sameDayIn(date: string, by: number): string {
  const month = shiftMonth(monthOf(date), by);
  const day = Math.min(Number(date.slice(8, 10)), daysInMonth(month));
  return `${month}-${String(day).padStart(2, '0')}`;
}

/** The weeks of a month, each seven dates or nulls for days of the neighbouring months. */
export function monthWeeks(month: string, weekStartsOn: number): (string | null)[][] {
  const first = `${month}-01`;
  const lead = (weekdayOf(first) - weekStartsOn + 7) % 7;
  const cells: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let day = 0; day < daysInMonth(month); day++) cells.push(addDays(first, day));
  while (cells.length % 7) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** Where a key moves the focus from `date` (its column in the week given), or null for other keys. */
export function keyTarget(key: string, date: string, column: number, shift = false): string | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(date, -1);
    case 'ArrowRight':
      return addDays(date, 1);
    case 'ArrowUp':
      return addDays(date, -7);
    case 'ArrowDown':
      return addDays(date, 7);
    case 'Home':
      return addDays(date, -column);
    case 'End':
      return addDays(date, 6 - column);
    case 'PageUp':
      return sameDayIn(date, shift ? -12 : -1);
    case 'PageDown':
      return sameDayIn(date, shift ? 12 : 1);
    default:
      return null;
  }
}

export interface BookingCalendarProps {
  /** The days that can be chosen (yyyy-MM-dd); every other day is shown as unavailable. */
  availableDates: string[];
  selected: string | null;
  /** Called with the chosen day, or null when the selected day is chosen again. */
  onSelect: (date: string | null) => void;
  /** Today in London: earlier days are never available. */
  today: string;
  /** 0 Sunday (the spec's default) … 6 Saturday. */
  weekStartsOn?: number;
  /** The id of the heading that names the calendar. */
  'aria-labelledby'?: string;
}

/**
 * A single-day calendar: a month grid with previous and next month buttons, one tab stop (arrow keys
 * move by day and week, Home and End to the week's ends, Page Up and Page Down by month), and Enter or
 * Space to choose. Unavailable days stay reachable, so a screen reader can hear why they cannot be chosen.
 */
export function BookingCalendar({
  availableDates,
  selected,
  onSelect,
  today,
  weekStartsOn = 0,
  'aria-labelledby': labelledBy,
}: BookingCalendarProps) {
  const available = useMemo(() => new Set(availableDates.filter((d) => d >= today)), [availableDates, today]);
  const sorted = useMemo(() => [...available].sort(), [available]);
  const firstMonth = monthOf(today);
  const lastMonth = monthOf(sorted.at(-1) ?? today);
  // The calendar opens on the selected day's month, else the first month with availability.
  const [month, setMonth] = useState(() => monthOf(selected ?? sorted[0] ?? today));
  const [focused, setFocused] = useState<string | null>(null);
  const moveFocus = useRef(false);
  const gridRef = useRef<HTMLTableElement>(null);
  const captionId = useId();

  const weeks = useMemo(() => monthWeeks(month, weekStartsOn), [month, weekStartsOn]);
  const inMonth = (d: string | null | undefined): d is string => !!d && monthOf(d) === month;
  // The one day that takes Tab: the focused one, the selected one, the first open one, today, the 1st.
  const tabStop = inMonth(focused)
    ? focused
    : inMonth(selected)
      ? selected
      : (sorted.find(inMonth) ?? (inMonth(today) ? today : `${month}-01`));

  useEffect(() => {
    if (!moveFocus.current || !focused) return;
    moveFocus.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-date="${focused}"]`)?.focus();
  }, [focused]);

  const goTo = (date: string) => {
    const target = monthOf(date) < firstMonth ? `${firstMonth}-01` : date;
    if (monthOf(target) > lastMonth) return;
    moveFocus.current = true;
    setMonth(monthOf(target));
    setFocused(target);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, date: string) => {
    const column = (weekdayOf(date) - weekStartsOn + 7) % 7;
    const target = keyTarget(event.key, date, column, event.shiftKey);
    if (!target) return;
    event.preventDefault();
    goTo(target);
  };

  const showMonth = (by: number) => {
    const next = shiftMonth(month, by);
    setMonth(next);
    setFocused(null);
  };

  return (
    <div className="w-full max-w-sm">
      <div className="flex items-center justify-between gap-2">
        <button
          type="button"
          onClick={() => showMonth(-1)}
          disabled={month <= firstMonth}
          aria-label="Previous month"
          className="inline-flex size-11 items-center justify-center rounded-full text-fairway-800 hover:bg-fairway-50 disabled:cursor-not-allowed disabled:opacity-40"
        >
          <ChevronLeft className="size-5" aria-hidden="true" />
        </button>
        <p id={captionId} aria-live="polite" className="font-display text-lg font-semibold text-ink-900">
          {monthFormat().format(new Date(`${month}-01T12:00:00Z`))}
        </p>
        <button
          type="button"
          onClick={() => showMonth(1)}
          disabled={month >= lastMonth}
          aria-label="Next month"
          className="inline-flex size-11 items-center justify-center rounded-full text-fairway-800 hover:bg-fairway-50 disabled:cursor-not-allowed disabled:opacity-40"
        >
          <ChevronRight className="size-5" aria-hidden="true" />
        </button>
      </div>
      <table
        ref={gridRef}
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a date grid is a table with arrow-key navigation; its cells and headers take the grid's roles from it
        role="grid"
        aria-labelledby={labelledBy ? `${labelledBy} ${captionId}` : captionId}
        className="mt-2 w-full table-fixed border-collapse"
      >
        <thead>
          <tr>
            {Array.from({ length: 7 }, (_, i) => WEEKDAYS[(i + weekStartsOn) % 7]!).map((day) => (
              <th
                key={day}
                scope="col"
                abbr={day}
                className="pb-1 text-center text-sm font-semibold text-ink-600"
              >
                {day.slice(0, 2)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find(Boolean) ?? 'empty'}>
              {week.map((date, i) => {
                // biome-ignore lint/suspicious/noArrayIndexKey: a blank cell holds nothing; its column is its identity
                if (!date) return <td key={`blank-${i}`} />;
                const open = available.has(date);
                const isSelected = date === selected;
                const isToday = date === today;
                return (
                  <td key={date} className="px-px py-0.5 text-center">
                    <button
                      type="button"
                      data-date={date}
                      tabIndex={date === tabStop ? 0 : -1}
                      aria-disabled={open ? undefined : true}
                      aria-pressed={open ? isSelected : undefined}
                      aria-current={isToday ? 'date' : undefined}
                      aria-label={`${formatLongDate(date)}${open ? '' : ', unavailable'}`}
                      onKeyDown={(event) => onKeyDown(event, date)}
                      onFocus={() => setFocused(date)}
                      onClick={() => {
                        if (!open) return;
                        onSelect(isSelected ? null : date);
                      }}
                      className={cn(
                        'relative mx-auto flex h-11 w-full max-w-11 items-center justify-center rounded-full text-base tabular-nums',
                        'transition-colors duration-150',
                        open
                          ? isSelected
                            ? 'bg-fairway-700 font-semibold text-white shadow-xs'
                            : 'bg-fairway-50 font-semibold text-fairway-800 hover:bg-fairway-100'
                          : 'cursor-not-allowed text-ink-500',
                      )}
                    >
                      {Number(date.slice(8, 10))}
                      {isToday && (
                        <span
                          aria-hidden="true"
                          className={cn(
                            'absolute bottom-1 size-1 rounded-full',
                            isSelected ? 'bg-white' : 'bg-gold-500',
                          )}
                        />
                      )}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-3 flex items-center gap-2 text-sm text-ink-600">
        <span
          aria-hidden="true"
          className="inline-block size-3 rounded-full bg-fairway-50 ring-1 ring-fairway-700/30"
        />
        Days with open times
      </p>
    </div>
  );
}
