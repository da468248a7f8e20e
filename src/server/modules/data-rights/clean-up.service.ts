import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { purgeOldMail } from '../../mail/outbox-purge';
import type { FileStorage } from '../../storage/file-storage';
import { sessionsRepository } from '../sessions/sessions.repository';
import { storedFilesJob } from './clean-up-files';
import type { CleanUpJob, CleanUpLog, CleanUpReport } from './clean-up-job';

export type { CleanUpJob, CleanUpLog, CleanUpReport } from './clean-up-job';

import { cleanUpRepository } from './data-rights.repository';

const DAY_MS = 24 * 3600_000;

/** Expired sessions, spent reset and deletion links, and round evidence never attached. */
const expiredRows: CleanUpJob = async ({ tx, now }) => {
  const repo = cleanUpRepository(tx);
  return {
    sessions: await sessionsRepository(tx).deleteExpired(now),
    resetTokens: await repo.deleteSpentResetTokens(now),
    deletionTokens: await repo.deleteSpentDeletionTokens(now),
    unattachedEvidence: await repo.deleteUnattachedEvidence(new Date(now.getTime() - DAY_MS)),
  };
};

/**
 * The daily clean-up: expired rows first, then stored files no row names (see `clean-up-files.ts`). It
 * holds a PostgreSQL advisory lock for its whole run, so instances sharing a database take turns;
 * everything it does is also safe to repeat.
 */
export function cleanUpService(deps: {
  db: Db;
  clock: Clock;
  storage: FileStorage;
  log?: CleanUpLog;
  /** Other modules' daily steps, run after the expired rows (e.g. the end of guardian links at 18). */
  jobs?: readonly CleanUpJob[];
}) {
  // Files come after the rows, so the evidence files just let go are moved in the same run.
  const jobs: CleanUpJob[] = [
    expiredRows,
    ...(deps.jobs ?? []),
    storedFilesJob({ storage: deps.storage, log: deps.log }),
    async ({ tx, now }) => ({ mail: await purgeOldMail(tx, now) }),
  ];
  return {
    async run(): Promise<CleanUpReport> {
      const now = deps.clock();
      return deps.db.transaction(async (tx) => {
        const report: CleanUpReport = {
          ran: false,
          sessions: 0,
          resetTokens: 0,
          deletionTokens: 0,
          unattachedEvidence: 0,
          abandonedUploads: 0,
          trashed: 0,
          partials: 0,
          purged: 0,
          refused: null,
          mail: 0,
          adulthoods: 0,
          bookingWelfare: 0,
          videoRenditions: 0,
        };
        if (!(await cleanUpRepository(tx).tryLock())) return report;
        report.ran = true;
        for (const job of jobs) Object.assign(report, await job({ tx, now }));
        return report;
      });
    },
  };
}
export type CleanUpService = ReturnType<typeof cleanUpService>;
