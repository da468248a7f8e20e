import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LeaderboardEntry, LeaderboardResponse } from '@/core/contracts/challenges';
import { createQueryClient } from '@/web/lib/query-client';
import { LeaderboardPanel } from './leaderboard-panel';

function stubLeaderboard(body: LeaderboardResponse | { message: string }, status = 200) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
    ),
  );
}

function renderPanel() {
  const router = createMemoryRouter([{ path: '/student-portal', element: <LeaderboardPanel /> }], {
    initialEntries: ['/student-portal?tab=leaderboard'],
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const entry = (rank: number, patch: Partial<LeaderboardEntry> = {}): LeaderboardEntry => ({
  studentId: `student-${rank}`,
  rank,
  name: `Player ${rank}`,
  firstName: 'Player',
  lastName: String(rank),
  total: 20 - rank,
  gold: 3,
  silver: 2,
  bronze: 1,
  handicap: rank * 2,
  ...patch,
});

describe('badge leaderboard panel', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the empty state when nobody holds a badge', async () => {
    stubLeaderboard({ success: true, leaderboard: [], totalPlayers: 0, totalBadges: 0, me: null });
    const router = renderPanel();
    expect(await screen.findByRole('heading', { name: 'No Badge Winners Yet' })).toBeTruthy();
    expect(screen.getByText('Be the first to earn a badge!')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();

    const scrollTo = window.scrollTo;
    window.scrollTo = () => undefined;
    fireEvent.click(screen.getByRole('button', { name: 'Climb a putting ladder' }));
    window.scrollTo = scrollTo;
    expect(router.state.location.search).toBe('?tab=putting-ladder');
  });

  it('ranks the top ten with medals then #n, N/A handicaps, the extra players and the student’s own place', async () => {
    const top = Array.from({ length: 10 }, (_, i) =>
      entry(i + 1, i === 1 ? { handicap: null, name: 'Oliver B.' } : {}),
    );
    stubLeaderboard({
      success: true,
      leaderboard: top,
      totalPlayers: 14,
      totalBadges: 123,
      me: entry(12, { name: 'Nina New', total: 1, gold: 0, silver: 1, bronze: 0 }),
    });
    renderPanel();

    const table = await screen.findByRole('table', { name: 'Top badge winners' });
    const rows = within(table).getAllByRole('row');
    // Header, ten players, the 'Your position' line and the student's row.
    expect(rows).toHaveLength(13);
    expect(within(rows[1]!).getByRole('img', { name: 'Rank 1, 1st place' })).toBeTruthy();
    expect(within(rows[3]!).getByRole('img', { name: 'Rank 3, 3rd place' })).toBeTruthy();
    expect(within(rows[4]!).getByText('#4')).toBeTruthy();
    expect(within(rows[2]!).getByRole('rowheader').textContent).toBe('Oliver B.');
    expect(within(rows[2]!).getByText('N/A')).toBeTruthy();
    expect(within(table).getByText('Your position: #12')).toBeTruthy();
    expect(rows[12]!.getAttribute('aria-current')).toBe('true');
    expect(within(rows[12]!).getByText('You')).toBeTruthy();

    expect(screen.getAllByText('+4 more players').length).toBe(1);
    const stat = (label: string) => screen.getByText(label).parentElement?.parentElement?.textContent;
    expect(stat('Total Badges')).toContain('123');
    expect(stat('Active Players')).toContain('14');
  });

  it('highlights the student inside the top ten without repeating their row', async () => {
    stubLeaderboard({
      success: true,
      leaderboard: [entry(1), entry(2)],
      totalPlayers: 2,
      totalBadges: 30,
      me: entry(2),
    });
    renderPanel();
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getAllByRole('row')[2]!.getAttribute('aria-current')).toBe('true');
    expect(screen.queryByText(/Your position/)).toBeNull();
    expect(screen.queryByText(/more player/)).toBeNull();
  });

  it('says when the board could not be loaded', async () => {
    stubLeaderboard({ message: 'Server down' }, 500);
    renderPanel();
    expect((await screen.findByRole('alert')).textContent).toContain('We could not load the leaderboard');
  });
});
