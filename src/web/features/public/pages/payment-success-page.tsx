import { CalendarCheck, CircleAlert, CircleCheck, Phone } from 'lucide-react';
import { type ReactNode, useEffect, useState, useSyncExternalStore } from 'react';
import { Link, useLocation } from 'react-router';
import { academy } from '@/core/content/academy';
import { paymentSuccessPage as c } from '@/core/content/pages/payment-success';
import type { CheckoutOutcome } from '@/core/contracts/booking';
import { buttonClasses } from '@/web/components/ui/button';
import { LoadingState } from '@/web/components/ui/spinner';
import { apiGet, isApiError } from '@/web/lib/api';
import { formatLongDate } from '@/web/lib/format';
import { useSiteConfig } from '@/web/lib/site-config';
import { firePurchasePixel } from '../components/ad-pixel';

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
}
const browserSearch = () => window.location.search;
/** The page is prerendered without a query string, so hydration starts from an empty one. */
const prerenderSearch = () => '';

/** The address's query string, hydration-safe: empty while prerendering and hydrating, the real one after. */
function useQueryString(): string {
  useLocation();
  return useSyncExternalStore(subscribe, browserSearch, prerenderSearch);
}

type Answer =
  | { state: 'none' }
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'unknown' }
  | { state: 'done'; outcome: CheckoutOutcome };

/**
 * What the server says of the Checkout session in the address (`session_id`, as Stripe sends the customer
 * back): it reads the session from Stripe itself. Nothing else in the address is read.
 */
function useCheckoutOutcome(sessionId: string | null): Answer {
  const [answer, setAnswer] = useState<Answer>({ state: 'loading' });
  useEffect(() => {
    if (!sessionId) {
      setAnswer({ state: 'none' });
      return;
    }
    const controller = new AbortController();
    setAnswer({ state: 'loading' });
    apiGet<CheckoutOutcome>(
      `/api/payments/checkout/${encodeURIComponent(sessionId)}`,
      undefined,
      controller.signal,
    )
      .then((outcome) => setAnswer({ state: 'done', outcome }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setAnswer({ state: isApiError(error) && [400, 404].includes(error.status) ? 'unknown' : 'failed' });
      });
    return () => controller.abort();
  }, [sessionId]);
  return answer;
}

function detailRows(outcome: CheckoutOutcome): [string, string][] {
  const b = outcome.booking!;
  const days = b.places.filter((p) => p.status !== 'cancelled');
  const rows: [string, string | null][] = [
    ['Booking reference', b.reference],
    ['Service', b.serviceName],
    ['For', b.participantName && b.participantName !== b.clientName ? b.participantName : null],
    ['Coach', b.providerName],
    [days.length > 1 ? 'Dates' : 'Date', days.map((p) => formatLongDate(p.date)).join(', ')],
    ['Time', `${b.time} to ${b.places[0]?.endTime ?? ''}`],
    ['Location', b.location ?? academy.venue.name],
    ['Amount paid', `£${outcome.amountPaid}`],
    ...(b.payment && Number(b.payment.dueAtVenue) > 0
      ? ([['To pay at the venue', `£${b.payment.dueAtVenue}`]] as [string, string][])
      : []),
    ['E-mail', b.clientEmail],
  ];
  return rows.filter((row): row is [string, string] => row[1] !== null);
}

function Heading({
  icon,
  tone,
  title,
  children,
}: {
  icon: ReactNode;
  tone: 'good' | 'plain';
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center text-center">
      <span
        className={
          tone === 'good'
            ? 'inline-flex size-16 items-center justify-center rounded-full bg-success-50 text-success-700'
            : 'inline-flex size-16 items-center justify-center rounded-full bg-cream-200 text-ink-700'
        }
      >
        {icon}
      </span>
      <h1 id="page-title" className="mt-5 text-4xl font-semibold lg:text-5xl">
        {title}
      </h1>
      <div className="mt-4 max-w-xl text-lg text-ink-700">{children}</div>
    </div>
  );
}

