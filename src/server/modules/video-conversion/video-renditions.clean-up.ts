import type { CleanUpJob } from '../data-rights/clean-up-job';
import { videoSourcesRepository } from './video-sources.repository';

// A day's deletions at most per run: more would hold the clean-up's lock too long.
const PER_RUN = 1000;

/**
 * A step of the daily clean-up: the rendition rows of videos no row names any more (a deleted message,
 * lesson, evidence or account) are deleted. Their converted files are then named by nothing, and the next
 * step of the same run moves them to the trash as it does every unnamed file, with its safety checks.
 */
export const videoRenditionsCleanUpJob: CleanUpJob = async ({ tx }) => {
  const sources = videoSourcesRepository(tx);
  const orphans = await sources.orphans(PER_RUN);
  for (const row of orphans) await sources.remove(row.sourceKey);
  return { videoRenditions: orphans.length };
};
