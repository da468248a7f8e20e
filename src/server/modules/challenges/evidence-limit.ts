import { UNATTACHED_EVIDENCE_LIMIT } from '@/core/contracts/storage';
import type { DbOrTx } from '../../db/client';
import { conflict } from '../../errors';
import { storageUsageRepository } from '../storage-usage/storage-usage.repository';

/**
 * A round has six holes, so twenty photos and videos waiting for a round to be saved is plenty; more is
 * someone using evidence as free storage. 409: the upload itself is fine, the student's state is not.
 */
export async function refuseEvidenceOverLimit(db: DbOrTx, studentId: string): Promise<void> {
  const waiting = await storageUsageRepository(db).unattachedEvidence(studentId);
  if (waiting >= UNATTACHED_EVIDENCE_LIMIT) {
    throw conflict(
      `You already have ${UNATTACHED_EVIDENCE_LIMIT} photos and videos waiting for a round to be saved. Save your round (or wait a day for unsaved ones to be cleared) before uploading more.`,
      { file: `At most ${UNATTACHED_EVIDENCE_LIMIT} unsaved photos and videos` },
    );
  }
}
