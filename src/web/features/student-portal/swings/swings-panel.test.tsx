import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Swing } from '@/core/contracts/swings';
import { createQueryClient } from '@/web/lib/query-client';
import { swingFixture } from '@/web/test/swing-fixtures';
import { SwingsPanel } from './swings-panel';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

const swing = (id: string, overrides: Partial<Swing>): Swing => swingFixture(id, overrides);

describe('My swings', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('plays each swing read-only, with the coach’s marks and comment once reviewed', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        String(input).endsWith('/annotations')
          ? json({ annotations: { version: 0, drawings: [], savedBy: null, savedAt: null } })
          : json({
              swings: [
                swing('00000000-0000-4000-8000-0000000000b1', {
                  note: 'Waiting one',
                  // Marked while the coach is still reviewing: not the student's to see yet.
                  moments: { top: 12 },
                }),
                swing('00000000-0000-4000-8000-0000000000b2', {
                  note: 'Reviewed one',
                  reviewedAt: '2026-11-27T11:00:00.000Z',
                  reviewComment: 'Hands ahead at impact now.',
                  reviewedBy: 'James Whitfield',
                  moments: { impact: 30 },
                }),
              ],
            }),
      ),
    );
    render(
      <QueryClientProvider client={createQueryClient()}>
        <SwingsPanel />
      </QueryClientProvider>,
    );
    const list = await screen.findByRole('list', { name: 'My swings' });
    const [waiting, reviewed] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    // Nothing is loaded until a swing is asked for.
    expect(list.querySelector('video')).toBeNull();

    fireEvent.click(within(waiting).getByRole('button', { name: 'Watch' }));
    expect(within(waiting).getByTestId('analysis-player')).toBeTruthy();
    expect(within(waiting).queryByRole('button', { name: /frame 12/ })).toBeNull();
    expect(within(waiting).queryAllByRole('button', { name: /^Mark / })).toHaveLength(0);

    fireEvent.click(within(reviewed).getByRole('button', { name: 'Watch' }));
    expect(within(reviewed).getByRole('button', { name: 'Go to impact, frame 30' })).toBeTruthy();
    expect(within(reviewed).queryAllByRole('button', { name: /^Mark / })).toHaveLength(0);
    expect(within(reviewed).getByText('James Whitfield says')).toBeTruthy();
    expect(within(reviewed).getByText('Hands ahead at impact now.')).toBeTruthy();
  });

  it("plays the coach's voice-overs, saying while one is still being prepared", async () => {
    const id = '00000000-0000-4000-8000-0000000000b3';
    const voiceOver = (n: number, status: 'queued' | 'ready') => ({
      id: `00000000-0000-4000-8000-0000000000c${n}`,
      createdAt: '2026-11-27T12:30:00.000Z',
      coachName: 'James Whitfield',
      playback: { ...swing(id, {}).playback, status, url: `/api/voice-overs/v${n}/video` },
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json({
          swings: [
            swing(id, {
              reviewedAt: '2026-11-27T12:30:00.000Z',
              voiceOvers: [voiceOver(1, 'ready'), voiceOver(2, 'queued')],
            }),
          ],
        }),
      ),
    );
    render(
      <QueryClientProvider client={createQueryClient()}>
        <SwingsPanel />
      </QueryClientProvider>,
    );
    const list = await screen.findByRole('list', { name: 'Voice-overs' });
    const [ready, queued] = within(list).getAllByTestId('voice-over') as [HTMLElement, HTMLElement];
    const video = within(ready).getByLabelText('Voice-over 1 from James Whitfield') as HTMLVideoElement;
    expect(video.getAttribute('src')).toBe('/api/voice-overs/v1/video');
    expect(video.controls).toBe(true);
    expect(within(ready).queryByText('Preparing for every device')).toBeNull();
    expect(within(queued).getByText('Preparing for every device')).toBeTruthy();
    expect(within(queued).getByText(/27 Nov 2026/)).toBeTruthy();
  });
});
