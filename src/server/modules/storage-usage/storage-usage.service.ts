import {
  type StorageItem,
  type StorageItemKind,
  type StorageUsageResponse,
  UNATTACHED_EVIDENCE_LIMIT,
} from '@/core/contracts/storage';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../errors';
import type { FileStorage } from '../../storage/file-storage';
import type { UploadBudget } from '../../storage/uploads';
import { accessPolicy, type SignedInIdentity } from '../access/access-policy';
import { quotaRefusal } from './storage-quota';
import { type StoredItemRow, storageUsageRepository } from './storage-usage.repository';

const LARGEST_SHOWN = 10;

export interface StorageUsageDeps {
  db: Db;
  storage: FileStorage;
  quotaBytes: number;
  /** The largest video a student may upload. */
  studentVideoMaxBytes: number;
  /** Uploads stop while the local upload volume has less free than this. */
  minFreeBytes: number;
  log?: { warn(obj: object, msg: string): void };
}

function whereIs(row: StoredItemRow): string {
  if (row.kind === 'message_video' || row.kind === 'message_image') {
    return `Coach Messaging: “${row.subject ?? ''}”`;
  }
  if (row.kind === 'swing') return `Coach Messaging, My swings: ${row.subject ?? ''}`;
  return row.level === null
    ? 'Break Par: uploaded during a round not yet saved'
    : `Break Par: a Level ${row.level} round`;
}

function presentItem(row: StoredItemRow): StorageItem {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    size: row.size,
    createdAt: row.createdAt.toISOString(),
    where: whereIs(row),
  };
}

/** How much of their upload space each student uses, and whether an upload may start at all. */
export function storageUsageService(deps: StorageUsageDeps) {
  const access = accessPolicy(deps.db);
  const repo = storageUsageRepository(deps.db);

  async function usageOf(studentId: string): Promise<StorageUsageResponse> {
    const [usedBytes, unattachedEvidence, largest] = await Promise.all([
      repo.usedBytes(studentId),
      repo.unattachedEvidence(studentId),
      repo.largest(studentId, LARGEST_SHOWN),
    ]);
    return {
      usedBytes,
      quotaBytes: deps.quotaBytes,
      unattachedEvidence,
      unattachedEvidenceLimit: UNATTACHED_EVIDENCE_LIMIT,
      largest: largest.map(presentItem),
    };
  }

  return {
    quotaBytes: deps.quotaBytes,
    studentVideoMaxBytes: deps.studentVideoMaxBytes,

    /**
     * Whether an upload may start, before any of its bytes are kept: the volume the database shares must
     * keep its floor free (507), and a student must have upload space left (413). Answers what a student
     * may still store, shared by the files of the request; staff uploads have no allowance.
     */
    async admit(uploader: { studentId?: string }): Promise<UploadBudget | undefined> {
      if (deps.storage.freeBytes) {
        const free = await deps.storage.freeBytes();
        if (free < deps.minFreeBytes) {
          deps.log?.warn(
            { freeBytes: free, minFreeBytes: deps.minFreeBytes },
            'uploads refused: disk nearly full',
          );
          throw new AppError(
            507,
            'insufficient_storage',
            'The academy’s storage is nearly full, so uploads are paused for now. Please try again later.',
          );
        }
      }
      if (!uploader.studentId) return undefined;
      const used = await repo.usedBytes(uploader.studentId);
      if (used >= deps.quotaBytes) throw quotaRefusal(used, deps.quotaBytes);
      const budget: UploadBudget = {
        bytes: deps.quotaBytes - used,
        refusal: () => quotaRefusal(deps.quotaBytes - budget.bytes, deps.quotaBytes),
      };
      return budget;
    },

    /** A student's used space, their quota and their largest files: for the student, their coach and admins. */
    async usage(identity: SignedInIdentity, studentId: string): Promise<StorageUsageResponse> {
      const actor = await access.actorFor(identity);
      const student = await access.visibleStudent(actor, studentId);
      return usageOf(student.id);
    },

    /**
     * The student deletes one of their own files to make room: a message keeps its words and loses the
     * attachment; a piece of evidence goes, from its round too; a swing goes with its review. Anyone else's
     * file is 404.
     */
    async remove(
      sessionStudentId: string,
      studentId: string,
      kind: StorageItemKind,
      itemId: string,
    ): Promise<StorageUsageResponse> {
      await access.ownStudent({ kind: 'student', studentId: sessionStudentId }, studentId);
      let key: string | null;
      if (kind === 'message_video' || kind === 'message_image') {
        key = await repo.dropMessageFile(studentId, itemId, kind === 'message_video' ? 'video' : 'image');
      } else if (kind === 'swing') {
        // The swing goes whole: without its video there is nothing for the coach to review.
        key = await repo.deleteSwing(studentId, itemId);
      } else {
        key = await repo.deleteEvidence(studentId, itemId, kind === 'evidence_photo' ? 'photo' : 'video');
      }
      if (!key) throw notFound('File not found');
      // A file left behind by a failure here is one no row uses: the daily clean-up takes it.
      await deps.storage.remove(key).catch(() => undefined);
      return usageOf(studentId);
    },
  };
}
