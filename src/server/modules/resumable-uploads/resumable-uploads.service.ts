import { Readable } from 'node:stream';
import type { CreateStaffUploadBody, CreateUploadBody, UploadState } from '@/core/contracts/uploads';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { AppError, conflict, notFound } from '../../errors';
import type { FileStorage } from '../../storage/file-storage';
import { discardUploads } from '../../storage/refused-upload';
import {
  type StoredUpload,
  safeFilename,
  storeUpload,
  studentVideoRule,
  tooLargeFor,
  UPLOAD_RULES,
  type UploadRule,
} from '../../storage/uploads';
import { accessPolicy, mayContinueUpload, type SignedInIdentity } from '../access/access-policy';
import { consentChecks } from '../consents/consent-checks';
import { claimStorage, quotaRefusal } from '../storage-usage/storage-quota';
import { storageUsageRepository } from '../storage-usage/storage-usage.repository';
import type { storageUsageService } from '../storage-usage/storage-usage.service';
import { type ResumableUploadRow, resumableUploadsRepository } from './resumable-uploads.repository';

/** An upload not finished (or finished and not used) within a day is abandoned: the clean-up takes it. */
export const UPLOAD_KEPT_MS = 24 * 3600_000;
const PART_FOLDER = 'upload-parts';

export interface ResumableUploadsDeps {
  db: Db;
  clock: Clock;
  storage: FileStorage;
  storageUsage: ReturnType<typeof storageUsageService>;
  quotaBytes: number;
  studentVideoMaxBytes: number;
  chunkBytes: number;
}

/** A finished upload, as the feature that asked for it takes it over. */
export interface CompletedUpload extends StoredUpload {
  uploadId: string;
}

/** The rule for each purpose: what kinds of file, how large, and where the joined file goes. */
function ruleFor(deps: ResumableUploadsDeps, purpose: ResumableUploadRow['purpose']): UploadRule {
  if (purpose === 'voiceover') {
    // A coach's recording: the academy's video, with a coach's size limit.
    return { ...UPLOAD_RULES.video, field: 'file', folder: 'voice-overs', label: 'The voice-over' };
  }
  if (purpose !== 'swing') throw new Error(`No upload rule for ${purpose}`);
  return {
    ...studentVideoRule(deps.studentVideoMaxBytes),
    field: 'file',
    folder: 'swing-videos',
    label: 'The video',
  };
}

/** The parts of an upload read one after the other, as one stream: nothing held whole. */
function joinedParts(storage: FileStorage, keys: readonly string[]): Readable {
  return Readable.from(
    (async function* () {
      for (const key of keys) yield* storage.read(key);
    })(),
  );
}

/**
 * Large files sent in chunks that survive a dropped connection: the type is decided by the first chunk's
 * bytes, every chunk is counted against the student's upload space as it arrives, and the parts are joined
 * into one stored file when the last one comes.
 */
