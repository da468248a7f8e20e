import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import type { Swing } from '@/core/contracts/swings';
import { notify } from '@/web/components/ui/toast';
import { createQueryClient } from '@/web/lib/query-client';
import { FIXTURE_STUDENT_ID, swingFixture } from '@/web/test/swing-fixtures';
import { ReviewDialog } from './review-dialog';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const STUDENT = FIXTURE_STUDENT_ID;

const swing = (id: string, overrides: Partial<Swing> = {}): Swing =>
  swingFixture(id, { note: 'Driver, face on', moments: { address: 2 }, ...overrides });

const TODAY = swing('00000000-0000-4000-8000-0000000000a1');
const EARLIER = swing('00000000-0000-4000-8000-0000000000a2', {
  note: 'Last week at the range',
  createdAt: '2026-11-20T09:30:00.000Z',
  reviewedAt: '2026-11-21T09:00:00.000Z',
  moments: { address: 2, impact: 20 },
});

/** The server: records every write, answers the moments with `marks`. */
function mockServer(marks: () => Response) {
  const writes: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      if (method !== 'GET') writes.push({ method, url, body: JSON.parse(String(init?.body)) });
      if (url.endsWith('/moments') && method === 'PUT') return marks();
      if (url.endsWith('/review') && method === 'POST') return json({ swing: { ...TODAY, reviewedAt: 'x' } });
      if (url === `/api/staff/students/${STUDENT}/swings`) return json({ swings: [TODAY, EARLIER] });
      if (url === '/api/staff/model-swings') return json({ swings: [] });
      if (url.endsWith('/annotations')) {
        return json({ annotations: { version: 0, drawings: [], savedBy: null, savedAt: null } });
      }
      if (url === '/api/staff/annotation-templates') return json({ templates: [] });
      return json({ message: 'Not found' }, 404);
    }),
  );
  return writes;
}

function renderDialog() {
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ReviewDialog swing={TODAY} onClose={onClose} />
    </QueryClientProvider>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Sasha Reid' });
  // The element reports its first frame on screen, as a browser does once the video has loaded.
  const video = dialog.querySelector('video');
  if (video) fireEvent.loadedMetadata(video);
  return { onClose, dialog };
}

describe('reviewing a swing', () => {
  let success: MockInstance<typeof notify.success>;
  let failure: MockInstance<typeof notify.error>;
  beforeEach(() => {
    success = vi.spyOn(notify, 'success').mockReturnValue('');
    failure = vi.spyOn(notify, 'error').mockReturnValue('');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    success.mockRestore();
    failure.mockRestore();
  });

  it('plays the swing in the analysis player and saves a mark with the marks before it', async () => {
    const writes = mockServer(() => json({ swing: { ...TODAY, moments: { address: 2, impact: 0 } } }));
    const { dialog } = renderDialog();
    expect(within(dialog).getByTestId('analysis-player')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Go to address, frame 2' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark impact' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Impact marked at frame 0.'));
    expect(writes).toEqual([
      { method: 'PUT', url: `/api/staff/swings/${TODAY.id}/moments`, body: { address: 2, impact: 0 } },
    ]);
  });

  it('says why a mark was refused', async () => {
    mockServer(() =>
      json({ message: 'A marked frame is past the end of the video', fields: { impact: 'x' } }, 400),
    );
    const { dialog } = renderDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark top' }));
    await waitFor(() => expect(failure).toHaveBeenCalledWith('A marked frame is past the end of the video'));
  });

  it('compares with another of the student’s swings, never the one in review, and keeps the comment box', async () => {
    mockServer(() => json({}));
    const { dialog } = renderDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Compare' }));
    const theirs = await within(dialog).findByRole('list', { name: 'Their other swings' });
    const choices = within(theirs).getAllByRole('button');
    expect(choices).toHaveLength(1);
    expect(choices[0]!.textContent).toContain('Last week at the range');
    expect(choices[0]!.textContent).toContain('Address on both');
    expect(await within(dialog).findByText('The swing library has no model swings yet.')).toBeTruthy();
    fireEvent.click(choices[0]!);
    expect(within(dialog).getByTestId('swing-comparison')).toBeTruthy();
    expect(within(dialog).getByLabelText(/Your comment/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back to this swing' }));
    expect(within(dialog).getByTestId('analysis-player')).toBeTruthy();
  });

  it('marks it reviewed with the comment alone, leaving the saved marks as they are', async () => {
    const writes = mockServer(() => json({}));
    const { dialog, onClose } = renderDialog();
    fireEvent.change(within(dialog).getByLabelText(/Your comment/), {
      target: { value: 'Hold the finish.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark reviewed' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes).toEqual([
      { method: 'POST', url: `/api/staff/swings/${TODAY.id}/review`, body: { comment: 'Hold the finish.' } },
    ]);
  });

  it('opens the voice-over recorder around the player, and closes it again', async () => {
    mockServer(() => json({ message: 'Not found' }, 404));
    const { dialog } = renderDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record a voice-over' }));
    const recorder = within(dialog).getByTestId('voice-over-recorder');
    expect(within(recorder).getByTestId('analysis-player')).toBeTruthy();
    expect(within(recorder).getByRole('button', { name: 'Start recording' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close the recorder' }));
    expect(within(dialog).queryByTestId('voice-over-recorder')).toBeNull();
    expect(within(dialog).getByTestId('analysis-player')).toBeTruthy();
  });
});
