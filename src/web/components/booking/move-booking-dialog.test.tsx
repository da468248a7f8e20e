import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BookingConfirmation } from '@/core/contracts/booking';
import { MoveBookingDialog, type MoveOutcome, type MoveRequest } from './move-booking-dialog';

const LESSON_PLACE = 'a1b1c1d1-1111-4111-8111-111111111111';
const MONDAY = 'd1b1c1d1-1111-4111-8111-111111111111';
const TUESDAY = 'd2b1c1d1-1111-4111-8111-111111111111';

const LESSON: BookingConfirmation = {
  id: 'b1b1c1d1-1111-4111-8111-111111111111',
  reference: 'SGA-LESSON01',
  serviceId: 2,
  serviceName: 'Private Lesson (60 min)',
  providerId: 7,
  providerName: 'James Whitfield',
  date: '2026-12-01',
  time: '10:00',
  places: [
    {
      id: LESSON_PLACE,
      date: '2026-12-01',
      time: '10:00',
      endTime: '11:00',
      status: 'confirmed',
      attendance: null,
    },
  ],
  price: '65.00',
  location: 'Hamble Golf Centre',
  status: 'confirmed',
  checkoutUrl: null,
  holdExpiresAt: null,
  payment: null,
  clientName: 'Hannah Reid',
  clientEmail: 'hannah@example.com',
  participantName: null,
  cancelUntil: '2026-11-29T10:00:00.000Z',
};

const CAMP: BookingConfirmation = {
  ...LESSON,
  serviceId: 5,
  serviceName: 'Christmas Junior Camp',
  providerId: null,
  providerName: null,
  places: [
    {
      id: MONDAY,
      date: '2026-12-14',
      time: '09:00',
      endTime: '15:00',
      status: 'confirmed',
      attendance: null,
    },
    {
      id: TUESDAY,
      date: '2026-12-15',
      time: '09:00',
      endTime: '15:00',
      status: 'confirmed',
      attendance: null,
    },
  ],
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The widget's timeslots call answered with `days`; each address asked for is kept. */
function mockTimeslots(days: Record<string, string[]>) {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      urls.push(String(input));
      return json({ success: true, data: days });
    }),
  );
  return urls;
}

function renderDialog(booking: BookingConfirmation, send: (move: MoveRequest) => Promise<MoveOutcome>) {
  const onMoved = vi.fn();
  render(<MoveBookingDialog booking={booking} open onOpenChange={() => {}} send={send} onMoved={onMoved} />);
  return { dialog: screen.getByRole('dialog', { name: 'Move to another time' }), onMoved };
}

