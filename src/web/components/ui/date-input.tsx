import { CalendarDays } from 'lucide-react';
import { type Ref, useRef, useState } from 'react';
import { cn } from '@/web/lib/class-names';
import { useFieldControl } from './field';
import { controlClasses } from './input';

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const BRITISH = /^(\d{1,2})[/.\- ](\d{1,2})[/.\- ](\d{4})$/;

/** '2026-12-07' → '07/12/2026'; anything else → ''. */
export function britishDate(iso: string): string {
  const m = ISO.exec(iso);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : '';
}

/** What was typed, day first ('7/12/2026', '07.12.2026') or as yyyy-MM-dd, as yyyy-MM-dd; null if no such day. */
export function isoFromTyped(typed: string): string | null {
  const text = typed.trim();
  const iso = ISO.exec(text);
  const british = BRITISH.exec(text);
  const [y, m, d] = iso
    ? [iso[1], iso[2], iso[3]]
    : british
      ? [british[3], british[2]!.padStart(2, '0'), british[1]!.padStart(2, '0')]
      : [];
  if (!y || !m || !d) return null;
  const candidate = `${y}-${m}-${d}`;
  const date = new Date(`${candidate}T12:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(candidate) ? candidate : null;
}

interface DateInputProps {
  /** yyyy-MM-dd, or '' for none. */
  value: string;
  /** Called with yyyy-MM-dd once what is typed (or picked) is a real day; never with half a date. */
  onChange: (iso: string) => void;
  onBlur?: () => void;
  disabled?: boolean;
  className?: string;
  /** The earliest and latest days (yyyy-MM-dd) accepted, typed or picked; the calendar offers only these. */
  min?: string;
  max?: string;
  /**
   * For a date that may be left out: emptying the box calls onChange(''). Without it an emptied box goes
   * back to the last day on leaving it, as half a date does.
   */
  clearable?: boolean;
  name?: string;
  /** 'bday' where the person gives their own date of birth; otherwise the browser suggests nothing. */
  autoComplete?: string;
  /** The typed box, so a form can move the focus to it when it is wrong. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A date in British order (dd/mm/yyyy) whatever the browser's language, which a native date box follows;
 * typed, or picked from the browser's own calendar behind the button.
 */
export function DateInput({
  value,
  onChange,
  onBlur,
  disabled,
  className,
  min,
  max,
  clearable = false,
  name,
  autoComplete = 'off',
  ref,
}: DateInputProps) {
  const control = useFieldControl({});
  const picker = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(() => britishDate(value));
  // The value may change from outside (previous/next day): show it, unless it is what was just typed.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setText(britishDate(value));
  }
  // A real day outside min..max is refused like half a date: the server would refuse it anyway.
  const accepted = (typed: string) => {
    const iso = isoFromTyped(typed);
    return iso && (!min || iso >= min) && (!max || iso <= max) ? iso : null;
  };
  const invalid = text.trim() !== '' && accepted(text) === null;

  function choose(iso: string) {
    setShown(iso);
    onChange(iso);
  }

  return (
    <div className={cn('relative', className)}>
      <input
        {...control}
        ref={ref}
        name={name}
        type="text"
        inputMode="numeric"
        autoComplete={autoComplete}
        placeholder="dd/mm/yyyy"
        value={text}
        disabled={disabled}
        aria-invalid={control['aria-invalid'] ?? (invalid || undefined)}
        onChange={(e) => {
          setText(e.target.value);
          const iso = accepted(e.target.value);
          if (iso) choose(iso);
          else if (clearable && e.target.value.trim() === '' && value !== '') choose('');
        }}
        onBlur={() => {
          // Half a date is not kept: the box goes back to the last day it held; a whole one reads day first.
          setText(britishDate(invalid ? value : (accepted(text) ?? value)));
          onBlur?.();
        }}
        className={cn(controlClasses, 'pr-12')}
      />
      <button
        type="button"
        disabled={disabled}
        aria-label="Choose from a calendar"
        onClick={() => picker.current?.showPicker?.()}
        className="absolute top-1/2 right-1 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-md text-ink-600 hover:text-fairway-800 disabled:opacity-50"
      >
        <CalendarDays className="size-5" aria-hidden="true" />
      </button>
      {/* The browser's calendar, opened by the button; its box is never shown. */}
      <input
        ref={picker}
        type="date"
        tabIndex={-1}
        aria-hidden="true"
        value={ISO.test(value) ? value : ''}
        min={min}
        max={max}
        onChange={(e) => {
          if (ISO.test(e.target.value)) {
            setText(britishDate(e.target.value));
            choose(e.target.value);
          }
        }}
        className="pointer-events-none absolute right-0 bottom-0 size-px opacity-0"
      />
    </div>
  );
}
