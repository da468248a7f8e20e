import { CalendarDays, CircleCheck, ListChecks } from 'lucide-react';
import { academy } from '@/core/content/academy';
import type { BookingConfirmation } from '@/core/contracts/booking';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { BookingWidget } from '../components/booking-widget/booking-widget';

const HOW_IT_WORKS = [
  {
    icon: ListChecks,
    title: 'Select a service',
    text: 'Group lessons, 1:1 coaching, camps or the Friday squad, with the price and length up front.',
  },
  {
    icon: CalendarDays,
    title: 'Pick a date and time',
    text: 'Open days are highlighted; choose one, then a time that suits you, with any coach or your favourite.',
  },
  {
    icon: CircleCheck,
    title: 'Book and confirm',
    text: 'Add your details and book. The confirmation, with a calendar invitation, arrives by e-mail.',
  },
];

/** The alert the spec asks for once a booking is made: its id, or N/A. */
function announceBooking(booking: BookingConfirmation | undefined) {
  window.alert(`Booking confirmed! Booking ID: ${booking?.id || 'N/A'}`);
}

/** /custom-booking: the academy's own booking system, and how it works in three steps. */
export function CustomBookingPage() {
  useDocumentTitle('Custom Booking System');
  return (
    <>
      <section className="border-b border-line bg-cream-100">
        <div className="container-page py-12 sm:py-16">
          <p className="text-sm font-semibold tracking-[0.16em] text-gold-700 uppercase">Book online</p>
          <h1 className="mt-3 max-w-3xl text-3xl font-semibold sm:text-4xl lg:text-5xl">
            Custom Booking System
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-ink-700">
            Book straight into {academy.name}'s diary: choose a session, see the times that are really free,
            and get your confirmation by e-mail in a minute.
          </p>
        </div>
      </section>

      <section aria-labelledby="booking-title" className="bg-cream-50 py-12 sm:py-16">
        <div className="container-page grid gap-10 lg:grid-cols-[minmax(0,1fr)_18rem] lg:gap-12">
          <div className="min-w-0">
            <h2 id="booking-title" className="sr-only">
              Book a session
            </h2>
            <BookingWidget onBookingComplete={announceBooking} />
          </div>
          <aside aria-labelledby="how-title" className="lg:pt-2">
            <h2 id="how-title" className="text-2xl font-semibold">
              How it works
            </h2>
            <ol className="mt-6 flex flex-col gap-6">
              {HOW_IT_WORKS.map(({ icon: Icon, title, text }, index) => (
                <li key={title} className="flex gap-4">
                  <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-fairway-50 text-fairway-700">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <div>
                    <h3 className="text-lg font-semibold">
                      <span className="text-gold-700">{index + 1}.</span> {title}
                    </h3>
                    <p className="mt-1 text-base text-ink-700">{text}</p>
                  </div>
                </li>
              ))}
            </ol>
            <p className="mt-8 rounded-lg border border-line bg-white p-4 text-base text-ink-700">
              Prefer to talk? Call{' '}
              <a className="font-semibold text-fairway-800 underline" href={`tel:${academy.phone.tel}`}>
                {academy.phone.display}
              </a>
              .
            </p>
          </aside>
        </div>
      </section>
    </>
  );
}
