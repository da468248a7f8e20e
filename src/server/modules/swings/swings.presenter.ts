import type { Swing, VoiceOver } from '@/core/contracts/swings';
import { videoPlayback } from '../video-conversion/video-playback.presenter';
import type { RenditionRow } from '../video-conversion/video-renditions.repository';
import type { SwingRow } from './swings.repository';

const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;

/** A swing as both portals read it; the file is served by its own authorised route. */
export function presentSwing(
  row: SwingRow,
  renditions: Map<string, RenditionRow>,
  voiceOvers: VoiceOver[] = [],
): Swing {
  const { swing } = row;
  const videoUrl = `/api/swings/${swing.id}/video`;
  return {
    id: swing.id,
    studentId: swing.studentId,
    studentName: fullName(row.student),
    purpose: swing.purpose,
    targetId: swing.targetId,
    forLabel: swing.forLabel,
    note: swing.note,
    sentBy: row.guardian ? fullName(row.guardian) : fullName(row.student),
    filename: swing.filename,
    mime: swing.mime,
    size: swing.size,
    videoUrl,
    playback: videoPlayback(videoUrl, renditions.get(swing.fileKey)),
    createdAt: swing.createdAt.toISOString(),
    reviewedAt: swing.reviewedAt?.toISOString() ?? null,
    reviewComment: swing.reviewComment,
    reviewedBy: row.reviewer ? fullName(row.reviewer) : null,
    moments: swing.moments ?? null,
    voiceOvers,
  };
}
