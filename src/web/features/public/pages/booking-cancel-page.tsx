import { CalendarClock, CalendarX2, CircleCheck, LinkIcon, Phone, Ticket } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { academy } from '@/core/content/academy';
import type { CancellationView } from '@/core/contracts/booking';
import { MoveBookingDialog } from '@/web/components/booking/move-booking-dialog';
import { Alert } from '@/web/components/ui/alert';
import { Button, buttonClasses } from '@/web/components/ui/button';
import { Card, CardContent } from '@/web/components/ui/card';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { LoadingState } from '@/web/components/ui/spinner';
import { formatLongDate } from '@/web/lib/format';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { cancelBooking, loadCancellation, moveBooking } from '../components/booking-widget/booking-api';
import { BookingFacts } from '../components/booking-widget/booking-summary';
import { LinkPageHeading } from '../components/link-page-heading';
import { CancelDays, PaymentLines, wholeRefundRule } from './booking-cancel-days';

const INVALID_LINK = 'This cancellation link is not valid. Please check the e-mail we sent.';
const LOAD_FAILED = 'We could not load your booking just now. Please try again in a moment.';

type Load =
  | { state: 'loading' }
  | { state: 'invalid'; message: string }
  | { state: 'failed' }
  | { state: 'ready'; view: CancellationView };

function CallLink({ phone }: { phone: string }) {
  return (
    <a
      href={`tel:${phone.replace(/[^\d+]/g, '')}`}
      className={buttonClasses({ variant: 'primary', className: 'w-full sm:w-auto' })}
    >
      <Phone aria-hidden="true" />
      Call {phone}
    </a>
  );
}

function BookingCard({ view }: { view: CancellationView }) {
  return (
    <div className="rounded-lg border border-line bg-cream-50 p-4 sm:p-5">
      <div className="flex flex-col gap-3">
        <BookingFacts booking={view.booking} price="plain" />
        <PaymentLines booking={view.booking} />
      </div>
    </div>
  );
}

