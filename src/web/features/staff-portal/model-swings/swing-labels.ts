import { HANDEDNESS_LABELS, MODEL_SWING_VIEW_LABELS, type ModelSwing } from '@/core/contracts/model-swings';

/** "Driver · Down the line · Right-handed". */
export function swingSummary(swing: Pick<ModelSwing, 'club' | 'view' | 'handedness'>): string {
  return [swing.club, MODEL_SWING_VIEW_LABELS[swing.view], HANDEDNESS_LABELS[swing.handedness]].join(' · ');
}

/** What the library says of a swing's frames: its rate when known, or that it is not yet prepared. */
export function framesSummary(swing: ModelSwing): string {
  const { fps, frameCount } = swing.playback;
  if (!fps || !frameCount) return 'Not yet prepared for frame-by-frame';
  return `${Math.round(fps * 100) / 100} fps · ${frameCount} frames`;
}
