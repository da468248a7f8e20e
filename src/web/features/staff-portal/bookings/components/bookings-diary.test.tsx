import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BookingConfirmation } from '@/core/contracts/booking';
import type { StaffBooking } from '@/core/contracts/booking-admin';
import { createQueryClient } from '@/web/lib/query-client';
import { BookingsDiary } from './bookings-diary';

const DAY = '2026-12-05';

const booking = (id: number, patch: Partial<StaffBooking>): StaffBooking => ({
  id: `00000000-0000-4000-8000-00000000000${id}`,
  placeId: `10000000-0000-4000-8000-00000000000${id}`,
  reference: `SGA-${id}`,
  serviceId: 1,
  serviceName: 'Adult 1:1 Lesson',
  coach: { id: 1, name: 'James Whitfield' },
  date: DAY,
  time: `1${id}:00`,
  endTime: `1${id}:45`,
  status: 'confirmed',
  clientName: `Client ${id}`,
  clientEmail: `client${id}@example.com`,
  clientPhone: null,
  comment: null,
  price: '55.00',
  location: null,
  bookedAt: '2026-11-20T10:00:00.000Z',
  places: 1,
  participantName: null,
  participantAge: null,
  hasWelfare: false,
  attendance: null,
  started: false,
  frontDesk: false,
  payment: { rule: 'venue', paidOnline: '0.00', dueAtVenue: '55.00', balancePaid: false },
  ...patch,
});

const ONLINE = booking(1, {
  clientName: 'Olivia Online',
  payment: { rule: 'online_full', paidOnline: '55.00', dueAtVenue: '0.00', balancePaid: false },
});
const DEPOSIT = booking(2, {
  clientName: 'Dan Deposit',
  price: '35.00',
  payment: { rule: 'deposit', paidOnline: '10.00', dueAtVenue: '25.00', balancePaid: false },
});
const VENUE = booking(3, {
  clientName: 'Vera Venue',
  price: '70.00',
  payment: { rule: 'venue', paidOnline: '0.00', dueAtVenue: '70.00', balancePaid: false },
});
const HELD = booking(4, {
  clientName: 'Harry Held',
  status: 'awaiting_payment',
  payment: { rule: 'online_full', paidOnline: '0.00', dueAtVenue: '0.00', balancePaid: false },
});

/** What the balance call answers: the booking as the booking calls carry it, now with nothing due. */
const confirmation = (id: string): BookingConfirmation => ({
  id,
  reference: 'SGA-2',
  serviceId: 1,
  serviceName: 'Adult 1:1 Lesson',
  providerId: 1,
  providerName: 'James Whitfield',
  date: DAY,
  time: '12:00',
  places: [
    {
      id: DEPOSIT.placeId,
      date: DAY,
      time: '12:00',
      endTime: '12:45',
      status: 'confirmed',
      attendance: null,
    },
  ],
  price: '35.00',
  location: null,
  status: 'confirmed',
  checkoutUrl: null,
  holdExpiresAt: null,
  payment: {
    rule: 'deposit',
    paidOnline: '10.00',
    dueAtVenue: '0.00',
    refunded: '0.00',
    refundsSettled: true,
  },
  clientName: 'Dan Deposit',
  clientEmail: 'client2@example.com',
  participantName: null,
  cancelUntil: null,
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The day's bookings; the balance call answers as `balance` says, and a success settles the booking. */
const CAMP = {
  id: 7,
  serviceName: 'Half-Term Golf Camp',
  coach: { id: 1, name: 'James Whitfield' },
  date: DAY,
  start: '10:00',
  end: '14:00',
  capacity: 6,
  placesLeft: 2,
};

function mockServer(balance: 'ok' | 'refuse') {
  let bookings = [ONLINE, DEPOSIT, VENUE, HELD];
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      calls.push(`${method} ${url}`);
      if (method === 'GET' && url.startsWith('/api/staff/bookings?')) {
        return json({ from: DAY, to: DAY, bookings, sessions: [CAMP] });
      }
      const settle = /^\/api\/staff\/bookings\/([^/]+)\/balance$/.exec(url);
      if (method === 'POST' && settle) {
        if (balance === 'refuse') {
          return json({ error: 'conflict', message: 'Nothing is due at the venue on this booking.' }, 409);
        }
        bookings = bookings.map((b) =>
          b.id === settle[1] ? { ...b, payment: { ...b.payment, dueAtVenue: '0.00', balancePaid: true } } : b,
        );
        return json({ booking: confirmation(settle[1]!) });
      }
      return json({ message: 'Not found' }, 404);
    }),
  );
  return calls;
}

