import { Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import type { BookingService } from '@/core/contracts/booking';
import { Spinner } from '@/web/components/ui/spinner';
import { cn } from '@/web/lib/class-names';
import { poundsLabel } from './booking-state';

/** One numbered step of the widget: a section titled for screen readers as 'Step n: title'. */
export function Step({
  number,
  title,
  titleId,
  aside,
  children,
}: {
  number: number;
  title: string;
  titleId: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={titleId}
      className="flex gap-3 border-t border-line px-4 py-6 first:border-t-0 sm:gap-5 sm:px-8 sm:py-7"
    >
      <span
        aria-hidden="true"
        className="mt-0.5 inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-fairway-700 font-display text-base font-semibold text-white"
      >
        {number}
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-4">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h3 id={titleId} className="text-xl font-semibold text-ink-900">
            <span className="sr-only">Step {number}: </span>
            {title}
          </h3>
          {aside}
        </div>
        {children}
      </div>
    </section>
  );
}

export function InlineLoading() {
  return (
    <p role="status" className="flex items-center gap-2 text-base text-ink-600">
      <Spinner className="text-fairway-600" />
      Loading...
    </p>
  );
}

/** One service as a card-like radio button, with its price and length. */
export function ServiceOption({
  service,
  name,
  checked,
  onChoose,
}: {
  service: BookingService;
  name: string;
  checked: boolean;
  onChoose: () => void;
}) {
  const price = poundsLabel(service.price);
  return (
    <label
      className={cn(
        'relative flex cursor-pointer flex-col gap-1.5 rounded-lg border bg-white p-4 transition-colors duration-150',
        'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus',
        checked
          ? 'border-fairway-700 bg-fairway-50 ring-1 ring-fairway-700'
          : 'border-line-strong hover:border-fairway-600',
      )}
    >
      <input
        type="radio"
        name={name}
        checked={checked}
        onChange={onChoose}
        className="absolute inset-0 size-full cursor-pointer appearance-none rounded-lg opacity-0"
      />
      <span className="flex items-start justify-between gap-3">
        <span className="text-base font-semibold text-ink-900">{service.name}</span>
        {price && <span className="shrink-0 text-base font-semibold text-fairway-800">{price}</span>}
      </span>
      <span className="flex items-center gap-1.5 text-sm font-medium text-ink-600">
        <Clock className="size-4" aria-hidden="true" />
        {service.duration} minutes
      </span>
      {service.description && <span className="text-sm text-ink-700">{service.description}</span>}
    </label>
  );
}
