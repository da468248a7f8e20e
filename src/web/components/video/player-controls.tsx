import type { ReactNode } from 'react';
import { PLAYBACK_RATES } from '@/core/rules/video-frames';
import { cn } from '@/web/lib/class-names';

/** A round control of the dark player bar: a 44 px touch target with its name for screen readers. */
export function PlayerButton({
  label,
  onClick,
  children,
  text,
  strong = false,
  pressed,
}: {
  label: string;
  onClick(): void;
  children?: ReactNode;
  /** A letter shown instead of an icon. */
  text?: string;
  strong?: boolean;
  pressed?: boolean;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      onClick={onClick}
      className={cn(
        'inline-flex size-11 shrink-0 items-center justify-center rounded-full text-sm font-semibold [&_svg]:size-5',
        'outline-none focus-visible:ring-2 focus-visible:ring-gold-300',
        strong
          ? 'bg-white text-fairway-900 hover:bg-cream-100'
          : pressed
            ? 'bg-gold-300 text-ink-900 hover:bg-gold-400'
            : 'text-white hover:bg-white/15',
      )}
    >
      {text ?? children}
    </button>
  );
}

/** The playback speeds as one group of buttons: 0.1×, 0.25×, 0.5×, 1×, 2×. */
export function RatePicker({ rate, onChange }: { rate: number; onChange(rate: number): void }) {
  return (
    <fieldset className="flex flex-wrap items-center gap-1" aria-label="Speed">
      {PLAYBACK_RATES.map((value, index) => (
        <button
          key={value}
          type="button"
          aria-pressed={rate === value}
          aria-label={`Speed ${value}× (${index + 1})`}
          onClick={() => onChange(value)}
          className={cn(
            'min-h-11 min-w-11 rounded-full px-2.5 text-sm font-semibold tabular-nums outline-none',
            'focus-visible:ring-2 focus-visible:ring-gold-300',
            rate === value ? 'bg-white text-fairway-900' : 'text-white/85 hover:bg-white/15',
          )}
        >
          {value}×
        </button>
      ))}
    </fieldset>
  );
}