export function resumableUploadsService(deps: ResumableUploadsDeps) {
  const access = accessPolicy(deps.db);
  const consents = consentChecks(deps.db, deps.clock);
  const repo = resumableUploadsRepository(deps.db);

  function present(row: ResumableUploadRow): UploadState {
    return {
      id: row.id,
      offset: row.receivedBytes,
      size: row.declaredSize,
      chunkBytes: deps.chunkBytes,
      complete: row.completedKey !== null,
    };
  }

  /** The upload, if this caller started it; anyone else's (or one past its time) is 404. */
  async function ownUpload(identity: SignedInIdentity, id: string): Promise<ResumableUploadRow> {
    const actor = await access.actorFor(identity);
    const row = await repo.find(id);
    if (!row || !mayContinueUpload(actor, row) || row.expiresAt <= deps.clock()) {
      throw notFound('Upload not found');
    }
    return row;
  }

  /** Joins the parts once all bytes are in; the parts go once the row names the joined file. */
  async function finish(row: ResumableUploadRow): Promise<ResumableUploadRow> {
    if (row.completedKey || row.receivedBytes < row.declaredSize || !row.extension) return row;
    const rule = ruleFor(deps, row.purpose);
    const saved = await deps.storage.put(joinedParts(deps.storage, row.partKeys), {
      folder: rule.folder,
      extension: row.extension,
    });
    await repo.complete(row.id, saved.key);
    await discardUploads(deps.storage, row.partKeys);
    return { ...row, completedKey: saved.key, partKeys: [] };
  }

  return {
    /**
     * Starts an upload for the signed-in student (or a guardian's child): refused up front when the declared
     * size is over the kind's limit or the student's space left (413 naming `size`), or when a junior has no
     * consent for coaching videos.
     */
    async create(
      identity: SignedInIdentity,
      studentId: string,
      body: CreateUploadBody,
    ): Promise<UploadState> {
      const actor = await access.actorFor(identity);
      const student = await access.ownStudent(actor, studentId);
      await consents.require(student, 'coaching_video');
      const rule = ruleFor(deps, body.purpose);
      if (body.size > rule.maxBytes) throw tooLargeFor({ ...rule, field: 'size' });
      await deps.storageUsage.admit({ studentId: student.id });
      const used = await storageUsageRepository(deps.db).usedBytes(student.id);
      if (used + body.size > deps.quotaBytes) throw quotaRefusal(used, deps.quotaBytes, 'size');
      const now = deps.clock();
      const row = await repo.insert({
        studentId: student.id,
        guardianId: actor.kind === 'guardian' ? actor.guardianId : null,
        purpose: body.purpose,
        filename: body.filename,
        declaredSize: body.size,
        createdAt: now,
        expiresAt: new Date(now.getTime() + UPLOAD_KEPT_MS),
      });
      return present(row);
    },

    /**
     * Starts a member of staff's upload for one of their own students (an admin: any; another coach's
     * student is 404). Its bytes are the academy's: only the size limit applies, not the student's space.
     */
    async createForStaff(staffId: string, body: CreateStaffUploadBody): Promise<UploadState> {
      const actor = await access.staffActor(staffId);
      const student = await access.visibleStudent(actor, body.studentId);
      const rule = ruleFor(deps, body.purpose);
      if (body.size > rule.maxBytes) throw tooLargeFor({ ...rule, field: 'size' });
      const now = deps.clock();
      const row = await repo.insert({
        studentId: student.id,
        staffId: actor.staffId,
        purpose: body.purpose,
        filename: body.filename,
        declaredSize: body.size,
        createdAt: now,
        expiresAt: new Date(now.getTime() + UPLOAD_KEPT_MS),
      });
      return present(row);
    },

    /** Where an upload stands, for its uploader only. */
    async state(identity: SignedInIdentity, id: string): Promise<UploadState> {
      return present(await ownUpload(identity, id));
    },

    /**
     * Adds one chunk at `offset`. A chunk for any other offset is 409 with the offset the server has; the
     * first chunk's bytes decide the type (400 naming `file`); each chunk is at most `chunkBytes` and the
     * bytes kept so far must fit the student's space (413).
     */
    async append(
      identity: SignedInIdentity,
      id: string,
      offset: number,
      body: Readable,
    ): Promise<UploadState> {
      const row = await ownUpload(identity, id);
      const wrongOffset = (at: number) =>
        new AppError(
          409,
          'offset_mismatch',
          `The upload continues from byte ${at}`,
          { offset: String(at) },
          {
            'upload-offset': String(at),
          },
        );
      if (row.completedKey) throw conflict('This upload is already complete');
      if (offset !== row.receivedBytes) {
        body.resume();
        throw wrongOffset(row.receivedBytes);
      }
      const rule = ruleFor(deps, row.purpose);
      const room = Math.min(deps.chunkBytes, row.declaredSize - row.receivedBytes);
      const chunkRule = { ...rule, folder: PART_FOLDER, maxBytes: room };
      const known = row.mime && row.extension ? { mime: row.mime, ext: row.extension } : undefined;
      const part = await storeUpload(
        deps.storage,
        { stream: body, filename: row.filename },
        chunkRule,
        undefined,
        known,
      );
      let updated: ResumableUploadRow | undefined;
      try {
        updated = await deps.db.transaction(async (tx) => {
          // The student's row locked: two uploads at once cannot both take the last of the space. A staff
          // upload is the academy's and takes none of it.
          if (!row.staffId) await claimStorage(tx, row.studentId, part.size, deps.quotaBytes, 'file');
          return resumableUploadsRepository(tx).appendPart(row.id, offset, part, {
            mime: part.mime,
            extension: known?.ext ?? part.key.split('.').pop()!,
          });
        });
      } catch (err) {
        await discardUploads(deps.storage, [part.key]);
        throw err;
      }
      if (!updated) {
        // Another request for the same offset got there first.
        await discardUploads(deps.storage, [part.key]);
        const now = await repo.find(row.id);
        throw wrongOffset(now?.receivedBytes ?? row.receivedBytes);
      }
      return present(await finish(updated));
    },

    /**
     * The finished file of an upload this caller started, for the feature that keeps it: completes a join a
     * failure interrupted. 400 naming `uploadId` while bytes are missing.
     */
    async completed(identity: SignedInIdentity, id: string, studentId: string): Promise<CompletedUpload> {
      const row = await finish(await ownUpload(identity, id));
      if (row.studentId !== studentId) throw notFound('Upload not found');
      if (!row.completedKey || !row.mime || !row.extension) {
        throw new AppError(400, 'bad_request', 'The video has not finished uploading', {
          uploadId: 'Upload not complete',
        });
      }
      return {
        uploadId: row.id,
        key: row.completedKey,
        mime: row.mime,
        size: row.declaredSize,
        filename: safeFilename(row.filename, row.extension),
      };
    },
  };
}
