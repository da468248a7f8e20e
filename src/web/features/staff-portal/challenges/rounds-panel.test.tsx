import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/web/lib/query-client';
import { RoundsPanel } from './rounds-panel';
import { json, STAFF_ID, staffRound } from './test-fixtures';

type Answer = (url: URL, init: RequestInit | undefined) => Response | Promise<Response>;

function renderPanel(answer: Answer) {
  const fetch = vi.fn(async (input: string, init?: RequestInit) => answer(new URL(input, 'http://x'), init));
  vi.stubGlobal('fetch', fetch);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RoundsPanel staffId={STAFF_ID} />
    </QueryClientProvider>,
  );
  return fetch;
}

describe('Break Par rounds for the coach', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the student, level, score against target, medal, the hole-by-hole card and the photo', async () => {
    const fetch = renderPanel(() => json({ success: true, attempts: [staffRound()] }));
    const card = await screen.findByRole('article', { name: 'Oliver Bennett, level 2 round' });
    expect(String(fetch.mock.calls[0]?.[0])).toMatch(/\/break-par-attempts\?evidence=true$/);
    expect(card.textContent).toContain('Fairway Flyers');
    expect(within(card).getByText('vs target 17')).toBeTruthy();
    expect(within(card).getByText('Silver')).toBeTruthy();
    const table = within(card).getByRole('table', { name: 'Hole-by-hole scores, level 2' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(table.textContent).toContain('(Birdie)');
    expect(within(card).getByText('Chipped in')).toBeTruthy();

    fireEvent.click(within(card).getByRole('button', { name: 'Open the photo of hole 3' }));
    const dialog = screen.getByRole('dialog', { name: 'Hole 3 · Oliver Bennett' });
    expect(within(dialog).getByRole('img').getAttribute('src')).toBe('/api/break-par-challenge/evidence/p3');
  });

  it('shows each video once, with its player controls', async () => {
    const round = staffRound();
    round.hole_scores[4]!.video_url = '/api/break-par-challenge/evidence/v5';
    round.video_evidence_url = '/api/break-par-challenge/evidence/v5';
    renderPanel(() => json({ success: true, attempts: [round] }));
    const card = await screen.findByRole('article');
    const videos = card.querySelectorAll('video');
    expect(videos).toHaveLength(1);
    expect(videos[0]?.controls).toBe(true);
    expect(videos[0]?.getAttribute('aria-label')).toBe('Video of hole 5');
  });

  it('marks a round verified and takes the mark back', async () => {
    let verified = false;
    const fetch = renderPanel((_url, init) => {
      if (init?.method === 'PATCH') {
        verified = JSON.parse(String(init.body)).verified;
        return json({ success: true, attempt: { ...staffRound(), coach_verified: verified } });
      }
      return json({ success: true, attempts: [staffRound({ coach_verified: verified })] });
    });
    const card = await screen.findByRole('article');
    fireEvent.click(within(card).getByRole('button', { name: /Mark verified/ }));
    const on = await within(card).findByRole('button', { name: /^Verified$/ });
    expect(on.getAttribute('aria-pressed')).toBe('true');
    expect(within(card).getByText('Coach verified')).toBeTruthy();
    const patch = fetch.mock.calls.find(([, init]) => init?.method === 'PATCH')!;
    expect(String(patch[0])).toBe(
      '/api/break-par-challenge/attempts/00000000-0000-4000-8000-0000000000e1/verify',
    );

    fireEvent.click(on);
    await waitFor(() =>
      expect(
        within(card)
          .getByRole('button', { name: /Mark verified/ })
          .getAttribute('aria-pressed'),
      ).toBe('false'),
    );
  });

  it('asks for every round when the toggle is on, and says when there are none', async () => {
    const fetch = renderPanel(() => json({ success: true, attempts: [] }));
    expect(await screen.findByRole('heading', { name: 'No rounds with evidence' })).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Show every round' }));
    expect(await screen.findByRole('heading', { name: 'No Break Par rounds yet' })).toBeTruthy();
    expect(String(fetch.mock.calls.at(-1)?.[0])).toMatch(/\/break-par-attempts$/);
  });

  it('offers to try again when the rounds cannot be loaded', async () => {
    renderPanel(() => json({ message: 'down' }, 500));
    expect(screen.getByText('Loading rounds…')).toBeTruthy();
    expect(await screen.findByText('We could not load your students’ rounds')).toBeTruthy();
  });
});
