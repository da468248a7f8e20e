import type { FastifyRequest } from 'fastify';
import { type SendMessageFields, sendMessageFields } from '../../../core/contracts/messages';
import { AppError, badRequest } from '../../errors';
import type { FileStorage } from '../../storage/file-storage';
import { storeUpload, UPLOAD_RULES, type UploadRule } from '../../storage/uploads';
import type { MessageUploads } from './messages.service';

const FILE_RULES: Record<keyof MessageUploads, UploadRule> = {
  video: {
    accept: [...UPLOAD_RULES.video.accept],
    maxBytes: UPLOAD_RULES.video.maxBytes,
    field: 'video',
    folder: 'message-videos',
    label: 'The video',
  },
  image: {
    accept: [...UPLOAD_RULES.image.accept],
    maxBytes: UPLOAD_RULES.image.maxBytes,
    field: 'image',
    folder: 'message-images',
    label: 'The image',
  },
};
const isFileField = (name: string): name is keyof MessageUploads => name === 'video' || name === 'image';

export interface MessageForm {
  fields: SendMessageFields;
  uploads: MessageUploads;
  /** Removes the stored files when the message is refused after they were written. */
  discard(): Promise<void>;
}

/**
 * Reads POST /api/messages: text fields checked against the contract, each file streamed to storage as
 * it arrives under its own rule (type from its bytes, size limit). The whole body is read even after a
 * refusal so the client gets the answer, and a refused message leaves no file behind.
 */
export async function readMessageForm(request: FastifyRequest, storage: FileStorage): Promise<MessageForm> {
  if (!request.isMultipart()) {
    throw badRequest('Send the message as multipart/form-data', { body: 'Expected multipart/form-data' });
  }
  const raw: Record<string, string> = {};
  const uploads: MessageUploads = {};
  const discard = async () => {
    await Promise.all(Object.values(uploads).map((file) => storage.remove(file.key)));
  };
  let refusal: unknown;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        raw[part.fieldname] = String(part.value);
        continue;
      }
      // Browsers send an empty, nameless part for a file input left empty.
      if (refusal || part.filename === '') {
        part.file.resume();
        continue;
      }
      const name = part.fieldname;
      if (!isFileField(name) || uploads[name]) {
        part.file.resume();
        refusal = badRequest(`${name}: Unknown file field`, { [name]: 'Unknown field' });
        continue;
      }
      try {
        uploads[name] = await storeUpload(
          storage,
          { stream: part.file, filename: part.filename },
          FILE_RULES[name],
        );
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
      : badRequest('The message could not be read', { body: 'Invalid multipart body' });
  }
  const parsed = sendMessageFields.safeParse(raw);
  if (!parsed.success) {
    await discard();
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      if (issue.code === 'unrecognized_keys') {
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
    throw badRequest(message, fields);
  }
  return { fields: parsed.data, uploads, discard };
}
