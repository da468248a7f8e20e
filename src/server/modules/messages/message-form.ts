import type { FastifyRequest } from 'fastify';
import { type SendMessageFields, sendMessageFields } from '@/core/contracts/messages';
import { refusedFields } from '../../errors';
import type { FileStorage } from '../../storage/file-storage';
import { readMultipartForm } from '../../storage/multipart-form';
import { discardIfRefused } from '../../storage/refused-upload';
import { studentVideoRule, UPLOAD_RULES, type UploadRule } from '../../storage/uploads';
import type { MessageUploads } from './messages.service';

function fileRules(studentVideoMaxBytes: number): Record<string, UploadRule> {
  return {
    video: {
      ...studentVideoRule(studentVideoMaxBytes),
      field: 'video',
      folder: 'message-videos',
      label: 'The video',
    },
    image: { ...UPLOAD_RULES.image, field: 'image', folder: 'message-images', label: 'The image' },
  };
}

export interface MessageForm {
  fields: SendMessageFields;
  uploads: MessageUploads;
  /** Removes the stored files when the message is refused after they were written. */
  discard(): Promise<void>;
}

/** Reads POST /api/messages: text fields checked against the contract, an optional video and image. */
export async function readMessageForm(
  request: FastifyRequest,
  storage: FileStorage,
  admitFile?: (field: string) => Promise<void>,
): Promise<MessageForm> {
  const rules = fileRules(request.server.services.storageUsage.studentVideoMaxBytes);
  const form = await readMultipartForm(
    request,
    storage,
    (field) => (Object.hasOwn(rules, field) ? rules[field] : undefined),
    { admitFile },
  );
  return discardIfRefused(form, async () => {
    const parsed = sendMessageFields.safeParse(form.fields);
    if (!parsed.success) throw refusedFields(parsed.error.issues);
    return {
      fields: parsed.data,
      uploads: { video: form.files.video, image: form.files.image },
      discard: form.discard,
    };
  });
}
