import { CalendarClock, CalendarX2, CircleCheck, ClipboardList, LinkIcon } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { academy } from '@/core/content/academy';
import type { BookingConfirmation } from '@/core/contracts/booking';
import type { WaitingPlaceView } from '@/core/contracts/session-waiting-list';
import { lazyDateFormat } from '@/core/rules/lazy-intl';
import { Alert } from '@/web/components/ui/alert';
import { Button, buttonClasses } from '@/web/components/ui/button';
import { Card, CardContent } from '@/web/components/ui/card';
import { LoadingState } from '@/web/components/ui/spinner';
import { apiGet, apiPost, isApiError } from '@/web/lib/api';
import { formatLongDate } from '@/web/lib/format';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { Confirmation, GoingToPayment } from '../components/booking-widget/booking-confirmation';
import { campDayTimes } from '../components/camp-days';
import { LinkPageHeading } from '../components/link-page-heading';
import { WaitingPlaceOfferForm } from '../components/waiting-place-offer-form';

type Loaded =
  | { state: 'loading' }
  | { state: 'ready'; view: WaitingPlaceView }
  | { state: 'booked'; booking: BookingConfirmation }
  | { state: 'invalid'; message: string }
  | { state: 'failed' };

const deadline = lazyDateFormat('en-GB', {
  timeZone: 'Europe/London',
  hour: '2-digit',
  minute: '2-digit',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
});
/** '22:00 on Sunday 22 November', the London clock. */
function untilWords(iso: string): string {
  const p: Record<string, string> = {};
  for (const part of deadline().formatToParts(new Date(iso))) p[part.type] = part.value;
  return `${p.hour}:${p.minute} on ${p.weekday} ${p.day} ${p.month}`;
}

/**
 * The customer's private waiting-list link (/waiting-list?token=…), from the joining e-mail or the offer:
 * where they stand, the place held for them and until when, or what became of it, as the server says.
 */
export function WaitingListPlacePage() {
  useDocumentTitle('Your place on the waiting list');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });

  const load = useCallback(() => {
    if (!token) {
      setLoaded({ state: 'invalid', message: 'The page needs the full link from our e-mail.' });
      return;
    }
    apiGet<WaitingPlaceView>(`/api/waiting-list/place?${new URLSearchParams({ token })}`).then(
      (view) => setLoaded({ state: 'ready', view }),
      (error) =>
        setLoaded(
          isApiError(error) && (error.status === 400 || error.status === 404)
            ? { state: 'invalid', message: error.serverMessage ?? 'This link is not valid.' }
            : { state: 'failed' },
        ),
    );
  }, [token]);
  useEffect(load, [load]);

  return (
    <section className="bg-cream-100 py-12 sm:py-20">
      {/* A private page: never in search results. */}
      <meta name="robots" content="noindex" />
      <div className="container-page max-w-xl">
        <Card>
          <CardContent className="flex flex-col gap-6 sm:p-8">
            <Place loaded={loaded} token={token} onChange={setLoaded} />
          </CardContent>
        </Card>
      </div>
    </section>
  );
}

function Day({ view }: { view: WaitingPlaceView }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-lg border border-line bg-cream-50 p-4 text-base sm:p-5">
      <dt className="text-ink-600">What</dt>
      <dd className="font-medium text-ink-900">{view.serviceName}</dd>
      <dt className="text-ink-600">When</dt>
      <dd className="font-medium text-ink-900">
        {formatLongDate(view.date)}, {campDayTimes(view)}
      </dd>
      <dt className="text-ink-600">For</dt>
      <dd className="font-medium text-ink-900">{view.participantName}</dd>
    </dl>
  );
}

