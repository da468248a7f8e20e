import type {
  LearningVideo,
  StaffVideo,
  VideoCreateInput,
  VideoPatchInput,
  VideoUploadFields,
} from '@/core/contracts/learning';
import { londonDate } from '@/core/rules/london-time';
import { tierAllows } from '@/core/rules/membership-tiers';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { badRequest, forbidden, notFound, unauthorized } from '../../errors';
import type { StoredUpload } from '../../storage/uploads';
import { accessPolicy, isAdmin, requireAdmin } from '../access/access-policy';
import { enqueueConversion } from '../video-conversion/enqueue-conversion';
import { videoRenditionsRepository } from '../video-conversion/video-renditions.repository';
import { presentLearningVideo, presentStaffVideo } from './learning.presenter';
import { learningRepository, type NewVideo, type VideoWithProgress } from './learning.repository';

const UPGRADE_MESSAGE = 'Upgrade Required: your membership does not include this video';

/** Learning videos: what each student may watch and how far they got; the academy's list of videos. */
export function learningService(deps: { db: Db; clock: Clock }) {
  const repo = learningRepository(deps.db);

  async function tierOf(studentId: string) {
    const tier = await repo.studentTier(studentId);
    if (!tier) throw unauthorized();
    return tier;
  }

  /** An offered video the student's tier opens; 404 when retired or unknown, 403 below its tier. */
  async function openable(studentId: string, videoId: string): Promise<VideoWithProgress> {
    const tier = await tierOf(studentId);
    const video = await repo.findActiveWithProgress(studentId, videoId);
    if (!video) throw notFound('Video not found');
    if (!tierAllows(tier, video.requiredTier)) throw forbidden(UPGRADE_MESSAGE);
    return video;
  }

  const access = accessPolicy(deps.db);

  /** The converted forms of the uploaded files among these videos, in one query. */
  function renditionsOf(rows: { fileKey: string | null }[]) {
    const keys = rows.flatMap((row) => (row.fileKey ? [row.fileKey] : []));
    return videoRenditionsRepository(deps.db).findByKeys(keys);
  }

  async function requireAdminActor(staffId: string): Promise<void> {
    requireAdmin(await access.staffActor(staffId), 'Only an administrator can change videos');
  }

  async function existing(id: string) {
    const row = await repo.findById(id);
    if (!row) throw notFound('Video not found');
    return row;
  }

  function details(input: VideoUploadFields | VideoCreateInput): Omit<NewVideo, 'displayOrder'> {
    return {
      title: input.title,
      description: input.description,
      category: input.category,
      difficulty: input.difficulty,
      durationMinutes: input.durationMinutes,
      requiredTier: input.requiredTier,
      instructor: input.instructor,
      lessons: input.lessons ?? 1,
      rating: input.rating ?? null,
      publishedDate: input.publishedDate ?? londonDate(deps.clock()),
    };
  }

  return {
    /** Every offered video with the student's progress; `locked` says which their tier does not open. */
    async listForStudent(studentId: string): Promise<LearningVideo[]> {
      const tier = await tierOf(studentId);
      const rows = await repo.listActiveWithProgress(studentId);
      const renditions = await renditionsOf(rows);
      return rows.map((row) => presentLearningVideo(row, !tierAllows(tier, row.requiredTier), renditions));
    },

    /** One video to watch; refused below its tier. */
    async detailForStudent(studentId: string, videoId: string): Promise<LearningVideo> {
      const video = await openable(studentId, videoId);
      return presentLearningVideo(video, false, await renditionsOf([video]));
    },

    /** The stored file of an uploaded video, for streaming; refused below its tier. */
    async fileForStudent(studentId: string, videoId: string) {
      const video = await openable(studentId, videoId);
      if (!video.fileKey || !video.fileMime) throw notFound('This video has no file to stream');
      return { key: video.fileKey, mime: video.fileMime, filename: video.fileFilename ?? 'video.mp4' };
    },

    /** Records watch progress (it only moves forward). */
    async saveProgress(studentId: string, videoId: string, progress: number): Promise<LearningVideo> {
      const video = await openable(studentId, videoId);
      const watch = await repo.saveProgress(studentId, videoId, { progress, now: deps.clock() });
      return presentLearningVideo({ ...video, watch }, false);
    },

    /** 'Mark as Complete': completed, at 100%. */
    async markComplete(studentId: string, videoId: string): Promise<LearningVideo> {
      const video = await openable(studentId, videoId);
      const now = deps.clock();
      const watch = await repo.saveProgress(studentId, videoId, { progress: 100, completedAt: now, now });
      return presentLearningVideo({ ...video, watch }, false);
    },

    /** The academy's videos for staff: admins see retired ones too; any member of staff may read. */
    async listForStaff(staffId: string): Promise<StaffVideo[]> {
      const actor = await access.staffActor(staffId);
      const rows = await repo.listAll({ includeRetired: isAdmin(actor) });
      return rows.map(presentStaffVideo);
    },

    /** Admin: adds a YouTube video at the end of the list. */
    async createYoutube(staffId: string, input: VideoCreateInput): Promise<StaffVideo> {
      await requireAdminActor(staffId);
      const row = await repo.insert({
        ...details(input),
        youtubeId: input.youtubeUrl,
        displayOrder: await repo.nextDisplayOrder(),
      });
      return presentStaffVideo(row);
    },

    /** Admin: adds an uploaded video file (already stored and type-checked) at the end of the list. */
    async createUploaded(staffId: string, input: VideoUploadFields, file: StoredUpload): Promise<StaffVideo> {
      await requireAdminActor(staffId);
      const row = await deps.db.transaction(async (tx) => {
        const txRepo = learningRepository(tx);
        const inserted = await txRepo.insert({
          ...details(input),
          fileKey: file.key,
          fileMime: file.mime,
          fileSize: file.size,
          fileFilename: file.filename,
          displayOrder: await txRepo.nextDisplayOrder(),
        });
        await enqueueConversion(tx, file.key, deps.clock());
        return inserted;
      });
      return presentStaffVideo(row);
    },

    /** Any member of staff may preview an uploaded file. */
    async fileForStaff(staffId: string, id: string) {
      await access.staffActor(staffId);
      const row = await existing(id);
      if (!row.fileKey || !row.fileMime) throw notFound('This video has no file to stream');
      return { key: row.fileKey, mime: row.fileMime, filename: row.fileFilename ?? 'video.mp4' };
    },

    /** Admin: the upload check runs before the file is read, so a coach's upload is refused unread. */
    requireAdmin: requireAdminActor,

    /** Admin: changes details, the YouTube link, or retires / restores a video. */
    async update(staffId: string, id: string, patch: VideoPatchInput): Promise<StaffVideo> {
      await requireAdminActor(staffId);
      const row = await existing(id);
      if (patch.youtubeUrl !== undefined && row.fileKey) {
        throw badRequest('An uploaded video has no YouTube link', {
          youtubeUrl: 'Not for an uploaded video',
        });
      }
      const { youtubeUrl, durationMinutes, ...rest } = patch;
      const updated = await repo.update(id, {
        ...rest,
        ...(durationMinutes !== undefined && { durationMinutes }),
        ...(youtubeUrl !== undefined && { youtubeId: youtubeUrl }),
        updatedAt: deps.clock(),
      });
      if (!updated) throw notFound('Video not found');
      return presentStaffVideo(updated);
    },

    /** Admin: puts every video in the given order. */
    async reorder(staffId: string, ids: string[]): Promise<StaffVideo[]> {
      await requireAdminActor(staffId);
      const known = new Set(await repo.allIds());
      const given = new Set(ids);
      if (given.size !== ids.length || given.size !== known.size || ids.some((id) => !known.has(id))) {
        throw badRequest('List every video exactly once', { ids: 'Must list every video exactly once' });
      }
      await repo.setOrder(ids, deps.clock());
      return (await repo.listAll({ includeRetired: true })).map(presentStaffVideo);
    },
  };
}
export type LearningService = ReturnType<typeof learningService>;
