import { CalendarCheck, CircleCheck, Phone } from 'lucide-react';
import { useEffect, useSyncExternalStore } from 'react';
import { Link, useLocation } from 'react-router';
import { academy } from '@/core/content/academy';
import { paymentSuccessPage as c } from '@/core/content/pages/payment-success';
import { buttonClasses } from '@/web/components/ui/button';
import { useSiteConfig } from '@/web/lib/site-config';
import { firePurchasePixel } from '../components/ad-pixel';
import { type BookingDetails, readBookingDetails } from '../components/payment-details';

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
}
const browserSearch = () => window.location.search;
/** The page is prerendered without a query string, so hydration starts from an empty one. */
const prerenderSearch = () => '';

/**
 * The address's query string, hydration-safe: empty while prerendering and hydrating, the real one
 * straight after (and on every navigation, which re-renders through useLocation).
 */
function useQueryString(): string {
  useLocation();
  return useSyncExternalStore(subscribe, browserSearch, prerenderSearch);
}

function detailRows(d: BookingDetails): [string, string][] {
  const rows: [string, string | null][] = [
    ['Booking reference', d.bookingId],
    ['Service', d.service],
    ['Coach', d.coach],
    ['Date', d.date],
    ['Time', d.time],
    ['Duration', d.duration],
    ['Location', d.location],
    ['Amount paid', d.price],
    ['Name', d.customerName],
    ['E-mail', d.customerEmail],
  ];
  return rows.filter((row): row is [string, string] => row[1] !== null);
}

/** The payment success page (/payment-success, public-site §2). */
export function PaymentSuccessPage() {
  const search = useQueryString();
  const details = readBookingDetails(search, c.defaults);
  const pixelId = useSiteConfig()?.adPixelId ?? null;

  // Tracking only, and never in the way: after the page has rendered, when the browser is idle.
  const { amount, currency, bookingId, service, coach, date, time } = details;
  useEffect(() => {
    if (!pixelId || amount === null) return;
    const fire = () =>
      firePurchasePixel(pixelId, { value: amount, currency, bookingId, service, coach, date, time });
    const handle = window.setTimeout(fire, 0);
    return () => window.clearTimeout(handle);
  }, [pixelId, amount, currency, bookingId, service, coach, date, time]);

  return (
    <section aria-labelledby="page-title" className="bg-cream-100 py-12 sm:py-16 lg:py-20">
      <div className="container-page max-w-3xl">
        <div className="flex flex-col items-center text-center">
          <span className="inline-flex size-16 items-center justify-center rounded-full bg-success-50 text-success-700">
            <CircleCheck className="size-9" aria-hidden="true" />
          </span>
          <h1 id="page-title" className="mt-5 text-4xl font-semibold lg:text-5xl">
            {c.title}
          </h1>
          <p className="mt-4 max-w-xl text-lg text-ink-700">
            {details.customerName ? `Thank you, ${details.customerName}.` : c.thanks} {c.lead}
          </p>
        </div>

        <div className="mt-10 rounded-2xl border border-line bg-white p-6 shadow-card sm:p-8">
          <h2 className="flex items-center gap-3 text-2xl font-semibold">
            <CalendarCheck className="size-6 text-fairway-700" aria-hidden="true" />
            {c.detailsTitle}
          </h2>
          <dl className="mt-5 divide-y divide-line">
            {detailRows(details).map(([label, value]) => (
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
                  {index === 0 && details.customerEmail && (
                    <span className="text-ink-600"> We sent it to {details.customerEmail}.</span>
                  )}
                </span>
              </li>
            ))}
          </ol>
        </div>

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