function CancelButton({
  token,
  view,
  onCancelled,
}: {
  token: string;
  view: CancellationView;
  onCancelled: (view: CancellationView) => void;
}) {
  const severalDays = view.booking.places.filter((p) => p.status === 'confirmed').length > 1;
  const [open, setOpen] = useState(false);
  const [working, setWorking] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setWorking(true);
    setError(null);
    try {
      const outcome = await cancelBooking(token);
      if (outcome.ok) {
        setOpen(false);
        onCancelled(outcome.view);
      } else {
        setOpen(false);
        setError(outcome.error ?? 'The booking could not be cancelled. Please call us.');
      }
    } catch {
      setOpen(false);
      setError('The booking could not be cancelled. Please try again.');
    } finally {
      setWorking(false);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      {error && <Alert>{error}</Alert>}
      <Dialog open={open} onOpenChange={(next) => !working && setOpen(next)}>
        <Button variant="destructive" size="lg" className="w-full sm:w-auto" onClick={() => setOpen(true)}>
          {severalDays ? 'Cancel all days' : 'Cancel booking'}
        </Button>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Cancel this booking?</DialogTitle>
            <DialogDescription>
              Your place is given up and someone else can book it. This cannot be undone.
              {wholeRefundRule(view)}
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary" disabled={working}>
                Keep my booking
              </Button>
            </DialogClose>
            <Button variant="destructive" onClick={confirm} loading={working} loadingText="Cancelling...">
              Yes, cancel booking
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}

/** Shown only while the server says the booking may still be changed online; it checks again on the move. */
function MoveAction({
  token,
  view,
  onMoved,
}: {
  token: string;
  view: CancellationView;
  onMoved: (booking: CancellationView['booking']) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <Button variant="secondary" size="lg" className="w-full sm:w-auto" onClick={() => setOpen(true)}>
        <CalendarClock aria-hidden="true" />
        Move to another time
      </Button>
      <MoveBookingDialog
        booking={view.booking}
        open={open}
        onOpenChange={setOpen}
        send={(move) => moveBooking(token, move)}
        onMoved={onMoved}
      />
    </div>
  );
}

function BookingState({ token, initial }: { token: string; initial: CancellationView }) {
  const [view, setView] = useState(initial);
  const [justCancelled, setJustCancelled] = useState(false);
  const [dayCancelled, setDayCancelled] = useState<string | null>(null);
  const dayStatus = useRef<HTMLParagraphElement>(null);
  const { booking } = view;
  // The cancelled day's button is gone: the news of it takes the focus instead.
  useEffect(() => {
    if (dayCancelled) dayStatus.current?.focus();
  }, [dayCancelled]);

  if (justCancelled) {
    return (
      <>
        <div role="status" className="flex flex-col gap-3">
          <LinkPageHeading icon={<CircleCheck className="size-6" aria-hidden="true" />}>
            Your booking is cancelled
          </LinkPageHeading>
          <p className="text-base text-ink-700">
            We have e-mailed a confirmation of the cancellation to{' '}
            <strong className="font-semibold break-all text-ink-900">{booking.clientEmail}</strong>. Nothing
            is owed.
          </p>
        </div>
        <BookingCard view={view} />
      </>
    );
  }

  if (booking.status === 'cancelled') {
    return (
      <>
        <LinkPageHeading icon={<CalendarX2 className="size-6" aria-hidden="true" />}>
          This booking is already cancelled
        </LinkPageHeading>
        <p className="text-base text-ink-700">
          There is nothing more to do. To book again, call us or book online.
        </p>
        <BookingCard view={view} />
      </>
    );
  }

  if (booking.status === 'awaiting_payment' || booking.status === 'expired') {
    const held = booking.status === 'awaiting_payment';
    return (
      <>
        <LinkPageHeading icon={<Ticket className="size-6" aria-hidden="true" />}>
          {held ? 'Awaiting payment' : 'This booking was not completed'}
        </LinkPageHeading>
        <p className="text-base text-ink-700">
          {held
            ? 'The places are held while the payment is made online; nothing is booked until it is.'
            : 'It was not paid in time, so the places were given back. Nothing was taken.'}
        </p>
        <BookingCard view={view} />
      </>
    );
  }

  const severalDays = booking.places.length > 1;
  return (
    <>
      <LinkPageHeading icon={<Ticket className="size-6" aria-hidden="true" />}>Your booking</LinkPageHeading>
      {dayCancelled && (
        <p
          ref={dayStatus}
          tabIndex={-1}
          role="status"
          className="rounded-lg bg-fairway-50 px-4 py-3 text-base text-ink-900 outline-none"
        >
          {formatLongDate(dayCancelled)} is cancelled. We have e-mailed you a confirmation.
        </p>
      )}
      <BookingCard view={view} />
      {severalDays && (
        <CancelDays
          token={token}
          view={view}
          onCancelled={(next, day) => {
            setView(next);
            // The last day left cancels the whole booking.
            if (next.booking.status === 'cancelled') setJustCancelled(true);
            else setDayCancelled(day.date);
          }}
        />
      )}
      {view.cancellable ? (
        <div className="flex flex-col gap-4">
          <p className="text-base text-ink-700">{view.policy}</p>
          {booking.status === 'confirmed' && (
            <MoveAction token={token} view={view} onMoved={(moved) => setView({ ...view, booking: moved })} />
          )}
          <CancelButton
            token={token}
            view={view}
            onCancelled={(next) => {
              setView(next);
              setJustCancelled(true);
            }}
          />
        </div>
      ) : (
        <div className="flex flex-col gap-4 rounded-lg border border-gold-400/50 bg-gold-100 p-4 sm:p-5">
          <h2 className="text-xl font-semibold text-ink-900">It is too late to cancel online</h2>
          <p className="text-base text-ink-800">{view.policy}</p>
          <div>
            <CallLink phone={view.phone} />
          </div>
        </div>
      )}
    </>
  );
}

function Cancellation({ token }: { token: string }) {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  useEffect(() => {
    let active = true;
    setLoad({ state: 'loading' });
    loadCancellation(token).then(
      (outcome) => {
        if (!active) return;
        if (outcome.ok) setLoad({ state: 'ready', view: outcome.view });
        else if (outcome.status === 400 || outcome.status === 404)
          setLoad({ state: 'invalid', message: outcome.error ?? INVALID_LINK });
        else setLoad({ state: 'failed' });
      },
      () => active && setLoad({ state: 'failed' }),
    );
    return () => {
      active = false;
    };
  }, [token]);

  if (load.state === 'loading') return <LoadingState text="Loading your booking..." />;
  if (load.state === 'ready') return <BookingState token={token} initial={load.view} />;
  if (load.state === 'invalid') return <InvalidLink message={load.message} />;
  return (
    <>
      <LinkPageHeading icon={<CalendarX2 className="size-6" aria-hidden="true" />} tone="red">
        Something went wrong
      </LinkPageHeading>
      <Alert>{LOAD_FAILED}</Alert>
      <div>
        <CallLink phone={academy.phone.display} />
      </div>
    </>
  );
}

function InvalidLink({ message }: { message: string }) {
  return (
    <>
      <LinkPageHeading icon={<LinkIcon className="size-6" aria-hidden="true" />} tone="red">
        This link is not valid
      </LinkPageHeading>
      <Alert>{message}</Alert>
      <p className="text-base text-ink-700">
        Use the link in your booking confirmation e-mail exactly as it is. If it still does not work, call us
        and we will help.
      </p>
      <div>
        <CallLink phone={academy.phone.display} />
      </div>
    </>
  );
}

/** /booking/cancel?token=…: the private link in every booking confirmation. */
export function BookingCancelPage() {
  useDocumentTitle('Cancel Booking');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim();
  return (
    <section className="bg-cream-100 py-12 sm:py-20">
      {/* A private page: never in search results. */}
      <meta name="robots" content="noindex" />
      <div className="container-page max-w-xl">
        <Card>
          <CardContent className="flex flex-col gap-6 sm:p-8">
            {token ? (
              <Cancellation token={token} />
            ) : (
              <InvalidLink message="The page needs the full link from your booking confirmation e-mail." />
            )}
          </CardContent>
        </Card>
      </div>
    </section>
  );
}
