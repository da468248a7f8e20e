import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { VideoPlayback } from '@/core/contracts/video-playback';
import { AnalysisPlayer, NOT_PREPARED } from './analysis-player';
import { commandFor } from './player-shortcuts';

const playback = (overrides: Partial<VideoPlayback> = {}): VideoPlayback => ({
  status: 'ready',
  url: '/swing.mp4',
  phoneUrl: null,
  posterUrl: null,
  fps: 60,
  frameCount: 120,
  durationSeconds: 2,
  width: 320,
  height: 240,
  storyboard: null,
  ...overrides,
});

describe('AnalysisPlayer', () => {
  it('offers frame tools and marks for staff once the frames are known', () => {
    render(
      <AnalysisPlayer title="Driver" playback={playback()} moments={{ impact: 42 }} onMark={() => {}} />,
    );
    expect(screen.getByRole('button', { name: 'Forward one frame (.)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back one frame (,)' })).toBeTruthy();
    expect(screen.getByRole('slider', { name: 'Driver: position' }).getAttribute('aria-valuetext')).toBe(
      'Frame 0 of 120 · 0:00.00',
    );
    expect(screen.getAllByRole('button', { name: /^Mark / })).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Go to impact, frame 42' })).toBeTruthy();
    expect(screen.queryByText(NOT_PREPARED)).toBeNull();
  });

  it('is read-only without onMark: no mark buttons, marks still to jump to', () => {
    render(<AnalysisPlayer title="Driver" playback={playback()} moments={{ top: 30 }} />);
    expect(screen.queryAllByRole('button', { name: /^Mark / })).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Go to top, frame 30' })).toBeTruthy();
  });

  it('claims no frames before the video is prepared', () => {
    render(
      <AnalysisPlayer
        title="Driver"
        playback={playback({ status: 'queued', fps: null, frameCount: null, durationSeconds: null })}
        onMark={() => {}}
      />,
    );
    expect(screen.getByText(NOT_PREPARED)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Forward one frame (.)' })).toBeNull();
    expect(screen.queryAllByRole('button', { name: /^Mark / })).toHaveLength(0);
    expect(screen.getByRole('slider').getAttribute('aria-valuetext')).toBe('0:00.00 of 0:00.00');
    expect(screen.getByRole('button', { name: 'Play (Space)' })).toBeTruthy();
  });
});

describe('player shortcuts', () => {
  it('maps the keys', () => {
    const plain = { ctrlKey: false, metaKey: false, altKey: false };
    expect(commandFor({ ...plain, key: '.' })).toEqual({ kind: 'step', delta: 1 });
    expect(commandFor({ ...plain, key: ',' })).toEqual({ kind: 'step', delta: -1 });
    expect(commandFor({ ...plain, key: '1' })).toEqual({ kind: 'rate', rate: 0.1 });
    expect(commandFor({ ...plain, key: '5' })).toEqual({ kind: 'rate', rate: 2 });
    expect(commandFor({ ...plain, key: '?' })).toEqual({ kind: 'help' });
    expect(commandFor({ ...plain, key: 'F' })).toEqual({ kind: 'fullscreen' });
    expect(commandFor({ ...plain, key: '.', ctrlKey: true })).toBeNull();
    expect(commandFor({ ...plain, key: 'q' })).toBeNull();
  });
});