async function pick(dialog: HTMLElement, date: string, time: string) {
  fireEvent.click(await within(dialog).findByRole('button', { name: date }));
  fireEvent.click(within(dialog).getByRole('button', { name: time }));
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('moving a booking to another time', () => {
  it('asks for the coach’s free times and shows the new time as the server answered it', async () => {
    const urls = mockTimeslots({ '2026-12-03': ['09:00', '14:00'], '2026-12-04': [] });
    const moved = {
      ...LESSON,
      date: '2026-12-03',
      time: '14:00',
      places: [{ ...LESSON.places[0]!, date: '2026-12-03', time: '14:00', endTime: '15:00' }],
    };
    const send = vi.fn(async (): Promise<MoveOutcome> => ({ ok: true, booking: moved }));
    const { dialog, onMoved } = renderDialog(LESSON, send);

    expect(within(dialog).getByText('Now Tuesday 1 December 2026 at 10:00.')).toBeTruthy();
    const move = within(dialog).getByRole('button', { name: 'Move booking' }) as HTMLButtonElement;
    expect(move.disabled).toBe(true);
    // A day without free times cannot be chosen.
    expect(
      (
        await within(dialog).findByRole('button', { name: 'Friday 4 December 2026, unavailable' })
      ).getAttribute('aria-disabled'),
    ).toBe('true');
    await pick(dialog, 'Thursday 3 December 2026', '14:00');
    expect(dialog.textContent).toContain('You have chosen Thursday 3 December 2026 at 14:00.');
    fireEvent.click(move);

    expect(await within(dialog).findByText('Moved to Thursday 3 December 2026 at 14:00.')).toBeTruthy();
    expect(dialog.textContent).toContain(
      'We have e-mailed the updated calendar invitation to hannah@example.com.',
    );
    expect(send).toHaveBeenCalledWith({ placeId: undefined, date: '2026-12-03', time: '14:00' });
    expect(onMoved).toHaveBeenCalledWith(moved);
    const asked = new URL(urls[0]!, 'http://localhost');
    expect(asked.pathname).toBe('/api/booking/timeslots');
    expect(Object.fromEntries(asked.searchParams)).toMatchObject({
      serviceId: '2',
      providerId: '7',
      date: '2026-11-22',
    });
  });

  it('shows a refusal in the server’s words, reads the free times again and stays usable', async () => {
    const urls = mockTimeslots({ '2026-12-03': ['09:00', '14:00'] });
    const send = vi.fn(
      async (): Promise<MoveOutcome> => ({
        ok: false,
        error: 'That time has just been taken',
        fields: { time: 'No longer available' },
      }),
    );
    const { dialog, onMoved } = renderDialog(LESSON, send);
    await pick(dialog, 'Thursday 3 December 2026', '14:00');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move booking' }));

    expect(await within(dialog).findByText('That time has just been taken')).toBeTruthy();
    await waitFor(() => expect(urls).toHaveLength(2));
    expect(onMoved).not.toHaveBeenCalled();
    // The refused time is no longer chosen; another can be.
    const move = within(dialog).getByRole('button', { name: 'Move booking' }) as HTMLButtonElement;
    expect(move.disabled).toBe(true);
    fireEvent.click(await within(dialog).findByRole('button', { name: '09:00' }));
    expect(move.disabled).toBe(false);
  });

  it('says the 48-hour refusal as it is and what to do when the academy cannot be reached', async () => {
    mockTimeslots({ '2026-12-03': ['14:00'] });
    const late =
      'It is less than 48 hours to the start, so this booking can no longer be moved online. Please call us on 023 8000 0000.';
    const send = vi
      .fn<(move: MoveRequest) => Promise<MoveOutcome>>()
      .mockResolvedValueOnce({ ok: false, error: late, fields: {} })
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { dialog } = renderDialog(LESSON, send);
    await pick(dialog, 'Thursday 3 December 2026', '14:00');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move booking' }));
    expect(await within(dialog).findByText(late)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move booking' }));
    expect(await within(dialog).findByText(/We could not reach the academy/)).toBeTruthy();
  });

  it('moves one day of a camp: the day first, then another dated session at its time', async () => {
    mockTimeslots({ '2026-12-16': ['09:00', '13:00'], '2026-12-17': ['13:00'] });
    const moved = {
      ...CAMP,
      places: [CAMP.places[0]!, { ...CAMP.places[1]!, date: '2026-12-16' }],
    };
    const send = vi.fn(async (): Promise<MoveOutcome> => ({ ok: true, booking: moved }));
    const { dialog } = renderDialog(CAMP, send);

    expect(within(dialog).queryByRole('grid')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tuesday 15 December 2026, 09:00–15:00' }));
    // Only sessions at the camp's own time are offered.
    expect(
      await within(dialog).findByRole('button', { name: 'Thursday 17 December 2026, unavailable' }),
    ).toBeTruthy();
    await pick(dialog, 'Wednesday 16 December 2026', '09:00');
    expect(within(dialog).queryByRole('button', { name: '13:00' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move booking' }));

    expect(await within(dialog).findByText('Moved to Wednesday 16 December 2026 at 09:00.')).toBeTruthy();
    expect(send).toHaveBeenCalledWith({ placeId: TUESDAY, date: '2026-12-16', time: '09:00' });
  });

  it('offers a way back when the free times cannot be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ success: false, error: 'Unavailable' }, 503)),
    );
    const { dialog } = renderDialog(LESSON, vi.fn());
    expect(await within(dialog).findByText('We could not load the free times just now.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
