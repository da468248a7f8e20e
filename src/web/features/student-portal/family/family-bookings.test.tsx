import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FamilyBooking } from '@/core/contracts/booking';
import { FamilyBookings } from './family-bookings';
import { GUARDIAN, json, mockServer, renderAt } from './family-test-server';

const CAMP_ID = 'c1b1c1d1-1111-4111-8111-111111111111';
const MONDAY = 'd1b1c1d1-1111-4111-8111-111111111111';
const TUESDAY = 'd2b1c1d1-1111-4111-8111-111111111111';

const CAMP: FamilyBooking = {
  id: CAMP_ID,
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
    rule: 'online_full',
    paidOnline: '110.00',
    dueAtVenue: '0.00',
    refunded: '0.00',
    refundsSettled: true,
  },
  clientName: 'Hannah Reid',
  clientEmail: GUARDIAN.email,
  participantName: 'Oliver Reid',
  cancelUntil: '2027-04-03T09:00:00.000Z',
  cancellable: true,
};

const withPlaces = (statuses: ('confirmed' | 'cancelled')[]) =>
  CAMP.places.map((p, i) => ({ ...p, status: statuses[i]! }));

function renderBookings(bookings: FamilyBooking[]) {
  renderAt('/student-portal', <FamilyBookings guardian={GUARDIAN} bookings={bookings} />);
  return screen.getByRole('region', { name: 'Bookings' });
}

afterEach(() => vi.unstubAllGlobals());

describe('the Family page’s bookings and payments', () => {
  it('says how each is paid and what went back, from the server’s figures only', () => {
    mockServer({});
    const bookings = renderBookings([
      CAMP,
      {
        ...CAMP,
        id: 'a2',
        reference: 'SGA-DEPOSIT',
        places: [CAMP.places[0]!],
        payment: {
          rule: 'deposit',
          paidOnline: '10.00',
          dueAtVenue: '25.00',
          refunded: '0.00',
          refundsSettled: true,
        },
      },
      {
        ...CAMP,
        id: 'a3',
        reference: 'SGA-REFUNDED',
        status: 'cancelled',
        cancellable: false,
        places: withPlaces(['cancelled', 'cancelled']),
        payment: { ...CAMP.payment!, dueAtVenue: '0.00', refunded: '110.00', refundsSettled: false },
      },
      { ...CAMP, id: 'a4', reference: 'SGA-RELAY', places: [CAMP.places[0]!], payment: null },
    ]);
    // The bookings themselves, not the days listed inside a camp's row.
    const rows = within(bookings)
      .getAllByRole('listitem')
      .filter((li) => li.closest('[aria-label="Days"]') === null);
    const row = (reference: string) => rows.find((r) => r.textContent?.includes(reference))!;
    expect(within(row('SGA-CAMP2DAY')).getByText('Paid online £110.00')).toBeTruthy();
    expect(
      within(row('SGA-DEPOSIT')).getByText('£10.00 deposit paid · £25.00 due at the venue'),
    ).toBeTruthy();
    const refunded = row('SGA-REFUNDED');
    expect(within(refunded).getByText('£110.00 refunded · on its way to your card')).toBeTruthy();
    expect(within(refunded).queryByText(/Paid online/)).toBeNull();
    expect(within(refunded).queryByRole('button')).toBeNull();
    // Payments taken elsewhere: nothing is said of them.
    expect(row('SGA-RELAY').textContent).not.toMatch(/paid|due|refunded/i);
  });

  it('shows a held booking as awaiting payment with no cancelling, and leaves lapsed ones out', () => {
    mockServer({});
    const bookings = renderBookings([
      { ...CAMP, status: 'awaiting_payment', reference: 'SGA-HELD', places: [CAMP.places[0]!] },
      { ...CAMP, id: 'e1', status: 'expired', reference: 'SGA-LAPSED' },
    ]);
    expect(within(bookings).getByText('Awaiting payment')).toBeTruthy();
    expect(within(bookings).queryByRole('button', { name: /Cancel/ })).toBeNull();
    expect(bookings.textContent).not.toContain('SGA-LAPSED');
  });

  it('cancels one day of a camp after saying the refund rule, showing only the refund the server answered', async () => {
    const calls = mockServer({
      [`POST /api/family/bookings/${CAMP_ID}/places/${TUESDAY}/cancel`]: () => ({
        booking: {
          ...CAMP,
          places: withPlaces(['confirmed', 'cancelled']),
          payment: { ...CAMP.payment!, refunded: '55.00', refundsSettled: false },
        },
        cancellable: true,
        policy: 'Cancel up to 48 hours before.',
        phone: '023 8000 0000',
      }),
    });
    const bookings = renderBookings([CAMP]);
    const days = within(bookings).getByRole('list', { name: 'Days' });
    expect(within(days).getAllByRole('button', { name: /Cancel/ })).toHaveLength(2);
    fireEvent.click(within(days).getByRole('button', { name: 'Cancel this day, Tuesday 6 April 2027' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this day?' });
    expect(dialog.textContent).toContain('Its share of what you paid online is refunded to your card.');
    expect(dialog.textContent).not.toMatch(/£/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel this day' }));
    expect(
      await within(dialog).findByText(
        /The day is cancelled and we have e-mailed you a confirmation\. £55\.00 refunded · on its way to your card\./,
      ),
    ).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('shows the server’s refusal of a day in its own words', async () => {
    mockServer({
      [`POST /api/family/bookings/${CAMP_ID}/places/${MONDAY}/cancel`]: () =>
        json(
          { error: 'conflict', message: 'It is too late to cancel this day online. Please call us.' },
          409,
        ),
    });
    const bookings = renderBookings([CAMP]);
    fireEvent.click(within(bookings).getByRole('button', { name: 'Cancel this day, Monday 5 April 2027' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this day?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel this day' }));
    expect(
      await within(dialog).findByText('It is too late to cancel this day online. Please call us.'),
    ).toBeTruthy();
    expect(dialog.textContent).not.toMatch(/£\d/);
  });

  it('offers no day to cancel once the server says the booking may not be cancelled online', () => {
    mockServer({});
    const bookings = renderBookings([
      { ...CAMP, cancellable: false, places: withPlaces(['cancelled', 'confirmed']) },
    ]);
    const days = within(bookings).getByRole('list', { name: 'Days' });
    expect(within(days).getByText('Cancelled')).toBeTruthy();
    expect(within(bookings).queryByRole('button', { name: /Cancel/ })).toBeNull();
  });
});
