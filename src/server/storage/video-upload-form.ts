import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { badRequest, refusedFields } from '../errors';
import type { FileStorage } from './file-storage';
import { readMultipartForm } from './multipart-form';
import { discardIfRefused } from './refused-upload';
import { type StoredUpload, UPLOAD_RULES } from './uploads';

export interface VideoUploadForm<Fields> {
  fields: Fields;
  file: StoredUpload;
  /** Removes the stored file when the video is refused after it was written. */
  discard(): Promise<void>;
}

/**
 * Reads an admin's video upload (a learning video, a model swing): the details checked against their
 * contract, and one video file under `field`, streamed into `folder` by the video rule. A refusal of
 * either removes the stored file.
 */
export async function readVideoUploadForm<Schema extends z.ZodType<Record<string, unknown>>>(
  request: FastifyRequest,
  storage: FileStorage,
  form: { schema: Schema; field: string; folder: string },
): Promise<VideoUploadForm<z.infer<Schema>>> {
  const rule = { ...UPLOAD_RULES.video, field: form.field, folder: form.folder, label: 'The video' };
  const read = await readMultipartForm(request, storage, (field) =>
    field === form.field ? rule : undefined,
  );
  return discardIfRefused(read, async () => {
    const parsed = form.schema.safeParse(read.fields);
    if (!parsed.success) throw refusedFields(parsed.error.issues);
    const file = read.files[form.field];
    if (!file)
      throw badRequest('Choose a video file to upload', { [form.field]: 'A video file is required' });
    return { fields: parsed.data, file, discard: read.discard };
  });
}
