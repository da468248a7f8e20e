import type { DbOrTx } from '../../db/client';
import { videoRenditionsRepository } from '../video-conversion/video-renditions.repository';
import { voiceOverLists } from '../voice-overs/voice-overs.presenter';

export type MessageVideos = { id: string; videoKey: string | null; coachVideoKey: string | null };

/**
 * The converted forms of these messages' videos (the student's and the reply's uploaded one) and each
 * reply's voice-overs: a reply may carry several coach videos.
 */
export async function messageVideos(db: DbOrTx, messages: MessageVideos[]) {
  const keys = messages.flatMap((m) => [m.videoKey, m.coachVideoKey].filter((k) => k !== null));
  const [renditions, voiceOvers] = await Promise.all([
    videoRenditionsRepository(db).findByKeys(keys),
    voiceOverLists(
      db,
      'message',
      messages.map((m) => m.id),
    ),
  ]);
  return { renditions, voiceOvers };
}