/** The payment success page (/payment-success): only what the server confirmed for the session. */
export function PaymentSuccessPage() {
  const search = useQueryString();
  const sessionId = new URLSearchParams(search).get('session_id');
  const answer = useCheckoutOutcome(search === '' ? null : sessionId);
  const pixelId = useSiteConfig()?.adPixelId ?? null;

  // Tracking only, once per paid session (the server says which answer is the first), after rendering.
  const outcome = answer.state === 'done' ? answer.outcome : null;
  useEffect(() => {
    if (!pixelId || !outcome?.reportConversion || !outcome.booking) return;
    const b = outcome.booking;
    const handle = window.setTimeout(() =>
      firePurchasePixel(pixelId, {
        value: Number(outcome.amountPaid),
        currency: 'GBP',
        bookingId: b.reference,
        service: b.serviceName,
        coach: b.providerName,
        date: b.date,
        time: b.time,
      }),
    );
    return () => window.clearTimeout(handle);
  }, [pixelId, outcome]);

  let body: ReactNode;
  if (answer.state === 'loading') {
    // Prerendered this way too: the page has its heading before anything is known.
    body = (
      <Heading icon={<CircleAlert className="size-9" aria-hidden="true" />} tone="plain" title="Your payment">
        <LoadingState text="Checking your payment with our payment provider..." className="min-h-32" />
      </Heading>
    );
  } else if (answer.state === 'done' && answer.outcome.outcome === 'confirmed') {
    body = <Paid outcome={answer.outcome} />;
  } else if (answer.state === 'done' && answer.outcome.outcome === 'refunded') {
    body = (
      <Heading
        icon={<CircleAlert className="size-9" aria-hidden="true" />}
        tone="plain"
        title="Your payment is being refunded"
      >
        <p>
          Your payment of £{answer.outcome.amountPaid} reached us after your place was no longer held, and it
          has since been taken, so we could not book it. All of it is being refunded to your card; we have
          e-mailed you the details.
        </p>
      </Heading>
    );
  } else {
    const text =
      answer.state === 'done'
        ? 'No payment has been taken for this booking, so it is not confirmed. If you left the payment page, you can book again.'
        : answer.state === 'failed'
          ? 'We could not check this payment just now. Please refresh the page in a moment; your confirmation e-mail also says whether your booking went through.'
          : 'There is no payment to show here. If you have just paid, your confirmation e-mail has the details.';
    body = (
      <Heading icon={<CircleAlert className="size-9" aria-hidden="true" />} tone="plain" title="Your payment">
        <p>{text}</p>
      </Heading>
    );
  }

  return (
    <section aria-labelledby="page-title" className="bg-cream-100 py-12 sm:py-16 lg:py-20">
      <div className="container-page max-w-3xl">
        {body}
        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
          {/* A family lands on its bookings (the Family page's Bookings section); a student on their portal. */}
          <Link to="/student-portal#bookings" className={buttonClasses({ size: 'lg' })}>
            {c.links.bookings}
          </Link>
          <Link to="/programs" className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
            {c.links.another}
          </Link>
        </div>
        <p className="mt-8 flex flex-wrap items-center justify-center gap-x-2 text-center text-base text-ink-700">
          {c.help}
          <a
            href={`tel:${academy.phone.tel}`}
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-fairway-800 underline underline-offset-4"
          >
            <Phone className="size-4" aria-hidden="true" />
            {academy.phone.display}
          </a>
        </p>
      </div>
    </section>
  );
}

function Paid({ outcome }: { outcome: CheckoutOutcome }) {
  return (
    <>
      <Heading icon={<CircleCheck className="size-9" aria-hidden="true" />} tone="good" title={c.title}>
        <p>
          {outcome.firstName ? `Thank you, ${outcome.firstName}.` : c.thanks} {c.lead}
        </p>
      </Heading>
      <div className="mt-10 rounded-2xl border border-line bg-white p-6 shadow-card sm:p-8">
        <h2 className="flex items-center gap-3 text-2xl font-semibold">
          <CalendarCheck className="size-6 text-fairway-700" aria-hidden="true" />
          {c.detailsTitle}
        </h2>
        <dl className="mt-5 divide-y divide-line">
          {detailRows(outcome).map(([label, value]) => (
            <div key={label} className="flex flex-col gap-0.5 py-3 sm:flex-row sm:gap-6">
              <dt className="text-base text-ink-600 sm:w-44 sm:shrink-0">{label}</dt>
              <dd className="min-w-0 text-base font-semibold break-words text-ink-900">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div className="mt-6 rounded-2xl border border-line bg-white p-6 shadow-card sm:p-8">
        <h2 className="text-2xl font-semibold">{c.nextTitle}</h2>
        <ol className="mt-5 flex flex-col gap-4">
          {c.next.map((step, index) => (
            <li key={step} className="flex items-start gap-4 text-base text-ink-800">
              <span
                aria-hidden="true"
                className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-fairway-50 font-semibold text-fairway-800"
              >
                {index + 1}
              </span>
              <span className="pt-1">
                {step}
                {index === 0 && outcome.booking && (
                  <span className="break-all text-ink-600">
                    {' '}
                    We sent it to {outcome.booking.clientEmail}.
                  </span>
                )}
              </span>
            </li>
          ))}
        </ol>
      </div>
    </>
  );
}
