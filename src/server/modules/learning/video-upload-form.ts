import type { FastifyRequest } from 'fastify';
import {
  VIDEO_UPLOAD_FIELD,
  type VideoUploadFields,
  videoUploadFields,
} from '../../../core/contracts/learning';
import { AppError, badRequest } from '../../errors';
import type { FileStorage } from '../../storage/file-storage';
import { type StoredUpload, storeUpload, UPLOAD_RULES, type UploadRule } from '../../storage/uploads';

const VIDEO_RULE: UploadRule = {
  accept: [...UPLOAD_RULES.video.accept],
  maxBytes: UPLOAD_RULES.video.maxBytes,
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

function refusalFor(issues: { code: string; path: PropertyKey[]; message: string; keys?: string[] }[]) {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys' && issue.keys) {
      for (const key of issue.keys) fields[key] = 'Unknown field';
    } else {
      fields[String(issue.path[0] ?? 'body')] ??= issue.message;
    }
  }
  const names = Object.keys(fields);
  const message =
    names.length === 1
      ? `${names[0]}: ${fields[names[0]!]}`
      : `Please check these fields: ${names.join(', ')}`;
  return badRequest(message, fields);
}

/**
 * Reads an admin's video upload: the details as text fields checked against the contract, and one `video`
 * file streamed to storage as it arrives (type from its bytes, 500 MB limit). The whole body is read even
 * after a refusal so the client gets the answer, and a refused upload leaves no file behind.
 */
export async function readVideoUploadForm(
  request: FastifyRequest,
  storage: FileStorage,
): Promise<VideoUploadForm> {
  if (!request.isMultipart()) {
    throw badRequest('Send the video as multipart/form-data', { body: 'Expected multipart/form-data' });
  }
  const raw: Record<string, string> = {};
  let file: StoredUpload | undefined;
  const discard = async () => {
    if (file) await storage.remove(file.key);
  };
  let refusal: unknown;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        raw[part.fieldname] = String(part.value);
        continue;
      }
      if (refusal) {
        part.file.resume();
        continue;
      }
      if (part.fieldname !== VIDEO_UPLOAD_FIELD || file) {
        part.file.resume();
        refusal = badRequest(`${part.fieldname}: Unknown file field`, { [part.fieldname]: 'Unknown field' });
        continue;
      }
      try {
        file = await storeUpload(storage, { stream: part.file, filename: part.filename }, VIDEO_RULE);
      } catch (err) {
        refusal = err;
      }
    }
  } catch (err) {
    refusal ??= err;
  }
  if (refusal) {
    await discard();
    throw refusal instanceof AppError || (refusal as { statusCode?: number }).statusCode
      ? refusal
      : badRequest('The upload could not be read', { body: 'Invalid multipart body' });
  }
  const parsed = videoUploadFields.safeParse(raw);
  if (!parsed.success) {
    await discard();
    throw refusalFor(parsed.error.issues as Parameters<typeof refusalFor>[0]);
  }
  if (!file)
    throw badRequest('Choose a video file to upload', { [VIDEO_UPLOAD_FIELD]: 'A video file is required' });
  return { fields: parsed.data, file, discard };
}
