import type { FastifyRequest } from 'fastify';
import { DOWNLOAD_TYPES, type DownloadType } from '@/core/contracts/downloads';
import { AppError } from '../../errors';
import type { FileStorage } from '../../storage/file-storage';
import { readMultipartForm } from '../../storage/multipart-form';
import { discardIfRefused } from '../../storage/refused-upload';
import { MiB, type StoredUpload, UPLOAD_RULES, type UploadRule } from '../../storage/uploads';

const base = { field: 'file', folder: 'downloads', label: 'The file' };

/** The rule for a declared type; before the type is known, any of the three, up to the largest limit. */
function ruleFor(type: string | undefined): UploadRule {
  if (type && (DOWNLOAD_TYPES as readonly string[]).includes(type)) {
    const rule = UPLOAD_RULES[type as DownloadType];
    return { ...base, ...rule };
  }
  return {
    ...base,
    accept: [...UPLOAD_RULES.pdf.accept, ...UPLOAD_RULES.video.accept, ...UPLOAD_RULES.audio.accept],
    maxBytes: Math.max(UPLOAD_RULES.pdf.maxBytes, UPLOAD_RULES.video.maxBytes, UPLOAD_RULES.audio.maxBytes),
  };
}

/**
 * Reads a multipart upload of one download: text fields, and one `file` streamed to storage as it
 * arrives (checked against the declared type's rule when the type field came first, as our form sends
 * it). Then `use` runs; if it or anything else fails, the stored file is removed so nothing is left.
 */
export async function withDownloadUpload<T>(
  request: FastifyRequest,
  storage: FileStorage,
  use: (fields: Record<string, string>, file: StoredUpload | undefined) => Promise<T>,
): Promise<T> {
  const form = await readMultipartForm(request, storage, (field, fields) =>
    field === 'file' ? ruleFor(fields.type) : undefined,
  );
  return discardIfRefused(form, async () => {
    // A type declared after the file still has its own size limit.
    const declared = ruleFor(form.fields.type);
    if (form.files.file && form.files.file.size > declared.maxBytes) {
      throw new AppError(413, 'too_large', `The file must be at most ${declared.maxBytes / MiB} MB`, {
        file: 'File too large',
      });
    }
    return use(form.fields, form.files.file);
  });
}
