import { Star } from 'lucide-react';
import { useId } from 'react';
import { cn } from '@/web/lib/class-names';

export const MAX_RATING = 5;
const STEPS = Array.from({ length: MAX_RATING }, (_, i) => i + 1);

const starLabel = (n: number) => `${n} ${n === 1 ? 'star' : 'stars'}`;

/** Stars filled up to `rating`, for a card; the words say it for screen readers and in print. */
export function StarsShown({ rating, className }: { rating: number; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <span className="inline-flex gap-0.5" aria-hidden="true">
        {STEPS.map((n) => (
          <Star
            key={n}
            className={cn('size-5', n <= rating ? 'fill-gold-400 text-gold-500' : 'text-ink-300')}
          />
        ))}
      </span>
      <span className="font-semibold text-ink-900">
        {rating}/{MAX_RATING}
        <span className="sr-only"> stars</span>
      </span>
    </span>
  );
}

/**
 * A 1–5 rating as native radio buttons drawn as stars: arrow keys move between them, the group has its
 * legend, and each star is named ('4 stars'), so it works by keyboard and screen reader as any radio
 * group does. Stars up to the chosen one fill.
 */
export function StarRatingInput({
  value,
  onChange,
  legend = 'Rating',
  error,
}: {
  value: number | null;
  onChange(rating: number): void;
  legend?: string;
  error?: string;
}) {
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 text-base font-semibold text-ink-900">{legend}</legend>
      <div className="flex items-center gap-1">
        {STEPS.map((n) => (
          <label
            key={n}
            className={cn(
              'inline-flex size-11 cursor-pointer items-center justify-center rounded-full',
              'transition-colors duration-150 hover:bg-gold-100',
              'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-fairway-600',
            )}
          >
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              className="sr-only"
            />
            <Star
              aria-hidden="true"
              className={cn(
                'size-8',
                value !== null && n <= value ? 'fill-gold-400 text-gold-500' : 'text-ink-500',
              )}
            />
            <span className="sr-only">{starLabel(n)}</span>
          </label>
        ))}
        <span className="ml-2 text-sm font-medium text-ink-700" aria-hidden="true">
          {value ? `${value} of ${MAX_RATING}` : 'Choose 1 to 5'}
        </span>
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-error-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
