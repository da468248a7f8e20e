import type { Evidence, EvidenceKind } from '@/core/contracts/challenges';
import { notFound } from '../../errors';
import type { StoredUpload } from '../../storage/uploads';
import type { SignedInIdentity } from '../access/access-policy';
import { consentChecks } from '../consents/consent-checks';
import { claimStorage } from '../storage-usage/storage-quota';
import { enqueueConversion } from '../video-conversion/enqueue-conversion';
import type { ChallengesContext, ChallengesDeps } from './challenges.context';
import { presentEvidence } from './challenges.presenter';
import { challengesRepository } from './challenges.repository';
import { refuseEvidenceOverLimit } from './evidence-limit';

/** Photos and videos of a round, kept before the round is saved and shown to whoever may see it. */
export function evidenceService(deps: ChallengesDeps, ctx: ChallengesContext) {
  const { access, repo, locked } = ctx;
  const consents = consentChecks(deps.db, deps.clock);

  /** A junior's own video is a coaching video: it needs their consent (409 naming it). */
  async function requireVideoConsent(studentId: string): Promise<void> {
    await consents.require(
      await access.ownStudent({ kind: 'student', studentId }, studentId),
      'coaching_video',
    );
  }

  return {
    /** Before a video's bytes are read: consent for coaching videos, for a junior. */
    async admitEvidenceFile(studentId: string, field: string): Promise<void> {
      if (field === 'video') await requireVideoConsent(studentId);
    },

    /** Keeps a photo or video uploaded during a round, until the round is saved with it. */
    async recordEvidence(studentId: string, kind: EvidenceKind, file: StoredUpload): Promise<Evidence> {
      if (kind === 'video') await requireVideoConsent(studentId);
      const row = await locked(studentId, async (tx) => {
        await refuseEvidenceOverLimit(tx, studentId);
        await claimStorage(tx, studentId, file.size, deps.storageQuotaBytes, kind);
        const inserted = await challengesRepository(tx).insertEvidence({
          studentId,
          kind,
          fileKey: file.key,
          mime: file.mime,
          size: file.size,
          filename: file.filename,
          createdAt: deps.clock(),
        });
        if (kind === 'video') await enqueueConversion(tx, file.key, deps.clock());
        return inserted;
      });
      return presentEvidence(row);
    },

    /** Before an evidence upload starts: refused at once when the student already has the most waiting. */
    async checkEvidenceRoom(studentId: string): Promise<void> {
      await refuseEvidenceOverLimit(deps.db, studentId);
    },

    /** The stored file behind a piece of evidence, for its student, their coach and admins. */
    async evidenceFile(identity: SignedInIdentity, id: string) {
      const row = await repo.findEvidence(id);
      if (!row) throw notFound('Evidence not found');
      const viewer = await access.actorFor(identity);
      await access.visibleStudent(viewer, row.studentId).catch(() => {
        throw notFound('Evidence not found');
      });
      return { key: row.fileKey, mime: row.mime, filename: row.filename };
    },
  };
}
