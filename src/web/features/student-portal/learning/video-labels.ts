import type { LearningVideo } from '@/core/contracts/learning';

/** student-portal §2: Review if completed, Continue if progress is above 0, otherwise Watch. */
export function videoActionLabel(video: Pick<LearningVideo, 'isCompleted' | 'progress'>): string {
  if (video.isCompleted) return 'Review';
  if (video.progress > 0) return 'Continue';
  return 'Watch';
}

/** Video dates show in en-US format (student-portal §3), e.g. 1/12/2026. */
export function formatVideoDate(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC' });
}

/** Case-insensitive match on title or description. */
export function matchesSearch(video: Pick<LearningVideo, 'title' | 'description'>, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return video.title.toLowerCase().includes(needle) || video.description.toLowerCase().includes(needle);
}
