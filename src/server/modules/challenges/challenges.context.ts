import type { Clock } from '../../clock';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { notFound } from '../../errors';
import { accessPolicy, type SignedInIdentity } from '../access/access-policy';
import type { EmailNoticesService } from '../email-notices/email-notices.service';
import { lockStudent } from '../students/students.repository';
import { videoRenditionsRepository } from '../video-conversion/video-renditions.repository';
import { badgesRepository } from './badges.repository';
import { breakParProgressFrom, presentAttempt } from './challenges.presenter';
import { type AttemptRow, challengesRepository } from './challenges.repository';

export interface ChallengesDeps {
  db: Db;
  clock: Clock;
  storageQuotaBytes: number;
  notices?: Pick<EmailNoticesService, 'roundVerified'>;
}

/**
 * What every challenge (Break Par, evidence, putting, chipping, badges, leaderboard) shares: who may read
 * or write a student's records, the student's lock, and the Break Par progress badges depend on.
 */
export function challengesContext(deps: ChallengesDeps) {
  const access = accessPolicy(deps.db);
  const repo = challengesRepository(deps.db);
  const badges = badgesRepository(deps.db);

  /** The student whose records these are, if this viewer may read them. */
  async function readableStudent(identity: SignedInIdentity, studentId: string): Promise<string> {
    const viewer = await access.actorFor(identity);
    return (await access.visibleStudent(viewer, studentId)).id;
  }

  /** Only the signed-in student writes their own results: a body naming anyone else is not found. */
  async function ownStudent(sessionStudentId: string, bodyStudentId: string): Promise<void> {
    await access.ownStudent({ kind: 'student', studentId: sessionStudentId }, bodyStudentId);
  }

  async function progressOf(db: DbOrTx, studentId: string) {
    const [summaries, held] = await Promise.all([
      challengesRepository(db).levelSummaries(studentId),
      badgesRepository(db).list(studentId, 'break_par'),
    ]);
    return breakParProgressFrom(studentId, summaries, held);
  }

  async function presentAttempts(db: DbOrTx, rows: AttemptRow[]) {
    const evidence = await challengesRepository(db).evidenceOf(rows.map((r) => r.id));
    const renditions = await videoRenditionsRepository(db).findByKeys(
      evidence.filter((e) => e.kind === 'video').map((e) => e.fileKey),
    );
    return rows.map((row) => presentAttempt(row, evidence, renditions));
  }

  /** Within a transaction holding the student's lock; a deleted account cannot record anything. */
  async function locked<T>(studentId: string, work: (tx: Tx) => Promise<T>) {
    return deps.db.transaction(async (tx) => {
      if (!(await lockStudent(tx, studentId))) throw notFound('Student not found');
      return work(tx);
    });
  }

  return { access, repo, badges, readableStudent, ownStudent, progressOf, presentAttempts, locked };
}
export type ChallengesContext = ReturnType<typeof challengesContext>;
