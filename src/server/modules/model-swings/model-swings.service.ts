import type { ModelSwing, ModelSwingPatchBody, ModelSwingUploadFields } from '@/core/contracts/model-swings';
import type { SwingMoments } from '@/core/contracts/video-playback';
import { marksPastEnd } from '@/core/rules/video-frames';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../errors';
import type { FileStorage } from '../../storage/file-storage';
import { readMp4FrameTiming } from '../../storage/mp4-frame-timing';
import { discardUploads } from '../../storage/refused-upload';
import type { StoredUpload } from '../../storage/uploads';
import { accessPolicy, requireAdmin } from '../access/access-policy';
import { enqueueConversion } from '../video-conversion/enqueue-conversion';
import { videoRenditionsRepository } from '../video-conversion/video-renditions.repository';
import { presentModelSwing } from './model-swings.presenter';
import { type ModelSwingWithAuthor, modelSwingsRepository } from './model-swings.repository';

const ADMIN_ONLY = 'Only an administrator can change the model swing library';

/**
 * The academy's model swing library. Any member of staff may list, play and mark the moments of a model
 * swing; only an administrator adds, edits or deletes one. The swings are the academy's, not a student's.
 */
export function modelSwingsService(deps: { db: Db; clock: Clock; storage: FileStorage }) {
  const repo = modelSwingsRepository(deps.db);
  const access = accessPolicy(deps.db);

  /** Presents swings with their conversions, read in one query. */
  async function present(rows: ModelSwingWithAuthor[]): Promise<ModelSwing[]> {
    const renditions = await videoRenditionsRepository(deps.db).findByKeys(rows.map((r) => r.fileKey));
    return rows.map((row) => presentModelSwing(row, renditions.get(row.fileKey)));
  }
  const presentOne = async (row: ModelSwingWithAuthor) => (await present([row]))[0] as ModelSwing;

  async function existing(id: string) {
    const row = await repo.find(id);
    if (!row) throw notFound('Model swing not found');
    return row;
  }

  async function requireAdminActor(staffId: string): Promise<void> {
    requireAdmin(await access.staffActor(staffId), ADMIN_ONLY);
  }

  return {
    /** Admin: checked before an upload's bytes are read, so a coach's upload is refused unread. */
    requireAdmin: requireAdminActor,

    /** Every model swing, newest first, for any member of staff. */
    async list(staffId: string): Promise<ModelSwing[]> {
      await access.staffActor(staffId);
      return present(await repo.list());
    },

    /** One model swing with how it plays. */
    async detail(staffId: string, id: string): Promise<ModelSwing> {
      await access.staffActor(staffId);
      return presentOne(await existing(id));
    },

    /** The stored file, for streaming to the player (its conversion once ready). */
    async file(staffId: string, id: string) {
      await access.staffActor(staffId);
      const row = await existing(id);
      return { key: row.fileKey, mime: row.fileMime, filename: row.fileFilename };
    },

    /** Admin: adds an uploaded (already stored and type-checked) video, reading its frame timing. */
    async create(staffId: string, fields: ModelSwingUploadFields, file: StoredUpload): Promise<ModelSwing> {
      await requireAdminActor(staffId);
      const timing = await readMp4FrameTiming(deps.storage, file.key);
      const now = deps.clock();
      // The row and its conversion job are written together, so the job exists exactly when the swing does.
      const row = await deps.db.transaction(async (tx) => {
        const inserted = await modelSwingsRepository(tx).insert({
          ...fields,
          fileKey: file.key,
          fileMime: file.mime,
          fileSize: file.size,
          fileFilename: file.filename,
          moments: {},
          timing,
          createdBy: staffId,
          createdAt: now,
          updatedAt: now,
        });
        await enqueueConversion(tx, file.key, now);
        return inserted;
      });
      return presentOne(await existing(row.id));
    },

    /** Admin: changes the title, club, view or handedness. */
    async update(staffId: string, id: string, patch: ModelSwingPatchBody): Promise<ModelSwing> {
      await requireAdminActor(staffId);
      const updated = await repo.update(id, { ...patch, updatedAt: deps.clock() });
      if (!updated) throw notFound('Model swing not found');
      return presentOne(await existing(id));
    },

    /** Admin: deletes the swing and its file. */
    async remove(staffId: string, id: string): Promise<void> {
      await requireAdminActor(staffId);
      const row = await repo.remove(id);
      if (!row) throw notFound('Model swing not found');
      // The row is gone first; a file that cannot be removed now is no row's, so the daily clean-up takes it.
      await discardUploads(deps.storage, [row.fileKey]);
    },

    /**
     * Any member of staff marks address, top and impact. A frame past the end is refused once the video's
     * length in frames is known; before then the marks are kept as given.
     */
    async setMoments(staffId: string, id: string, moments: SwingMoments): Promise<ModelSwing> {
      await access.staffActor(staffId);
      const row = await existing(id);
      const refused = marksPastEnd(moments, (await presentOne(row)).playback.frameCount);
      if (Object.keys(refused).length > 0) {
        throw badRequest('A marked frame is past the end of the video', refused);
      }
      await repo.update(id, { moments, updatedAt: deps.clock() });
      return presentOne(await existing(id));
    },
  };
}
export type ModelSwingsService = ReturnType<typeof modelSwingsService>;
