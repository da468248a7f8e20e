import type { ModelSwing } from '@/core/contracts/model-swings';
import type { VideoPlayback } from '@/core/contracts/video-playback';
import { videoPlayback } from '../video-conversion/video-playback.presenter';
import type { RenditionRow } from '../video-conversion/video-renditions.repository';
import type { ModelSwingWithAuthor } from './model-swings.repository';

/** Where staff stream a model swing's file. */
export const modelSwingFileUrl = (id: string) => `/api/staff/model-swings/${id}/file`;

/**
 * How a model swing plays: the conversion's answer once it is ready. Until then the original plays, and
 * when its own header shows one constant frame rate (read at upload) its frames are known already, so the
 * frame tools work from the start; any other original plays with no frame numbers claimed.
 */
export function presentModelSwingPlayback(
  row: ModelSwingWithAuthor,
  rendition: RenditionRow | undefined,
): VideoPlayback {
  const playback = videoPlayback(modelSwingFileUrl(row.id), rendition);
  const timing = row.timing;
  if (playback.status === 'ready' || !timing) return playback;
  return {
    ...playback,
    fps: timing.fps,
    frameCount: timing.frameCount,
    durationSeconds: timing.durationSeconds,
    width: timing.width,
    height: timing.height,
  };
}

export function presentModelSwing(
  row: ModelSwingWithAuthor,
  rendition: RenditionRow | undefined,
): ModelSwing {
  return {
    id: row.id,
    title: row.title,
    club: row.club,
    view: row.view,
    handedness: row.handedness,
    filename: row.fileFilename,
    size: row.fileSize,
    moments: row.moments,
    playback: presentModelSwingPlayback(row, rendition),
    createdBy: row.authorName,
    createdAt: row.createdAt.toISOString(),
  };
}
