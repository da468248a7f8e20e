import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Swing } from '@/core/contracts/swings';
import { createQueryClient } from '@/web/lib/query-client';
import { FIXTURE_STUDENT_ID, readyPlayback, swingFixture } from '@/web/test/swing-fixtures';
import { sourceVideos, TargetVoiceOver } from './target-voice-over';

const STUDENT = FIXTURE_STUDENT_ID;
const swing = (id: string, purpose: Swing['purpose'], targetId: string | null, forLabel: string): Swing =>
  swingFixture(id, { purpose, targetId, forLabel, filename: 'a.mp4', mime: 'video/mp4', size: 1000 });

const GENERAL = swing('s1', 'coach', null, 'For my coach');
const FOR_DRILL = swing('s2', 'drill', 'd1', 'Drill: Gate drill');

function renderWith(swings: Swing[], given: Parameters<typeof TargetVoiceOver>[0]['given'] = []) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ swings }), { headers: { 'Content-Type': 'application/json' } }),
    ),
  );
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <TargetVoiceOver
        studentId={STUDENT}
        studentName="Sasha Reid"
        path="/api/staff/messages/m1/voice-overs"
        refresh={[]}
        voiceOvers={[]}
        given={given}
        forThis={(s) => s.purpose === 'drill' && s.targetId === 'd1'}
      />
    </QueryClientProvider>,
  );
}

describe('a voice-over on a drill, exercise or message', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers the given video first, then the swings for this target, then the others', () => {
    const given = [
      { id: 'message-video', label: 'The video sent with this message', playback: readyPlayback('/m') },
    ];
    const order = sourceVideos(given, [GENERAL, FOR_DRILL], (s) => s.targetId === 'd1').map((s) => s.id);
    expect(order).toEqual(['message-video', 's2', 's1']);
    expect(sourceVideos([], [GENERAL]).map((s) => s.label)).toEqual(['Swing: For my coach, 27 Nov 2026']);
  });

  it('has no button when the student has no video at all', async () => {
    renderWith([]);
    // The swings are read; with none there is nothing to talk over.
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: 'Record a voice-over' })).toBeNull();
  });

  it('records over the chosen video, the one for this drill chosen first', async () => {
    renderWith([GENERAL, FOR_DRILL]);
    const picker = (await screen.findByLabelText('Video to talk over')) as HTMLSelectElement;
    expect(picker.value).toBe('s2');
    expect([...picker.options].map((o) => o.textContent)).toEqual([
      'Swing: Drill: Gate drill, 27 Nov 2026',
      'Swing: For my coach, 27 Nov 2026',
    ]);
    // Chosen before the recorder opens; the recorder then wraps that video's player.
    fireEvent.change(picker, { target: { value: 's1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record a voice-over' }));
    expect(screen.queryByLabelText('Video to talk over')).toBeNull();
    expect(screen.getByRole('button', { name: 'Close the recorder' })).toBeTruthy();
    expect(screen.getByTestId('analysis-video').getAttribute('src')).toContain('/api/swings/s1/video');
  });
});
