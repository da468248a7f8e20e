import { Mic, X } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import type { Swing } from '@/core/contracts/swings';
import { frameClockOf } from '@/core/rules/video-frames';
import { Button } from '@/web/components/ui/button';
import { notify } from '@/web/components/ui/toast';
import type { PaintOverlay } from '@/web/components/video/use-voice-over-recording';
import { VoiceOverList } from '@/web/components/video/voice-over-list';
import { VoiceOverRecorder } from '@/web/components/video/voice-over-recorder';
import { errorMessageFor } from '@/web/lib/api';
import { useSendVoiceOver, useStudentSwings } from './api/swing-queue';

/**
 * The swing's player, with "Record a voice-over" around it: the coach talks the student through the swing
 * while playing and stepping it, and sends the recording. The voice-overs already sent follow, with how far
 * their preparation has gone.
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
  const [recording, setRecording] = useState(false);
  const send = useSendVoiceOver();
  // The student's list is read again while a voice-over is being prepared, so its state here follows.
  const fresh = useStudentSwings(swing.studentId, swing.voiceOvers.length > 0);
  const voiceOvers = fresh.data?.swings.find((s) => s.id === swing.id)?.voiceOvers ?? swing.voiceOvers;

  async function sendRecording(file: File, onProgress: (percent: number) => void) {
    try {
      await send.mutateAsync({ swing, file, onProgress });
    } catch (failure) {
      // The recorder keeps the recording and shows why, so the coach can send it again.
      throw new Error(
        errorMessageFor(failure, {
          server: 'The voice-over could not be sent. Please try again.',
          network: 'The voice-over could not be sent. Check your connection and try again.',
        }),
      );
    }
    notify.success(`Voice-over sent to ${swing.studentName}.`);
    setRecording(false);
  }

  return (
    <div className="flex flex-col gap-3">
      {recording ? (
        <>
          <VoiceOverRecorder
            clock={frameClockOf(swing.playback)}
            paintOverlay={paintOverlay}
            onSend={sendRecording}
          >
            {player}
          </VoiceOverRecorder>
          <div>
            <Button variant="ghost" size="sm" onClick={() => setRecording(false)} disabled={send.isPending}>
              <X aria-hidden="true" />
              Close the recorder
            </Button>
          </div>
        </>
      ) : (
        <>
          {player}
          <div>
            <Button variant="secondary" size="sm" onClick={() => setRecording(true)}>
              <Mic aria-hidden="true" />
              Record a voice-over
            </Button>
          </div>
        </>
      )}
      <VoiceOverList voiceOvers={voiceOvers} />
    </div>
  );
}
