import { formatBytes } from '@/core/contracts/storage';
import type { Tx } from '../../db/client';
import { AppError, notFound } from '../../errors';
import { lockStudent } from '../students/students.repository';
import { storageUsageRepository } from './storage-usage.repository';

const WHAT_TO_DELETE =
  'My Profile → Upload space lists your largest files: delete message attachments, swings or Break Par photos and videos you no longer need, then try again.';

/**
 * 413, like a file over its size limit: this request's content is more than the server will keep. The
 * student reads how much they use and what to delete.
 */
export function quotaRefusal(usedBytes: number, quotaBytes: number, field = 'file'): AppError {
  const left = Math.max(0, quotaBytes - usedBytes);
  const state =
    left === 0
      ? `Your upload space is full: you use ${formatBytes(usedBytes)} of ${formatBytes(quotaBytes)}.`
      : `This file does not fit in your upload space: you use ${formatBytes(usedBytes)} of ${formatBytes(quotaBytes)} (${formatBytes(left)} left).`;
  return new AppError(413, 'storage_quota', `${state} ${WHAT_TO_DELETE}`, { [field]: 'Upload space full' });
}

/**
 * The authoritative check, inside the transaction that keeps the upload: with the student's row locked, the
 * files already kept plus these must fit. Two uploads streamed at once both fit the space left when they
 * started; this lets only the first of them in.
 */
export async function claimStorage(
  tx: Tx,
  studentId: string,
  bytes: number,
  quotaBytes: number,
  field?: string,
): Promise<void> {
  if (!(await lockStudent(tx, studentId))) throw notFound('Student not found');
  if (bytes === 0) return;
  const used = await storageUsageRepository(tx).usedBytes(studentId);
  if (used + bytes > quotaBytes) throw quotaRefusal(used, quotaBytes, field);
}
