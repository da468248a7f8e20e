import type { ReactNode } from 'react';
import type { Swing } from '@/core/contracts/swings';
import { frameClockOf } from '@/core/rules/video-frames';
import type { PaintOverlay } from '@/web/components/video/use-voice-over-recording';
import { VoiceOverRecording } from '../voice-overs/voice-over-recording';
import { useSendVoiceOver, useStudentSwings } from './api/swing-queue';

/**
 * The swing's player, with "Record a voice-over" around it (drawings included in the recording). The
 * voice-overs already sent follow, with how far their preparation has gone.
 */
export function VoiceOverSection({
  swing,
  player,
  paintOverlay,
}: {
  swing: Swing;
  player: ReactNode;
  paintOverlay?: PaintOverlay;
}) {
  const send = useSendVoiceOver();
  // The student's list is read again while a voice-over is being prepared, so its state here follows.
  const fresh = useStudentSwings(swing.studentId, swing.voiceOvers.length > 0);
  const voiceOvers = fresh.data?.swings.find((s) => s.id === swing.id)?.voiceOvers ?? swing.voiceOvers;
  return (
    <VoiceOverRecording
      studentName={swing.studentName}
      idle={player}
      player={{ node: player, clock: frameClockOf(swing.playback), paintOverlay }}
      voiceOvers={voiceOvers}
      send={(file, onProgress) => send.mutateAsync({ swing, file, onProgress })}
    />
  );
}