function renderDiary() {
  const router = createMemoryRouter(
    [{ path: '*', element: <BookingsDiary isAdmin={false} coaches={[]} /> }],
    { initialEntries: [`/staff?date=${DAY}`] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

// The first answer can be slow on a loaded machine: wait for it longer than a re-render.
const card = (name: RegExp) => screen.findByRole('listitem', { name }, { timeout: 5000 });

afterEach(() => vi.unstubAllGlobals());

describe('the staff diary’s payments', () => {
  it('says how each booking is paid, as the server recorded it, and counts held places apart', async () => {
    mockServer('ok');
    renderDiary();
    const online = await card(/Olivia Online$/);
    expect(within(online).getByText('Paid online £55.00')).toBeTruthy();
    expect(within(online).queryByRole('button', { name: 'Record balance paid' })).toBeNull();

    const deposit = await card(/Dan Deposit$/);
    expect(within(deposit).getByText('£10.00 deposit paid · £25.00 due at the venue')).toBeTruthy();
    expect(within(deposit).getByRole('button', { name: 'Record balance paid' })).toBeTruthy();

    const venue = await card(/Vera Venue$/);
    expect(within(venue).getByText('£70.00 due at the venue')).toBeTruthy();
    expect(within(venue).getByRole('button', { name: 'Record balance paid' })).toBeTruthy();

    // A held place is not a booking yet: no payment claimed, nothing to cancel or take.
    const held = await card(/Harry Held, awaiting payment$/);
    expect(within(held).getByText('Awaiting payment')).toBeTruthy();
    expect(within(held).queryByText(/Paid online|due at the venue/)).toBeNull();
    expect(within(held).queryAllByRole('button')).toHaveLength(0);

    expect(screen.getByText('3 bookings, 1 awaiting payment')).toBeTruthy();
    // The day's camp, with the places the server counted as left.
    const sessions = screen.getByRole('region', { name: 'Sessions and places left' });
    expect(within(sessions).getByText('10:00–14:00 Half-Term Golf Camp')).toBeTruthy();
    expect(within(sessions).getByText('2 of 6 places left')).toBeTruthy();
  });

  it('records a balance taken at the venue after asking, and then shows it paid', async () => {
    const calls = mockServer('ok');
    renderDiary();
    const deposit = await card(/Dan Deposit$/);
    fireEvent.click(within(deposit).getByRole('button', { name: 'Record balance paid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record the balance as paid?' });
    expect(dialog.textContent).toContain('Dan Deposit paid £25.00 at the venue');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record balance paid' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toContain(`POST /api/staff/bookings/${DEPOSIT.id}/balance`);
    expect(await within(deposit).findByText('£10.00 deposit paid · Balance paid at the venue')).toBeTruthy();
    expect(within(deposit).queryByRole('button', { name: 'Record balance paid' })).toBeNull();
  });

  it('shows the server’s refusal in the dialog and claims nothing was recorded', async () => {
    mockServer('refuse');
    renderDiary();
    const venue = await card(/Vera Venue$/);
    fireEvent.click(within(venue).getByRole('button', { name: 'Record balance paid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record the balance as paid?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record balance paid' }));
    expect(await within(dialog).findByText('Nothing is due at the venue on this booking.')).toBeTruthy();
    expect(within(venue).getByText('£70.00 due at the venue')).toBeTruthy();
  });
});
