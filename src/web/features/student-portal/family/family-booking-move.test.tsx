import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FamilyBooking } from '@/core/contracts/booking';
import { FamilyBookings } from './family-bookings';
import { GUARDIAN, json, mockServer, renderAt } from './family-test-server';

const LESSON_ID = 'b1b1c1d1-1111-4111-8111-111111111111';
const PLACE = 'a1b1c1d1-1111-4111-8111-111111111111';

const LESSON: FamilyBooking = {
  id: LESSON_ID,
  reference: 'SGA-LESSON01',
  serviceId: 2,
  serviceName: 'Junior Lesson (30 min)',
  providerId: 7,
  providerName: 'James Whitfield',
  date: '2026-12-01',
  time: '10:00',
  places: [
    { id: PLACE, date: '2026-12-01', time: '10:00', endTime: '10:30', status: 'confirmed', attendance: null },
  ],
  price: '35.00',
  location: 'Hamble Golf Centre',
  status: 'confirmed',
  checkoutUrl: null,
  holdExpiresAt: null,
  payment: null,
  clientName: 'Hannah Reid',
  clientEmail: GUARDIAN.email,
  participantName: 'Oliver Reid',
  cancelUntil: '2026-11-29T10:00:00.000Z',
  cancellable: true,
};

const FREE = { 'GET /api/booking/timeslots': () => ({ success: true, data: { '2026-12-03': ['14:00'] } }) };

function renderBookings(bookings: FamilyBooking[]) {
  renderAt('/student-portal', <FamilyBookings guardian={GUARDIAN} bookings={bookings} />);
  return screen.getByRole('region', { name: 'Bookings' });
}

async function moveTo(bookings: HTMLElement) {
  fireEvent.click(within(bookings).getByRole('button', { name: 'Move to another time' }));
  const dialog = await screen.findByRole('dialog', { name: 'Move to another time' });
  fireEvent.click(await within(dialog).findByRole('button', { name: 'Thursday 3 December 2026' }));
  fireEvent.click(within(dialog).getByRole('button', { name: '14:00' }));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Move booking' }));
  return dialog;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a family moving its own booking', () => {
  it('moves a lesson through the family route and shows the time the server recorded', async () => {
    const calls = mockServer({
      ...FREE,
      [`POST /api/family/bookings/${LESSON_ID}/move`]: () => ({
        ...LESSON,
        date: '2026-12-03',
        time: '14:00',
        places: [{ ...LESSON.places[0]!, date: '2026-12-03', time: '14:00', endTime: '14:30' }],
      }),
    });
    const dialog = await moveTo(renderBookings([LESSON]));
    expect(await within(dialog).findByText('Moved to Thursday 3 December 2026 at 14:00.')).toBeTruthy();
    expect(dialog.textContent).toContain(`updated calendar invitation to ${GUARDIAN.email}`);
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ date: '2026-12-03', time: '14:00' });
  });

  it('shows the server’s refusal in its own words and keeps the dialog open', async () => {
    const late = 'It is less than 48 hours to the start, so this booking can no longer be moved online.';
    mockServer({
      ...FREE,
      [`POST /api/family/bookings/${LESSON_ID}/move`]: () => json({ error: 'conflict', message: late }, 409),
    });
    const dialog = await moveTo(renderBookings([LESSON]));
    expect(await within(dialog).findByText(late)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Move booking' })).toBeTruthy();
  });

  it('offers no move once the server says the booking may not be changed online', () => {
    mockServer({});
    const bookings = renderBookings([{ ...LESSON, cancellable: false }]);
    expect(within(bookings).queryByRole('button', { name: 'Move to another time' })).toBeNull();
  });

  it('shows whether the participant came, as staff recorded it, and nothing before they have', () => {
    mockServer({});
    const past = (reference: string, attendance: 'attended' | 'no_show' | null) => ({
      ...LESSON,
      id: reference,
      reference,
      cancellable: false,
      places: [{ ...LESSON.places[0]!, attendance }],
    });
    const bookings = renderBookings([
      past('SGA-CAME', 'attended'),
      past('SGA-MISSED', 'no_show'),
      past('SGA-UNMARKED', null),
    ]);
    const row = (reference: string) =>
      within(bookings)
        .getAllByRole('listitem')
        .find((li) => li.textContent?.includes(reference))!;
    expect(within(row('SGA-CAME')).getByText('Attended')).toBeTruthy();
    expect(within(row('SGA-MISSED')).getByText('Did not attend')).toBeTruthy();
    expect(row('SGA-UNMARKED').textContent).not.toMatch(/Attended|Did not attend/);
  });
});
