import { CalendarX2, CircleCheck, LinkIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { academy } from '@/core/content/academy';
import type { BookingConfirmation } from '@/core/contracts/booking';
import { lazyDateFormat } from '@/core/rules/lazy-intl';
import { Alert } from '@/web/components/ui/alert';
import { buttonClasses } from '@/web/components/ui/button';
import { Card, CardContent } from '@/web/components/ui/card';
import { LoadingState } from '@/web/components/ui/spinner';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { abandonCheckout } from '../components/booking-widget/booking-api';
import { BookingFacts } from '../components/booking-widget/booking-summary';
import { LinkPageHeading } from '../components/link-page-heading';

type Result =
  | { state: 'working' }
  | { state: 'done'; booking: BookingConfirmation }
  | { state: 'invalid'; message: string }
  | { state: 'failed' };

const clock = lazyDateFormat('en-GB', {
  timeZone: 'Europe/London',
  hour: '2-digit',
  minute: '2-digit',
});

/**
 * Where Stripe's "back" link leads (/booking/checkout-cancelled?hold=…): the server gives the held places
 * back at once and closes the payment page, and this page says what the server answered, nothing more.
 */
export function CheckoutCancelledPage() {
  useDocumentTitle('Payment cancelled');
  const [params] = useSearchParams();
  const hold = params.get('hold')?.trim() ?? '';
  const [result, setResult] = useState<Result>({ state: 'working' });
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (!hold) {
      setResult({ state: 'invalid', message: 'The page needs the full link from the payment page.' });
      return;
    }
    // Once per link, even if the page renders twice.
    if (sent.current === hold) return;
    sent.current = hold;
    abandonCheckout(hold).then(
      (outcome) => {
        if (outcome.ok) setResult({ state: 'done', booking: outcome.booking });
        else if (outcome.status === 400 || outcome.status === 404)
          setResult({ state: 'invalid', message: outcome.error ?? 'This link is not valid.' });
        else setResult({ state: 'failed' });
      },
      () => setResult({ state: 'failed' }),
    );
  }, [hold]);

  return (
    <section className="bg-cream-100 py-12 sm:py-20">
      {/* A private page: never in search results. */}
      <meta name="robots" content="noindex" />
      <div className="container-page max-w-xl">
        <Card>
          <CardContent className="flex flex-col gap-6 sm:p-8">
            <Outcome result={result} />
          </CardContent>
        </Card>
      </div>
    </section>
  );
}

function Outcome({ result }: { result: Result }) {
  if (result.state === 'working') return <LoadingState text="Releasing the place we held for you..." />;
  if (result.state === 'invalid' || result.state === 'failed') {
    return (
      <>
        <LinkPageHeading icon={<LinkIcon className="size-6" aria-hidden="true" />}>
          {result.state === 'invalid' ? 'This link is not valid' : 'Something went wrong'}
        </LinkPageHeading>
        <Alert>
          {result.state === 'invalid'
            ? result.message
            : 'We could not reach our booking system just now. Nothing has been charged, and a place held for an unpaid booking is released automatically when its hold ends.'}
        </Alert>
        <Again />
      </>
    );
  }
  const { booking } = result;
  if (booking.status === 'confirmed') {
    return (
      <>
        <LinkPageHeading icon={<CircleCheck className="size-6" aria-hidden="true" />}>
          You have already paid
        </LinkPageHeading>
        <p className="text-base text-ink-700">
          Your payment went through before you left the payment page, so your booking is confirmed. We have
          e-mailed the confirmation to{' '}
          <strong className="font-semibold break-all">{booking.clientEmail}</strong>.
        </p>
        <div className="rounded-lg border border-line bg-cream-50 p-4 sm:p-5">
          <BookingFacts booking={booking} />
        </div>
      </>
    );
  }
  const held = booking.holdExpiresAt ? clock().format(new Date(booking.holdExpiresAt)) : null;
  return (
    <>
      <LinkPageHeading icon={<CalendarX2 className="size-6" aria-hidden="true" />}>
        Payment cancelled
      </LinkPageHeading>
      <p role="status" className="text-base text-ink-700">
        {booking.status === 'expired'
          ? `You left the payment page, so nothing was charged and nothing is booked. The ${booking.places.length === 1 ? 'place' : 'places'} we held for ${booking.serviceName} ${booking.places.length === 1 ? 'is' : 'are'} free again for anyone to book.`
          : `Nothing was charged. ${held ? `The place stays held until ${held}.` : ''}`}
      </p>
      <Again />
    </>
  );
}

function Again() {
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <Link to="/programs" className={buttonClasses({ size: 'lg' })}>
        Book again
      </Link>
      <a href={`tel:${academy.phone.tel}`} className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
        Call {academy.phone.display}
      </a>
    </div>
  );
}