function Place({
  loaded,
  token,
  onChange,
}: {
  loaded: Loaded;
  token: string;
  onChange: (next: Loaded) => void;
}) {
  const [leaving, setLeaving] = useState(false);
  const [leaveError, setLeaveError] = useState<string | null>(null);

  if (loaded.state === 'loading') return <LoadingState text="Finding your place on the list..." />;
  if (loaded.state === 'invalid' || loaded.state === 'failed') {
    return (
      <>
        <LinkPageHeading icon={<LinkIcon className="size-6" aria-hidden="true" />}>
          {loaded.state === 'invalid' ? 'This link is not valid' : 'Something went wrong'}
        </LinkPageHeading>
        <Alert>
          {loaded.state === 'invalid'
            ? loaded.message
            : `We could not reach the academy just now. Please try again, or call us on ${academy.phone.display}.`}
        </Alert>
      </>
    );
  }
  if (loaded.state === 'booked') {
    const { booking } = loaded;
    return booking.status === 'awaiting_payment' && booking.checkoutUrl ? (
      <GoingToPayment booking={booking} checkoutUrl={booking.checkoutUrl} />
    ) : (
      <Confirmation booking={booking} heading="h1" />
    );
  }

  const { view } = loaded;
  async function leave() {
    setLeaving(true);
    setLeaveError(null);
    try {
      onChange({
        state: 'ready',
        view: await apiPost<WaitingPlaceView>('/api/waiting-list/place/leave', { token }),
      });
    } catch {
      setLeaveError('We could not take you off the list just now. Please try again.');
    } finally {
      setLeaving(false);
    }
  }
  const leaveButton = (
    <>
      {leaveError && <Alert>{leaveError}</Alert>}
      <div>
        <Button variant="secondary" loading={leaving} loadingText="Leaving..." onClick={leave}>
          Leave the waiting list
        </Button>
      </div>
    </>
  );

  switch (view.status) {
    case 'waiting':
      return (
        <>
          <LinkPageHeading icon={<ClipboardList className="size-6" aria-hidden="true" />}>
            {`You're number ${view.position} on the waiting list`}
          </LinkPageHeading>
          <Day view={view} />
          <p className="text-base text-ink-700">
            If a place comes up, we will e-mail you at once and hold it for you for a while. Nothing is booked
            or paid until you take it up.
          </p>
          {leaveButton}
        </>
      );
    case 'offered':
      return (
        <>
          <LinkPageHeading icon={<CalendarClock className="size-6" aria-hidden="true" />}>
            A place is yours to book
          </LinkPageHeading>
          <p role="status" className="text-base text-ink-700">
            We are holding it for you until{' '}
            <strong className="font-semibold text-ink-900">{untilWords(view.offerExpiresAt!)}</strong>. After
            that it goes to the next person on the list.
          </p>
          <Day view={view} />
          <WaitingPlaceOfferForm
            token={token}
            view={view}
            onBooked={(booking) => onChange({ state: 'booked', booking })}
          />
          {leaveButton}
        </>
      );
    case 'booked':
      return (
        <>
          <LinkPageHeading icon={<CircleCheck className="size-6" aria-hidden="true" />}>
            This place is booked
          </LinkPageHeading>
          <Day view={view} />
          <p className="text-base text-ink-700">
            Your booking confirmation was e-mailed to you, with your private link to change or cancel it.
          </p>
        </>
      );
    default:
      return (
        <>
          <LinkPageHeading icon={<CalendarX2 className="size-6" aria-hidden="true" />}>
            {view.status === 'lapsed'
              ? 'The time to book this place has run out'
              : view.status === 'left'
                ? 'You have left the waiting list'
                : 'This day has passed'}
          </LinkPageHeading>
          <Day view={view} />
          <p className="text-base text-ink-700">
            {view.status === 'lapsed'
              ? 'The place we held for you has gone to the next person on the list.'
              : view.status === 'left'
                ? 'We will not offer you a place for this day.'
                : 'The day has started or is no longer running, so the list is closed.'}
          </p>
          <div>
            <Link to="/summer-academy" className={buttonClasses({ size: 'lg' })}>
              See other camp days
            </Link>
          </div>
        </>
      );
  }
}
