import { CircleCheck } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import type { BookingConfirmation } from '@/core/contracts/booking';
import { Alert } from '@/web/components/ui/alert';
import { LoadingState } from '@/web/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs';
import { useSiteConfig } from '@/web/lib/site-config';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { BookingWidget } from '../components/booking-widget/booking-widget';
import { SchedulingWidget } from '../components/scheduling-widget';

/** The embedded provider's calendar, or a plain note that none is configured. */
function EmbeddedWidget() {
  const widget = useSiteConfig()?.bookingWidget;
  // The settings are read after hydration; until then say nothing either way.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!hydrated) return <LoadingState className="min-h-64 rounded-xl border border-line bg-white" />;
  if (!widget) {
    return (
      <Alert tone="info" title="No third-party scheduler is configured">
        This site has no embedded scheduling widget set up, so there is nothing to show here. The custom
        widget books straight into the academy's own diary.
      </Alert>
    );
  }
  return <SchedulingWidget containerId="sbw_comparison" />;
}

function SuccessCard({ booking }: { booking: BookingConfirmation }) {
  const rows: [string, ReactNode][] = [
    [
      'Booking ID',
      <span key="id" className="font-mono text-sm break-all">
        {booking.id}
      </span>,
    ],
    ['Reference', booking.reference],
    ['Service', booking.serviceName],
    ['Date', booking.places.map((p) => p.date).join(', ') || booking.date],
    ['Time', booking.time],
    ['Coach', booking.providerName ?? 'Any available coach'],
    ['Price', `£${booking.price}`],
    ['Status', booking.status],
    ['Name', booking.clientName],
    ['E-mail', booking.clientEmail],
  ];
  return (
    <div role="status" className="rounded-xl border border-success-600/30 bg-success-50 p-5 sm:p-6">
      <h2 className="flex items-center gap-3 text-2xl font-semibold text-success-700">
        <CircleCheck className="size-7 shrink-0" aria-hidden="true" />
        Booking successful
      </h2>
      <p className="mt-2 text-base text-ink-700">The booking call answered with this booking:</p>
      <dl className="mt-4 grid gap-x-6 gap-y-2 text-base sm:grid-cols-[9rem_1fr]">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-semibold text-ink-600">{term}</dt>
            <dd className="-mt-1 min-w-0 break-words text-ink-900 sm:mt-0">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <h3 className="text-xl font-semibold">{title}</h3>
      {children}
    </div>
  );
}

/** /booking-comparison: the academy's own widget and the embedded provider's, side by side or alone. */
export function BookingComparisonPage() {
  useDocumentTitle('Booking Comparison');
  const [booking, setBooking] = useState<BookingConfirmation | null>(null);
  return (
    <>
      <section className="border-b border-line bg-cream-100">
        <div className="container-page py-12 sm:py-16">
          <p className="text-sm font-semibold tracking-[0.16em] text-gold-700 uppercase">Booking options</p>
          <h1 className="mt-3 text-3xl font-semibold sm:text-4xl lg:text-5xl">Booking Comparison</h1>
          <p className="mt-5 max-w-2xl text-lg text-ink-700">
            Two ways to book a lesson online: the custom widget, which talks to the academy's own booking API,
            and the scheduling provider's embedded iframe widget.
          </p>
        </div>
      </section>

      <section aria-labelledby="comparison-title" className="bg-cream-50 py-12 sm:py-16">
        <div className="container-page flex flex-col gap-8">
          <h2 id="comparison-title" className="sr-only">
            The booking widgets
          </h2>
          {booking && <SuccessCard booking={booking} />}
          <Tabs defaultValue="side-by-side" className="flex flex-col gap-8">
            <TabsList variant="underline" aria-label="Choose a view">
              <TabsTrigger value="side-by-side">Side by side</TabsTrigger>
              <TabsTrigger value="custom">Custom API widget</TabsTrigger>
              <TabsTrigger value="embedded">Embedded iframe widget</TabsTrigger>
            </TabsList>
            <TabsContent value="side-by-side">
              <div className="grid gap-10 xl:grid-cols-2">
                <Column title="Custom API widget">
                  <BookingWidget onBookingComplete={setBooking} />
                </Column>
                <Column title="Embedded iframe widget">
                  <EmbeddedWidget />
                </Column>
              </div>
            </TabsContent>
            <TabsContent value="custom">
              <BookingWidget onBookingComplete={setBooking} className="max-w-4xl" />
            </TabsContent>
            <TabsContent value="embedded">
              <div className="max-w-4xl">
                <EmbeddedWidget />
              </div>
            </TabsContent>
          </Tabs>
        </div>
      </section>
    </>
  );
}
