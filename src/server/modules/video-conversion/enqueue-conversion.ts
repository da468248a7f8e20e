import type { DbOrTx } from '../../db/client';
import { videoRenditionsRepository } from './video-renditions.repository';

/**
 * Queues a stored video for conversion. Called in the transaction that writes the row naming the key, so
 * the job exists exactly when the video does; asking twice queues it once. The worker starts on it at its
 * next poll, or at once when the request that stored it ends.
 */
export async function enqueueConversion(tx: DbOrTx, sourceKey: string, now: Date): Promise<void> {
  await videoRenditionsRepository(tx).enqueue(sourceKey, now);
}
