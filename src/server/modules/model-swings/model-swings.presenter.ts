import type { ModelSwing } from '@/core/contracts/model-swings';
import type { VideoPlayback } from '@/core/contracts/video-playback';
import type { ModelSwingWithAuthor } from './model-swings.repository';

/** Where staff stream a model swing's file. */
export const modelSwingFileUrl = (id: string) => `/api/staff/model-swings/${id}/file`;

/**
 * How a model swing plays. A file whose header shows one constant frame rate is ready for frame-exact
 * analysis as uploaded; any other plays as it is, with no frame numbers claimed.
 */
export function presentModelSwingPlayback(row: ModelSwingWithAuthor): VideoPlayback {
  const timing = row.timing;
  return {
    status: timing ? 'ready' : 'unavailable',
    url: modelSwingFileUrl(row.id),
    phoneUrl: null,
    posterUrl: null,
    fps: timing?.fps ?? null,
    frameCount: timing?.frameCount ?? null,
    durationSeconds: timing?.durationSeconds ?? null,
    width: timing?.width ?? null,
    height: timing?.height ?? null,
    storyboard: null,
  };
}

export function presentModelSwing(row: ModelSwingWithAuthor): ModelSwing {
  return {
    id: row.id,
    title: row.title,
    club: row.club,
    view: row.view,
    handedness: row.handedness,
    filename: row.fileFilename,
    size: row.fileSize,
    moments: row.moments,
    playback: presentModelSwingPlayback(row),
    createdBy: row.authorName,
    createdAt: row.createdAt.toISOString(),
  };
}
