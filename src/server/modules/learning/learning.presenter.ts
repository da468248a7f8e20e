import type { LearningVideo, StaffVideo } from '@/core/contracts/learning';
import { videoPlayback } from '../video-conversion/video-playback.presenter';
import type { RenditionRow } from '../video-conversion/video-renditions.repository';
import type { VideoRow, VideoWithProgress } from './learning.repository';

/**
 * The picture a locked card may show. A YouTube thumbnail's address names the video, which then plays on
 * YouTube whatever the tier, so a locked card shows only a picture of the academy's own (or none: the
 * portal draws a locked placeholder).
 */
function lockedThumbnail(row: VideoWithProgress): string | null {
  const url = row.thumbnailUrl;
  if (!url) return null;
  if (row.youtubeId && url.includes(row.youtubeId)) return null;
  if (/^https?:\/\/([a-z0-9-]+\.)*(ytimg\.com|youtube\.com|youtu\.be|youtube-nocookie\.com)\//i.test(url)) {
    return null;
  }
  return url;
}

/** What a student sees of a video: the player's source only when their tier opens it. */
export function presentLearningVideo(
  row: VideoWithProgress,
  locked: boolean,
  renditions?: Map<string, RenditionRow>,
): LearningVideo {
  const completed = Boolean(row.watch?.completedAt);
  const streamUrl = !locked && row.fileKey ? `/api/learning/videos/${row.id}/stream` : null;
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    difficulty: row.difficulty,
    duration: row.durationMinutes,
    youtubeId: locked ? null : row.youtubeId,
    thumbnailUrl: locked ? lockedThumbnail(row) : row.thumbnailUrl,
    requiredTier: row.requiredTier,
    instructor: row.instructor,
    isCompleted: completed,
    progress: completed ? 100 : (row.watch?.progress ?? 0),
    lessons: row.lessons,
    rating: row.rating === null ? null : Number(row.rating),
    publishedDate: row.publishedDate,
    streamUrl,
    ...(streamUrl &&
      row.fileKey &&
      renditions && { playback: videoPlayback(streamUrl, renditions.get(row.fileKey)) }),
    isDemo: row.isDemo,
    locked,
  };
}

export function presentStaffVideo(row: VideoRow): StaffVideo {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    difficulty: row.difficulty,
    duration: row.durationMinutes,
    youtubeId: row.youtubeId,
    thumbnailUrl: row.thumbnailUrl,
    requiredTier: row.requiredTier,
    instructor: row.instructor,
    lessons: row.lessons,
    rating: row.rating === null ? null : Number(row.rating),
    publishedDate: row.publishedDate,
    source: row.fileKey ? 'upload' : row.youtubeId ? 'youtube' : 'placeholder',
    file:
      row.fileKey && row.fileMime
        ? { mime: row.fileMime, size: row.fileSize ?? 0, filename: row.fileFilename ?? 'video' }
        : null,
    displayOrder: row.displayOrder,
    isDemo: row.isDemo,
    active: row.active,
  };
}
