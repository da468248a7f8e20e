import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../errors';
import { signedInStudentId } from '../plugins/auth';
import type { FileStorage } from './file-storage';
import { discardUploads } from './refused-upload';
import { type StoredUpload, storeUpload, type UploadBudget, type UploadRule } from './uploads';

export interface MultipartOptions {
  /** The route's own check before any file is kept, e.g. too many files waiting to be used. */
  admit?: () => Promise<void>;
  /** The route's check of one file before its bytes are read, e.g. consent for a video of a junior. */
  admitFile?: (field: string) => Promise<void>;
}

export interface MultipartForm {
  /** The text fields as sent; the caller checks them against its contract. */
  fields: Record<string, string>;
  /** Each stored file by its field name. */
  files: Record<string, StoredUpload>;
  /** Removes the stored files, for when the request is refused after they were written. */
  discard(): Promise<void>;
}

/**
 * Reads a multipart body: text fields as they come, and each file streamed to storage as it arrives under
 * the rule its field names (type from its bytes, size limit). `ruleFor` sees the fields sent so far, so a
 * form may declare a type before its file. The whole body is read even after a refusal, so the client
 * gets the answer, and a refused request leaves no file behind.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  storage: FileStorage,
  ruleFor: (field: string, fields: Record<string, string>) => UploadRule | undefined,
  options: MultipartOptions = {},
): Promise<MultipartForm> {
  if (!request.isMultipart()) {
    throw badRequest('Send the form as multipart/form-data', { body: 'Expected multipart/form-data' });
  }
  const fields: Record<string, string> = {};
  const files: Record<string, StoredUpload> = {};
  const discard = () =>
    discardUploads(
      storage,
      Object.values(files).map((file) => file.key),
    );
  let refusal: unknown;
  // Every upload is counted against its account (or address), so no one can fill the disk in a loop. A
  // refusal here still reads the body through, like any other, so the client sees the 429.
  const session = request.studentSession ?? request.staffSession;
  try {
    await request.server.services.rateLimits.consume(
      'uploadsPerAccount',
      session
        ? `${session.accountType}:${session.studentId ?? session.staffId ?? session.guardianId}`
        : `ip:${request.ip}`,
    );
  } catch (err) {
    refusal = err;
  }
  let budget: UploadBudget | undefined;
  if (!refusal) {
    try {
      budget = await admitUpload(request, options);
    } catch (err) {
      refusal = err;
    }
  }
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      // Browsers send an empty, nameless part for a file input left empty.
      if (refusal || part.filename === '') {
        part.file.resume();
        continue;
      }
      const name = part.fieldname;
      const rule = ruleFor(name, fields);
      if (!rule || files[name]) {
        part.file.resume();
        refusal = badRequest(`${name}: Unknown file field`, { [name]: 'Unknown field' });
        continue;
      }
      try {
        await options.admitFile?.(name);
      } catch (err) {
        // Refused before its bytes are kept: the file is read through and dropped, like any refused part.
        refusal = err;
        part.file.resume();
        continue;
      }
      try {
        const stored = await storeUpload(
          storage,
          { stream: part.file, filename: part.filename },
          rule,
          budget,
        );
        files[name] = stored;
        if (budget) budget.bytes -= stored.size;
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
  return { fields, files, discard };
}

/**
 * Every check that decides whether an upload may start, in one place, before any of its bytes are kept:
 * the free space the database needs, the student's upload space, then the route's own. A refusal here is
 * answered like any other, after the body is read through.
 */
async function admitUpload(
  request: FastifyRequest,
  options: MultipartOptions,
): Promise<UploadBudget | undefined> {
  // A guardian's upload is their child's: it counts against the child's space, like the child's own.
  const budget = await request.server.services.storageUsage.admit({
    studentId: request.studentSession ? signedInStudentId(request) : undefined,
  });
  await options.admit?.();
  return budget;
}
