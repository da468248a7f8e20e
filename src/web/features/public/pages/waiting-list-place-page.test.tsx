import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WaitingPlaceView } from '@/core/contracts/session-waiting-list';
import { WaitingListPlacePage } from './waiting-list-place-page';

const TOKEN = 'bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb';
const VIEW: WaitingPlaceView = {
  status: 'waiting',
  serviceName: 'Half-Term Golf Camp (per day)',
  date: '2027-02-17',
  startsAt: '2027-02-17T10:00:00.000Z',
  endsAt: '2027-02-17T14:00:00.000Z',
  name: 'Rachel Moore',
  participantName: 'Ellie Moore',
  position: 2,
  offerExpiresAt: null,
  asksWelfare: true,
};
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function mockServer(view: () => Response, leave: () => Response = () => json({ ...VIEW, status: 'left' })) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      calls.push(`${init?.method ?? 'GET'} ${url}`);
      if (url.startsWith('/api/waiting-list/place?')) return view();
      if (url === '/api/waiting-list/place/leave') return leave();
      return json({ message: 'Not found' }, 404);
    }),
  );
  return calls;
}

function renderPage() {
  const router = createMemoryRouter([{ path: '*', element: <WaitingListPlacePage /> }], {
    initialEntries: [`/waiting-list?token=${TOKEN}`],
  });
  render(<RouterProvider router={router} />);
}

afterEach(() => vi.unstubAllGlobals());

describe('the waiting-list link', () => {
  it('shows the place in the queue, and leaves the list when asked', async () => {
    const calls = mockServer(() => json(VIEW));
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: "You're number 2 on the waiting list" }),
    ).toBeTruthy();
    expect(screen.getByText('Wednesday 17 February 2027, 10am to 2pm')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Leave the waiting list' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You have left the waiting list' }),
    ).toBeTruthy();
    expect(calls).toEqual([
      `GET /api/waiting-list/place?token=${TOKEN}`,
      'POST /api/waiting-list/place/leave',
    ]);
  });

  it('says so when the offer ran out, and never shows the booking form', async () => {
    mockServer(() => json({ ...VIEW, status: 'lapsed', position: null }));
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The time to book this place has run out' }),
    ).toBeTruthy();
    expect(
      screen.getByText('The place we held for you has gone to the next person on the list.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Book this place' })).toBeNull();
  });

  it('shows an offer with its deadline on the London clock and the welfare questions', async () => {
    mockServer(() =>
      json({ ...VIEW, status: 'offered', position: null, offerExpiresAt: '2027-02-10T22:00:00.000Z' }),
    );
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'A place is yours to book' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('until 22:00 on Wednesday 10 February');
    expect(screen.getByLabelText(/Emergency contact phone/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Book this place' }));
    expect(await screen.findByText('Enter a date of birth')).toBeTruthy();
  });

  it('gives the server’s words for a link it does not know', async () => {
    mockServer(() =>
      json({ message: 'This waiting-list link is not valid, or the list it belonged to has closed' }, 404),
    );
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'This link is not valid' })).toBeTruthy();
    expect(screen.getByText(/the list it belonged to has closed/)).toBeTruthy();
  });
});
