import type { FastifyRequest } from 'fastify';
import { VIDEO_UPLOAD_FIELD, type VideoUploadFields, videoUploadFields } from '@/core/contracts/learning';
import { badRequest, refusedFields } from '../../errors';
import type { FileStorage } from '../../storage/file-storage';
import { readMultipartForm } from '../../storage/multipart-form';
import { discardIfRefused } from '../../storage/refused-upload';
import { type StoredUpload, UPLOAD_RULES, type UploadRule } from '../../storage/uploads';

const VIDEO_RULE: UploadRule = {
  ...UPLOAD_RULES.video,
  field: VIDEO_UPLOAD_FIELD,
  folder: 'learning-videos',
  label: 'The video',
};

export interface VideoUploadForm {
  fields: VideoUploadFields;
  file: StoredUpload;
  /** Removes the stored file when the video is refused after it was written. */
  discard(): Promise<void>;
}

/** Reads an admin's video upload: the details checked against the contract, and one `video` file. */
export async function readVideoUploadForm(
  request: FastifyRequest,
  storage: FileStorage,
): Promise<VideoUploadForm> {
  const form = await readMultipartForm(request, storage, (field) =>
    field === VIDEO_UPLOAD_FIELD ? VIDEO_RULE : undefined,
  );
  return discardIfRefused(form, async () => {
    const parsed = videoUploadFields.safeParse(form.fields);
    if (!parsed.success) throw refusedFields(parsed.error.issues);
    const file = form.files[VIDEO_UPLOAD_FIELD];
    if (!file) {
      throw badRequest('Choose a video file to upload', { [VIDEO_UPLOAD_FIELD]: 'A video file is required' });
    }
    return { fields: parsed.data, file, discard: form.discard };
  });
}
