import { CalendarX2, Phone } from 'lucide-react';
import { academy } from '@/core/content/academy';
import { buttonClasses } from '@/web/components/ui/button';
import { cn } from '@/web/lib/class-names';

interface CallDirectPanelProps {
  /**
   * 'phone': booking by phone is simply how it works here (no online calendar configured, or the adult
   * page's widget would not start). 'unavailable': the online calendar failed (public-site §8).
   */
  variant?: 'phone' | 'unavailable';
  className?: string;
}

/** Where the online calendar would be: a friendly way to book by phone, with a click-to-call link. */
export function CallDirectPanel({ variant = 'phone', className }: CallDirectPanelProps) {
  const unavailable = variant === 'unavailable';
  const Icon = unavailable ? CalendarX2 : Phone;
  return (
    <div
      role={unavailable ? 'alert' : undefined}
      className={cn(
        'flex flex-col items-center rounded-xl border px-6 py-10 text-center sm:px-10',
        unavailable ? 'border-error-600/30 bg-error-50' : 'border-line bg-white shadow-card',
        className,
      )}
    >
      <span
        className={cn(
          'inline-flex size-14 items-center justify-center rounded-full',
          unavailable ? 'bg-white text-error-700' : 'bg-fairway-50 text-fairway-700',
        )}
      >
        <Icon className="size-7" aria-hidden="true" />
      </span>
      <h3 className={cn('mt-4 text-2xl font-semibold', unavailable && 'text-error-700')}>
        {unavailable ? 'Booking Calendar Unavailable' : 'Book by phone'}
      </h3>
      <p className="mt-2 max-w-md text-lg text-ink-700">
        {unavailable
          ? 'Please call us directly to book your lesson'
          : `Call ${academy.headCoach.firstName} and the team: we will find a time that suits you and answer any questions while we are at it.`}
      </p>
      <a
        href={`tel:${academy.phone.tel}`}
        className={buttonClasses({ variant: 'primary', size: 'lg', className: 'mt-6' })}
      >
        <Phone aria-hidden="true" />
        Call {academy.phone.display}
      </a>
      <p className="mt-4 max-w-sm text-sm text-ink-600">
        If we are out on the range when you ring, leave a message and we will call you straight back.
      </p>
    </div>
  );
}
