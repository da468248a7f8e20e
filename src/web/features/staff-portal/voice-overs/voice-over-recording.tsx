import { Mic, X } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import type { VoiceOver } from '@/core/contracts/voice-overs';
import type { FrameClock } from '@/core/rules/video-frames';
import { Button } from '@/web/components/ui/button';
import { notify } from '@/web/components/ui/toast';
import type { PaintOverlay } from '@/web/components/video/use-voice-over-recording';
import { VoiceOverList } from '@/web/components/video/voice-over-list';
import { VoiceOverRecorder } from '@/web/components/video/voice-over-recorder';
import { errorMessageFor } from '@/web/lib/api';

/** What the recorder wraps: a player, its frame clock and what it paints over the picture. */
export interface RecordedPlayer {
  node: ReactNode;
  clock: FrameClock | null;
  paintOverlay?: PaintOverlay;
}

/**
 * "Record a voice-over" around a player, wherever a coach reviews a student's video: the coach talks the
 * student through it while playing and stepping, watches it back and sends it. The voice-overs already sent
 * follow. `idle` shows while not recording (a swing's own player), and `choose` (which video) before the
 * recorder opens, so the video never changes under a recording; without a `player` there is nothing to
 * record on and no button.
 */
export function VoiceOverRecording({
  studentName,
  player,
  idle,
  choose,
  voiceOvers,
  send,
}: {
  studentName: string;
  player: RecordedPlayer | null;
  idle?: ReactNode;
  choose?: ReactNode;
  voiceOvers: readonly VoiceOver[];
  /** Uploads and sends the recording; throws if it was not sent. */
  send(file: File, onProgress: (percent: number) => void): Promise<unknown>;
}) {
  const [recording, setRecording] = useState(false);
  const [sending, setSending] = useState(false);

  async function sendRecording(file: File, onProgress: (percent: number) => void) {
    setSending(true);
    try {
      await send(file, onProgress);
    } catch (failure) {
      // The recorder keeps the recording and shows why, so the coach can send it again.
      throw new Error(
        errorMessageFor(failure, {
          server: 'The voice-over could not be sent. Please try again.',
          network: 'The voice-over could not be sent. Check your connection and try again.',
        }),
      );
    } finally {
      setSending(false);
    }
    notify.success(`Voice-over sent to ${studentName}.`);
    setRecording(false);
  }

  return (
    <div className="flex flex-col gap-3">
      {recording && player ? (
        <>
          <VoiceOverRecorder clock={player.clock} paintOverlay={player.paintOverlay} onSend={sendRecording}>
            {player.node}
          </VoiceOverRecorder>
          <div>
            <Button variant="ghost" size="sm" onClick={() => setRecording(false)} disabled={sending}>
              <X aria-hidden="true" />
              Close the recorder
            </Button>
          </div>
        </>
      ) : (
        <>
          {idle}
          {player && choose}
          {player && (
            <div>
              <Button variant="secondary" size="sm" onClick={() => setRecording(true)}>
                <Mic aria-hidden="true" />
                Record a voice-over
              </Button>
            </div>
          )}
        </>
      )}
      <VoiceOverList voiceOvers={voiceOvers} />
    </div>
  );
}
