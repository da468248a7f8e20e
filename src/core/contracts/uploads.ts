import { z } from 'zod';
import { text, uuidParam } from './common';

/* ------------------------------------------------------------------------------------------------
 * Resumable uploads: a large file (a swing filmed on a phone) sent in chunks, so a dropped connection
 * continues from the last byte the server kept instead of starting again. A small protocol in the spirit
 * of tus: create, then PATCH each chunk at its offset, and HEAD/GET to learn the offset after a failure.
 * ---------------------------------------------------------------------------------------------- */

export const UPLOAD_PURPOSES = ['swing'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/** The content type of a chunk, as tus names it. */
export const CHUNK_CONTENT_TYPE = 'application/offset+octet-stream';

/** POST /api/uploads */
export const createUploadBody = z.strictObject({
  purpose: z.enum(UPLOAD_PURPOSES, { message: `Must be one of ${UPLOAD_PURPOSES.join(', ')}` }),
  filename: text('File name', { singleLine: true }).trim().min(1, 'File name is required').max(255),
  size: z
    .number({ message: 'Size must be a number of bytes' })
    .int('Size must be a whole number of bytes')
    .positive('The file is empty'),
});
export type CreateUploadBody = z.infer<typeof createUploadBody>;

/** What a member of staff may send in chunks: a voice-over recorded on a student's swing, drill, exercise or message. */
export const STAFF_UPLOAD_PURPOSES = ['voiceover'] as const;
export type StaffUploadPurpose = (typeof STAFF_UPLOAD_PURPOSES)[number];

/** POST /api/staff/uploads: for one of the coach's own students (an admin: any). */
export const createStaffUploadBody = z.strictObject({
  purpose: z.enum(STAFF_UPLOAD_PURPOSES, { message: `Must be one of ${STAFF_UPLOAD_PURPOSES.join(', ')}` }),
  studentId: uuidParam,
  filename: createUploadBody.shape.filename,
  size: createUploadBody.shape.size,
});
export type CreateStaffUploadBody = z.infer<typeof createStaffUploadBody>;

/** Where an upload stands: the next byte the server expects, and how large a chunk it takes. */
export const uploadStateResponse = z.object({
  id: z.string(),
  offset: z.number().int().nonnegative(),
  size: z.number().int().positive(),
  chunkBytes: z.number().int().positive(),
  complete: z.boolean(),
});
export type UploadState = z.infer<typeof uploadStateResponse>;

export const uploadOffsetHeaders = z.object({
  'upload-offset': z.coerce
    .number({ message: 'Upload-Offset must be a number of bytes' })
    .int('Upload-Offset must be a whole number')
    .nonnegative('Upload-Offset must not be negative'),
});
