import type { FileStorage } from '../../storage/file-storage';
import type { CleanUpJob, CleanUpLog } from './clean-up-job';
import { studentDataRepository } from './student-data.repository';

const DAY_MS = 24 * 3600_000;
/** The largest share of the stored files one run may move; more means the database is not this store's. */
export const MAX_SHARE_PER_RUN = 0.1;
/** How long a trashed file waits for an operator to move it back. */
export const TRASH_KEPT_DAYS = 7;

/**
 * Stored files no row names go to the trash, once a day old (an upload whose row is not yet saved is never
 * taken). Pointed at a new or wrong database, every file would look unnamed, so the step refuses, and says
 * why, when the database names no file while the store holds some, or when more than a tenth would go at
 * once. Half-written uploads are deleted outright, and trash older than a week is emptied: neither depends
 * on what the database says, so neither waits on a refusal.
 */
export function storedFilesJob(deps: { storage: FileStorage; log?: CleanUpLog }): CleanUpJob {
  return async ({ tx, now }) => {
    const cutoff = new Date(now.getTime() - DAY_MS);
    const named = await studentDataRepository(tx).referencedFileKeys();
    let storedFiles = 0;
    const unnamed: string[] = [];
    const partials: string[] = [];
    for await (const file of deps.storage.list()) {
      if (file.partial) {
        if (file.modifiedAt < cutoff) partials.push(file.key);
        continue;
      }
      storedFiles += 1;
      if (file.modifiedAt < cutoff && !named.has(file.key)) unnamed.push(file.key);
    }

    // Never a whole file, never named by a row and nothing an operator could restore: no trash for these.
    for (const key of partials) await deps.storage.remove(key);

    const limit = Math.floor(storedFiles * MAX_SHARE_PER_RUN);
    let refused: string | null = null;
    if (named.size === 0 && storedFiles > 0) {
      refused = `the database names no stored file while storage holds ${storedFiles}`;
    } else if (unnamed.length > limit) {
      refused = `${unnamed.length} of ${storedFiles} stored files would go, more than a tenth (${limit})`;
    }
    if (refused) {
      deps.log?.warn(
        { storedFiles, namedFiles: named.size, wouldGo: unnamed.length, limit },
        `clean-up refused: ${refused}; no stored file was moved. Check DATABASE_URL and the storage settings`,
      );
    } else {
      for (const key of unnamed) await deps.storage.trash(key, now);
    }

    const purged = await deps.storage.emptyTrash(new Date(now.getTime() - TRASH_KEPT_DAYS * DAY_MS));
    return { trashed: refused ? 0 : unnamed.length, partials: partials.length, purged, refused };
  };
}
