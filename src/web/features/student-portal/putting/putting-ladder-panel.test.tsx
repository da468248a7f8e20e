import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AwardPuttingBadgeResponse, LadderCompletion } from '@/core/contracts/challenges';
import { createQueryClient } from '@/web/lib/query-client';
import { PuttingLadderPanel } from './putting-ladder-panel';

const STUDENT = '0d6f3c1e-4a53-4c5e-9b1a-2f3e4d5c6b7a';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function serverAnswer(tier: 'gold' | 'silver' | 'bronze'): AwardPuttingBadgeResponse {
  const completion: LadderCompletion = {
    id: 'c1',
    ladder_id: 'ladder-1-4',
    restarts: 1,
    tier,
    completed_at: '2026-05-01T10:00:00.000Z',
  };
  return {
    success: true,
    completion,
    badgeAwarded: true,
    badge: {
      id: 'b1',
      student_id: STUDENT,
      challenge_id: 'ladder-1-4',
      badge_name: 'First Steps Ladder',
      badge_colour: tier,
      badge_emoji: '🥈',
      earning_attempt_id: 'c1',
      earning_score: null,
      earned_at: '2026-05-01T10:00:00.000Z',
      tier,
      challenge_type: 'putting',
    },
  };
}

/** A stand-in server: no climbs yet, and an award answer chosen by each test. */
function mockServer(award: () => Response | Promise<Response>) {
  const posted: unknown[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.startsWith('/api/putting/completions/')) {
      return json({ success: true, completions: [], laddersCompleted: 0 });
    }
    if (url.startsWith('/api/badges/')) return json({ success: true, badges: [] });
    if (url === '/api/putting/award-badge' && init?.method === 'POST') {
      posted.push(JSON.parse(String(init.body)));
      return award();
    }
    return json({ message: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return posted;
}

function renderPanel() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <PuttingLadderPanel studentId={STUDENT} />
    </QueryClientProvider>,
  );
}

const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

async function climbFirstLadderWithOneRestart() {
  const card = await screen.findByRole('article', { name: 'First Steps' });
  fireEvent.click(within(card).getByRole('button', { name: 'Start Challenge' }));
  expect(screen.getByText('1 of 4')).toBeTruthy();
  click('Completed');
  click('Completed');
  expect(screen.getByText('3 of 4')).toBeTruthy();
  expect(screen.getByText('50%')).toBeTruthy();
  click('Failed - Restart');
  expect(screen.getByText('1 of 4')).toBeTruthy();
  for (let step = 0; step < 4; step++) click('Completed');
}

describe('putting ladder panel', () => {
  // jsdom does not scroll; the panel scrolls to the top when the view changes.
  const scrollTo = window.scrollTo;
  beforeEach(() => {
    window.scrollTo = () => undefined;
  });
  afterEach(() => {
    window.scrollTo = scrollTo;
    vi.unstubAllGlobals();
  });

  it('climbs a ladder, sends the restarts, and shows the medal the server awarded', async () => {
    const posted = mockServer(() => json(serverAnswer('silver'), 201));
    renderPanel();
    await climbFirstLadderWithOneRestart();

    expect(await screen.findByText('First Steps completed in 2 attempts')).toBeTruthy();
    expect(posted).toEqual([{ studentId: STUDENT, ladderId: 'ladder-1-4', totalSteps: 4, attempts: 1 }]);
    const verdict = await screen.findByTestId('putting-verdict');
    expect(verdict.textContent).toContain('Silver medal');
    expect(verdict.textContent).toContain('New badge earned: First Steps Ladder (Silver).');
  });

  it('shows the server’s medal even when it differs from what the browser would expect', async () => {
    mockServer(() => json(serverAnswer('bronze'), 201));
    renderPanel();
    await climbFirstLadderWithOneRestart();
    expect((await screen.findByTestId('putting-verdict')).textContent).toContain('Bronze medal');
  });

  it('keeps the climb when saving fails and saves it on a retry', async () => {
    let calls = 0;
    const posted = mockServer(() =>
      ++calls === 1 ? json({ message: 'Server down' }, 500) : json(serverAnswer('silver'), 201),
    );
    renderPanel();
    await climbFirstLadderWithOneRestart();

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your climb has not been saved yet');
    expect(alert.textContent).toContain('Server down');
    click('Save again');
    expect((await screen.findByTestId('putting-verdict')).textContent).toContain('Silver medal');
    expect(posted).toHaveLength(2);
    expect(posted[1]).toEqual(posted[0]);
  });
});
