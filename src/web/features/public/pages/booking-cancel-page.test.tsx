import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CancellationView } from '@/core/contracts/booking';
import { BookingCancelPage } from './booking-cancel-page';

const TOKEN = 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa';
const MONDAY = 'd1b1c1d1-1111-4111-8111-111111111111';
const TUESDAY = 'd2b1c1d1-1111-4111-8111-111111111111';

const VIEW: CancellationView = {
  booking: {
    id: 'c1b1c1d1-1111-4111-8111-111111111111',
    reference: 'SGA-CAMP2DAY',
    serviceId: 5,
    serviceName: 'Easter Junior Camp',
    providerId: null,
    providerName: null,
    date: '2027-04-05',
    time: '09:00',
    places: [
      {
        id: MONDAY,
        date: '2027-04-05',
        time: '09:00',
        endTime: '15:00',
        status: 'confirmed',
        attendance: null,
      },
      {
        id: TUESDAY,
        date: '2027-04-06',
        time: '09:00',
        endTime: '15:00',
        status: 'confirmed',
        attendance: null,
      },
    ],
    price: '110.00',
    location: 'Hamble Golf Centre',
    status: 'confirmed',
    checkoutUrl: null,
    holdExpiresAt: null,
    payment: {
      rule: 'deposit',
      paidOnline: '20.00',
      dueAtVenue: '90.00',
      refunded: '0.00',
      refundsSettled: true,
    },
    clientName: 'Hannah Reid',
    clientEmail: 'hannah@example.com',
    participantName: 'Oliver Reid',
    cancelUntil: '2027-04-03T09:00:00.000Z',
  },
  cancellable: true,
  policy: 'You can cancel online up to 48 hours before each day.',
  phone: '023 8000 0000',
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The link's booking, and the day call answered by `day`; each request is kept. */
function mockServer(view: CancellationView, day: () => Response) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (method === 'GET' && url.startsWith('/api/booking/cancellation?')) return json(view);
      if (method === 'POST' && url === '/api/booking/cancellation/day') return day();
      return json({ success: false, error: 'Not found', message: 'Not found' }, 404);
    }),
  );
  return calls;
}

function renderPage() {
  const router = createMemoryRouter([{ path: '*', element: <BookingCancelPage /> }], {
    initialEntries: [`/booking/cancel?token=${TOKEN}`],
  });
  render(<RouterProvider router={router} />);
}

afterEach(() => vi.unstubAllGlobals());

describe('the private cancel link', () => {
  it('shows how the booking is paid and cancels one day, saying only the refund the server answered', async () => {
    const calls = mockServer(VIEW, () =>
      json({
        ...VIEW,
        booking: {
          ...VIEW.booking,
          places: [VIEW.booking.places[0]!, { ...VIEW.booking.places[1]!, status: 'cancelled' }],
          payment: {
            ...VIEW.booking.payment!,
            dueAtVenue: '45.00',
            refunded: '10.00',
            refundsSettled: false,
          },
        },
      }),
    );
    renderPage();
    expect(await screen.findByText('£20.00 deposit paid · £90.00 due at the venue')).toBeTruthy();
    const days = screen.getByRole('region', { name: 'Your days' });
    fireEvent.click(within(days).getByRole('button', { name: 'Cancel this day, Tuesday 6 April 2027' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this day?' });
    expect(dialog.textContent).toContain('Its share of what you paid online is refunded to your card.');
    expect(dialog.textContent).not.toMatch(/£\d/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel this day' }));

    expect(await screen.findByText(/Tuesday 6 April 2027 is cancelled/)).toBeTruthy();
    expect(screen.getByText('£10.00 refunded · on its way to your card')).toBeTruthy();
    expect(screen.getByText('£20.00 deposit paid · £45.00 due at the venue')).toBeTruthy();
    expect(within(days).getByText('Cancelled')).toBeTruthy();
    expect(within(days).getAllByRole('button', { name: /Cancel/ })).toHaveLength(1);
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ token: TOKEN, placeId: TUESDAY });
  });

  it('shows the server’s refusal of a day and changes nothing', async () => {
    mockServer(VIEW, () =>
      json({ success: false, error: 'It is too late to cancel this day online. Please call us.' }, 409),
    );
    renderPage();
    const days = await screen.findByRole('region', { name: 'Your days' });
    fireEvent.click(within(days).getByRole('button', { name: 'Cancel this day, Monday 5 April 2027' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this day?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel this day' }));
    expect(await screen.findByText('It is too late to cancel this day online. Please call us.')).toBeTruthy();
    expect(within(days).queryByText('Cancelled')).toBeNull();
    expect(screen.queryByText(/refunded ·|£\d+\.\d\d refunded/)).toBeNull();
  });

  it('says nothing of payments the server did not report, and offers no cancelling while payment is awaited', async () => {
    mockServer(
      {
        ...VIEW,
        booking: {
          ...VIEW.booking,
          status: 'awaiting_payment',
          payment: null,
          places: [VIEW.booking.places[0]!],
        },
      },
      () => json({}, 500),
    );
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Awaiting payment' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Cancel/ })).toBeNull();
    expect(screen.queryByText(/deposit paid|Paid online|due at the venue|refunded/)).toBeNull();
  });

  it('moves one day of the booking through the link and shows the new day on the booking', async () => {
    const moved = {
      ...VIEW.booking,
      places: [VIEW.booking.places[0]!, { ...VIEW.booking.places[1]!, date: '2027-04-07' }],
    };
    const calls = mockServer(VIEW, () => json({}, 500));
    const fetchDay = vi.mocked(fetch).getMockImplementation()!;
    vi.mocked(fetch).mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.startsWith('/api/booking/timeslots?')) {
        calls.push({ method: 'GET', url, body: undefined });
        return json({ success: true, data: { '2027-04-07': ['09:00'] } });
      }
      if (url === '/api/booking/cancellation/move') {
        calls.push({ method: 'POST', url, body: JSON.parse(String(init?.body)) });
        return json(moved);
      }
      return fetchDay(input, init);
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Move to another time' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move to another time' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tuesday 6 April 2027, 09:00–15:00' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Wednesday 7 April 2027' }));
    fireEvent.click(within(dialog).getByRole('button', { name: '09:00' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move booking' }));

    expect(await within(dialog).findByText('Moved to Wednesday 7 April 2027 at 09:00.')).toBeTruthy();
    expect(calls.find((c) => c.url === '/api/booking/cancellation/move')?.body).toEqual({
      token: TOKEN,
      placeId: TUESDAY,
      date: '2027-04-07',
      time: '09:00',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    const days = screen.getByRole('region', { name: 'Your days' });
    expect(within(days).getByText(/Wednesday 7 April 2027/)).toBeTruthy();
  });

  it('offers no move once the server says the booking may not be changed online', async () => {
    mockServer({ ...VIEW, cancellable: false }, () => json({}, 500));
    renderPage();
    expect(await screen.findByText('It is too late to cancel online')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Move to another time' })).toBeNull();
  });
});
