import { z } from 'zod';
import { uuidParam } from './common';

/** The files a student uploaded themself, which count against their upload space. */
export const STORAGE_ITEM_KINDS = [
  'message_video',
  'message_image',
  'evidence_photo',
  'evidence_video',
  'swing',
] as const;
export type StorageItemKind = (typeof STORAGE_ITEM_KINDS)[number];

/** Uploaded Break Par photos and videos not yet saved with a round, at most, per student. */
export const UNATTACHED_EVIDENCE_LIMIT = 20;

export const storageItemParams = z.strictObject({
  id: uuidParam,
  kind: z.enum(STORAGE_ITEM_KINDS, { message: `Must be one of ${STORAGE_ITEM_KINDS.join(', ')}` }),
  itemId: uuidParam,
});

/** Where the student deletes one of their files to make room. */
export const storageItemPath = (studentId: string, kind: StorageItemKind, itemId: string) =>
  `/api/students/${encodeURIComponent(studentId)}/storage/${kind}/${encodeURIComponent(itemId)}`;

export const storageItem = z.object({
  /** The message or the piece of evidence the file belongs to. */
  id: z.uuid(),
  kind: z.enum(STORAGE_ITEM_KINDS),
  name: z.string(),
  size: z.number().int().nonnegative(),
  createdAt: z.iso.datetime(),
  /** Where in the portal the file is, in words for the student. */
  where: z.string(),
});
export type StorageItem = z.infer<typeof storageItem>;

export const storageUsageResponse = z.object({
  usedBytes: z.number().int().nonnegative(),
  quotaBytes: z.number().int().positive(),
  unattachedEvidence: z.number().int().nonnegative(),
  unattachedEvidenceLimit: z.number().int().positive(),
  /** The biggest files first: what to delete to make room. */
  largest: z.array(storageItem),
});
export type StorageUsageResponse = z.infer<typeof storageUsageResponse>;

/** "1.2 GB", "350 MB", "12 KB": sizes as the portal and the server's messages show them (1 GB = 1024 MB). */
export function formatBytes(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  if (unit === 0) return `${bytes} bytes`;
  const shown = value >= 10 || Number.isInteger(value) ? Math.round(value) : Math.round(value * 10) / 10;
  return `${shown} ${units[unit]}`;
}
