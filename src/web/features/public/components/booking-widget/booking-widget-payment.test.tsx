import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BookingService } from '@/core/contracts/booking';
import { BookingWidget } from './booking-widget';

/** A service paid by a £10 deposit online while the academy takes payments online. */
const services: BookingService[] = [
  {
    id: 1,
    name: 'Junior Group Lesson',
    duration: 60,
    price: '35.00',
    providers: [1],
    kind: 'lesson',
    slug: 'junior-group-lesson',
    bookableUntil: '2026-12-22',
    minAge: 5,
    maxAge: 17,
    paymentRule: 'deposit',
    deposit: '10.00',
  },
];
const coaches = [{ id: 1, name: 'James Whitfield' }];

function participant() {
  fireEvent.change(screen.getByLabelText(/^Participant's name/), { target: { value: 'Ollie Lee' } });
  fireEvent.change(screen.getByLabelText(/^Participant's date of birth/), {
    target: { value: '2016-04-02' },
  });
}

describe('BookingWidget with payments online', () => {
  let routes: Record<string, () => Response>;
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
    routes = {
      '/api/booking/services': () =>
        json({ success: true, data: Object.fromEntries(services.map((s) => [String(s.id), s])) }),
      '/api/booking/providers': () =>
        json({ success: true, data: Object.fromEntries(coaches.map((c) => [String(c.id), c])) }),
      '/api/booking/timeslots': () => json({ success: true, data: { '2026-11-24': ['10:00', '11:00'] } }),
      '/api/family/booking-choices': () => json({ children: [] }),
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) => {
        const route = routes[input.split('?')[0]!];
        if (!route) throw new TypeError(`no route for ${input}`);
        return route();
      }),
    );
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('a place held for payment goes to Stripe’s page and is not announced as booked', async () => {
    const held = {
      id: 'b0000000-0000-4000-8000-000000000001',
      reference: 'SGA-HELD2345',
      serviceId: 1,
      serviceName: 'Junior Group Lesson',
      providerId: null,
      providerName: null,
      date: '2026-11-24',
      time: '10:00',
      places: [{ id: 'p1', date: '2026-11-24', time: '10:00', endTime: '11:00', status: 'awaiting_payment' }],
      price: '35.00',
      location: null,
      status: 'awaiting_payment',
      checkoutUrl: 'https://checkout.stripe.com/c/pay/cs_test_1',
      holdExpiresAt: '2026-11-22T10:31:00.000Z',
      payment: {
        rule: 'deposit',
        paidOnline: '0.00',
        dueAtVenue: '25.00',
        refunded: '0.00',
        refundsSettled: true,
      },
      clientName: 'Ann Lee',
      clientEmail: 'ann@example.com',
      participantName: 'Ollie Lee',
      cancelUntil: null,
    };
    routes['/api/booking/book'] = () => json({ success: true, data: held }, 201);
    const onBookingComplete = vi.fn();
    render(<BookingWidget preselectedServiceId={1} onBookingComplete={onBookingComplete} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Tuesday 24 November 2026' }));
    fireEvent.click(await screen.findByRole('button', { name: '10:00' }));
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Ann Lee' } });
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'ann@example.com' } });
    participant();
    fireEvent.click(screen.getByRole('button', { name: 'Book Now' }));
    expect(await screen.findByRole('heading', { name: 'Taking you to secure payment' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue to payment' }).getAttribute('href')).toBe(
      held.checkoutUrl,
    );
    expect(
      screen.getByText('£35.00: a £10.00 deposit to pay online now, £25.00 to pay at the venue'),
    ).toBeTruthy();
    expect(screen.queryByText('Your booking is confirmed')).toBeNull();
    // The page's booking-ID alert waits for a confirmed booking.
    expect(onBookingComplete).not.toHaveBeenCalled();
  });
});
