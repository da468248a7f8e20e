import {
  type StorageItem,
  type StorageUsageResponse,
  UNATTACHED_EVIDENCE_LIMIT,
} from '../../../core/contracts/storage';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { SignedInViewer } from '../../plugins/auth';
import type { FileStorage } from '../../storage/file-storage';
import type { UploadBudget } from '../../storage/uploads';
import { studentVisibility } from '../students/student-visibility';
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
  const visibility = studentVisibility(deps.db);
  const repo = storageUsageRepository(deps.db);

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
    async usage(identity: SignedInViewer, studentId: string): Promise<StorageUsageResponse> {
      const viewer = await visibility.viewerFor(identity);
      const student = await visibility.visibleStudent(viewer, studentId);
      const [usedBytes, unattachedEvidence, largest] = await Promise.all([
        repo.usedBytes(student.id),
        repo.unattachedEvidence(student.id),
        repo.largest(student.id, LARGEST_SHOWN),
      ]);
      return {
        usedBytes,
        quotaBytes: deps.quotaBytes,
        unattachedEvidence,
        unattachedEvidenceLimit: UNATTACHED_EVIDENCE_LIMIT,
        largest: largest.map(presentItem),
      };
    },
  };
}
