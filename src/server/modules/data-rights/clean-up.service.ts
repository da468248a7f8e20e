import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { purgeOldMail } from '../../mail/outbox-purge';
import type { FileStorage } from '../../storage/file-storage';
import { sessionsRepository } from '../sessions/sessions.repository';
import { cleanUpRepository } from './data-rights.repository';
import { studentDataRepository } from './student-data.repository';

const DAY_MS = 24 * 3600_000;

export interface CleanUpReport {
  /** False when another instance was already running it. */
  ran: boolean;
  sessions: number;
  resetTokens: number;
  deletionTokens: number;
  unattachedEvidence: number;
  files: number;
  mail: number;
}

/**
 * The daily clean-up: expired sessions, spent reset and deletion links, round evidence never attached, and
 * stored files that no row names. Only files older than a day go, so an upload whose row is not yet saved is
 * never taken. It holds a PostgreSQL advisory lock for its whole run, so instances sharing a database take
 * turns; everything it does is also safe to repeat.
 */
export function cleanUpService(deps: { db: Db; clock: Clock; storage: FileStorage }) {
  return {
    async run(): Promise<CleanUpReport> {
      const now = deps.clock();
      const cutoff = new Date(now.getTime() - DAY_MS);
      return deps.db.transaction(async (tx) => {
        const repo = cleanUpRepository(tx);
        const report: CleanUpReport = {
          ran: false,
          sessions: 0,
          resetTokens: 0,
          deletionTokens: 0,
          unattachedEvidence: 0,
          files: 0,
          mail: 0,
        };
        if (!(await repo.tryLock())) return report;
        report.ran = true;
        report.sessions = await sessionsRepository(tx).deleteExpired(now);
        report.resetTokens = await repo.deleteSpentResetTokens(now);
        report.deletionTokens = await repo.deleteSpentDeletionTokens(now);
        report.unattachedEvidence = await repo.deleteUnattachedEvidence(cutoff);
        report.mail = await purgeOldMail(tx, now);
        // Read after the deletions above, so the evidence files just let go are removed in the same run.
        const referenced = await studentDataRepository(tx).referencedFileKeys();
        for await (const file of deps.storage.list()) {
          if (file.modifiedAt >= cutoff || referenced.has(file.key)) continue;
          await deps.storage.remove(file.key);
          report.files += 1;
        }
        return report;
      });
    },
  };
}
export type CleanUpService = ReturnType<typeof cleanUpService>;
