import type { FastifyRequest } from 'fastify';
import {
  MODEL_SWING_FILE_FIELD,
  type ModelSwingUploadFields,
  modelSwingUploadFields,
} from '@/core/contracts/model-swings';
import { badRequest, refusedFields } from '../../errors';
import type { FileStorage } from '../../storage/file-storage';
import { readMultipartForm } from '../../storage/multipart-form';
import { discardIfRefused } from '../../storage/refused-upload';
import { type StoredUpload, UPLOAD_RULES, type UploadRule } from '../../storage/uploads';

const MODEL_SWING_RULE: UploadRule = {
  ...UPLOAD_RULES.video,
  field: MODEL_SWING_FILE_FIELD,
  folder: 'model-swings',
  label: 'The video',
};

export interface ModelSwingUploadForm {
  fields: ModelSwingUploadFields;
  file: StoredUpload;
  discard(): Promise<void>;
}

/** Reads an admin's model swing upload: the details checked against the contract, and one `video` file. */
export async function readModelSwingUploadForm(
  request: FastifyRequest,
  storage: FileStorage,
): Promise<ModelSwingUploadForm> {
  const form = await readMultipartForm(request, storage, (field) =>
    field === MODEL_SWING_FILE_FIELD ? MODEL_SWING_RULE : undefined,
  );
  return discardIfRefused(form, async () => {
    const parsed = modelSwingUploadFields.safeParse(form.fields);
    if (!parsed.success) throw refusedFields(parsed.error.issues);
    const file = form.files[MODEL_SWING_FILE_FIELD];
    if (!file) {
      throw badRequest('Choose a video file to upload', {
        [MODEL_SWING_FILE_FIELD]: 'A video file is required',
      });
    }
    return { fields: parsed.data, file, discard: form.discard };
  });
}
