import type { FileStorage } from '../../storage/file-storage';
import type { CleanUpJob } from '../data-rights/clean-up-job';
import { resumableUploadsRepository } from './resumable-uploads.repository';

/**
 * An upload past its day (never finished, or finished and never kept as a swing) goes with its chunks and
 * joined file: they are nobody's record, so they are deleted rather than trashed. Its bytes stop counting
 * against the student's space with the row.
 */
export function abandonedUploadsJob(deps: { storage: FileStorage }): CleanUpJob {
  return async ({ tx, now }) => {
    const keys = await resumableUploadsRepository(tx).deleteExpired(now);
    for (const key of keys) await deps.storage.remove(key);
    return { abandonedUploads: keys.length };
  };
}
