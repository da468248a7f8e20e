import type { LearningVideo, StaffVideo } from '../../../core/contracts/learning';
import type { VideoRow, VideoWithProgress } from './learning.repository';

/** A YouTube thumbnail the card can show even when the video itself is not offered to this student. */
const youtubeThumbnail = (id: string) => `https://i.ytimg.com/vi/${id}/hqdefault.jpg`;

/** What a student sees of a video: the player's source only when their tier opens it. */
export function presentLearningVideo(row: VideoWithProgress, locked: boolean): LearningVideo {
  const completed = Boolean(row.watch?.completedAt);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    difficulty: row.difficulty,
    duration: row.durationMinutes,
    youtubeId: locked ? null : row.youtubeId,
    thumbnailUrl: row.thumbnailUrl ?? (locked && row.youtubeId ? youtubeThumbnail(row.youtubeId) : null),
    requiredTier: row.requiredTier,
    instructor: row.instructor,
    isCompleted: completed,
    progress: completed ? 100 : (row.watch?.progress ?? 0),
    lessons: row.lessons,
    rating: row.rating === null ? null : Number(row.rating),
    publishedDate: row.publishedDate,
    streamUrl: !locked && row.fileKey ? `/api/learning/videos/${row.id}/stream` : null,
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
