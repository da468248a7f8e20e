import { CalendarCheck, Lock, Mail, MapPin } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { BookingConfirmation } from '@/core/contracts/booking';
import { lazyDateFormat } from '@/core/rules/lazy-intl';
import { Button, buttonClasses } from '@/web/components/ui/button';
import { payOnTheDay } from '@/web/lib/payment-lines';
import { BookingFacts, CANCELLATION_POLICY_TEXT } from './booking-summary';

/** What the visitor sees once the server has confirmed the booking; focus moves to its heading. */
export function Confirmation({
  booking,
  onAgain,
  heading: Heading = 'h3',
}: {
  booking: BookingConfirmation;
  onAgain?: () => void;
  /** h1 where the confirmation is the page (the waiting-list link), h3 inside the widget. */
  heading?: 'h1' | 'h3';
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div role="status" className="flex flex-col gap-6 px-4 py-8 sm:px-8">
      <div className="flex items-start gap-4">
        <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-success-50 text-success-700">
          <CalendarCheck className="size-6" aria-hidden="true" />
        </span>
        <div className="flex flex-col gap-1">
          <Heading ref={headingRef} tabIndex={-1} className="text-2xl font-semibold text-ink-900">
            Your booking is confirmed
          </Heading>
          <p className="text-base text-ink-700">
            Thank you, {booking.clientName}. We look forward to seeing you.
          </p>
        </div>
      </div>
      <div className="rounded-lg border border-line bg-cream-50 p-4 sm:p-5">
        <BookingFacts booking={booking} />
      </div>
      <ul className="flex flex-col gap-3 text-base text-ink-700">
        <li className="flex items-start gap-3">
          <Mail className="mt-0.5 size-5 shrink-0 text-fairway-700" aria-hidden="true" />
          <span>
            We have e-mailed your confirmation to{' '}
            <strong className="break-all font-semibold text-ink-900">{booking.clientEmail}</strong>, with a
            calendar invitation and your private cancellation link.
          </span>
        </li>
        <li className="flex items-start gap-3">
          <MapPin className="mt-0.5 size-5 shrink-0 text-fairway-700" aria-hidden="true" />
          <span>Please arrive 10 minutes early. {payOnTheDay(booking)}</span>
        </li>
      </ul>
      <p className="rounded-lg border border-gold-400/50 bg-gold-100 px-4 py-3 text-base text-ink-800">
        <strong className="font-semibold">Cancellation policy: </strong>
        {CANCELLATION_POLICY_TEXT}
      </p>
      {onAgain && (
        <div>
          <Button variant="secondary" onClick={onAgain}>
            Make another booking
          </Button>
        </div>
      )}
    </div>
  );
}

const clock = lazyDateFormat('en-GB', {
  timeZone: 'Europe/London',
  hour: '2-digit',
  minute: '2-digit',
});

/**
 * The server holds the places and answered Stripe's payment page: the visitor is sent there at once. The
 * link stays for a browser that does not follow (or a slow one); nothing here says the booking is made.
 */
export function GoingToPayment({
  booking,
  checkoutUrl,
}: {
  booking: BookingConfirmation;
  checkoutUrl: string;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
    window.location.assign(checkoutUrl);
  }, [checkoutUrl]);
  const until = booking.holdExpiresAt ? clock().format(new Date(booking.holdExpiresAt)) : null;
  return (
    <div role="status" className="flex flex-col gap-5 px-4 py-8 sm:px-8">
      <div className="flex items-start gap-4">
        <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-fairway-50 text-fairway-700">
          <Lock className="size-6" aria-hidden="true" />
        </span>
        <div className="flex flex-col gap-1">
          <h3 ref={headingRef} tabIndex={-1} className="text-2xl font-semibold text-ink-900">
            Taking you to secure payment
          </h3>
          <p className="text-base text-ink-700">
            {until
              ? `We are holding your ${booking.places.length === 1 ? 'place' : 'places'} until ${until} while you pay`
              : 'We are holding your place while you pay'}{' '}
            on Stripe’s secure page. Your booking is confirmed, and e-mailed to you, once the payment is made.
          </p>
        </div>
      </div>
      <div className="rounded-lg border border-line bg-cream-50 p-4 sm:p-5">
        <BookingFacts booking={booking} />
      </div>
      <div>
        <a href={checkoutUrl} className={buttonClasses({ size: 'lg' })}>
          Continue to payment
        </a>
      </div>
    </div>
  );
}
