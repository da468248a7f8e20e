import type { VoiceOver, VoiceOverTarget } from '@/core/contracts/voice-overs';
import type { DbOrTx } from '../../db/client';
import { videoPlayback } from '../video-conversion/video-playback.presenter';
import { videoRenditionsRepository } from '../video-conversion/video-renditions.repository';
import { type VoiceOverRow, voiceOversRepository } from './voice-overs.repository';

export const voiceOverVideoUrl = (id: string) => `/api/voice-overs/${id}/video`;

/**
 * The voice-overs of these targets of one kind, presented with how each plays, in two queries. The answer
 * finds a target's list by its id (an exercise's: its module assignment's id and exercise id); a target
 * with none gets an empty list.
 */
export async function voiceOverLists(
  db: DbOrTx,
  kind: VoiceOverTarget,
  ids: readonly string[],
): Promise<(targetId: string, exerciseId?: string) => VoiceOver[]> {
  const rows = await voiceOversRepository(db).of(kind, ids);
  if (rows.length === 0) return () => [];
  const renditions = await videoRenditionsRepository(db).findByKeys(rows.map((r) => r.voiceOver.fileKey));
  const present = ({ voiceOver, coach }: VoiceOverRow): VoiceOver => ({
    id: voiceOver.id,
    createdAt: voiceOver.createdAt.toISOString(),
    coachName: coach ? `${coach.firstName} ${coach.lastName}` : null,
    playback: videoPlayback(voiceOverVideoUrl(voiceOver.id), renditions.get(voiceOver.fileKey)),
  });
  const targetOf = (v: VoiceOverRow['voiceOver']) =>
    kind === 'swing'
      ? v.swingId
      : kind === 'drill'
        ? v.drillAssignmentId
        : kind === 'message'
          ? v.messageId
          : `${v.moduleAssignmentId}/${v.exerciseId}`;
  const byTarget = new Map<string, VoiceOver[]>();
  for (const row of rows) {
    const key = targetOf(row.voiceOver) ?? '';
    byTarget.set(key, [...(byTarget.get(key) ?? []), present(row)]);
  }
  return (targetId, exerciseId) =>
    byTarget.get(exerciseId === undefined ? targetId : `${targetId}/${exerciseId}`) ?? [];
}
