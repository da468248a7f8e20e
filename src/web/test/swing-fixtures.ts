import type { Swing } from '@/core/contracts/swings';
import type { VideoPlayback } from '@/core/contracts/video-playback';

export const FIXTURE_STUDENT_ID = '00000000-0000-4000-8000-000000000001';

/** A converted two-second clip at 30 fps, 320 × 240, playing from `url`. */
export const readyPlayback = (url: string): VideoPlayback => ({
  status: 'ready',
  url,
  phoneUrl: null,
  posterUrl: null,
  fps: 30,
  frameCount: 60,
  durationSeconds: 2,
  width: 320,
  height: 240,
  storyboard: null,
});

/** A converted swing Sasha Reid sent for her coach, not yet reviewed; `overrides` set the rest. */
export const swingFixture = (id: string, overrides: Partial<Swing> = {}): Swing => ({
  id,
  studentId: FIXTURE_STUDENT_ID,
  studentName: 'Sasha Reid',
  purpose: 'coach',
  targetId: null,
  forLabel: 'For my coach',
  note: null,
  sentBy: 'Sasha Reid',
  filename: 'IMG_0042.mov',
  mime: 'video/quicktime',
  size: 180_000,
  videoUrl: `/api/swings/${id}/video`,
  playback: readyPlayback(`/api/swings/${id}/video`),
  createdAt: '2026-11-27T10:00:00.000Z',
  reviewedAt: null,
  reviewComment: null,
  reviewedBy: null,
  moments: null,
  voiceOvers: [],
  ...overrides,
});
