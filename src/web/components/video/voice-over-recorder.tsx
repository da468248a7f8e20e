import { Mic, RotateCcw, Send, Square } from 'lucide-react';
import { type ReactNode, useRef, useState } from 'react';
import type { FrameClock } from '@/core/rules/video-frames';
import { formatRecordingTime, voiceOverFilename } from '@/core/rules/voice-over';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { ProgressBar } from '@/web/components/ui/progress-bar';
import { type PaintOverlay, useVoiceOverRecording } from './use-voice-over-recording';

interface VoiceOverRecorderProps {
  /** The analysis player: its video element is what gets recorded. */
  children: ReactNode;
  clock: FrameClock | null;
  /** Drawn over each frame after the video, e.g. the coach's lines and angles. */
  paintOverlay?: PaintOverlay;
  /** Sends the finished recording; a rejection shows its message and keeps the recording. */
  onSend(file: File, onProgress: (percent: number) => void): Promise<void>;
  limitSeconds?: number;
}

/**
 * Wraps the analysis player with a voice-over recorder: start, talk while playing and stepping the swing,
 * stop, watch it back, then record again or send it to the student.
 */
export function VoiceOverRecorder({
  children,
  clock,
  paintOverlay,
  onSend,
  limitSeconds,
}: VoiceOverRecorderProps) {
  const around = useRef<HTMLDivElement>(null);
  const recording = useVoiceOverRecording({
    video: () => around.current?.querySelector('video') ?? null,
    clock,
    paintOverlay,
    limitSeconds,
  });
  const { state, limitSeconds: limit } = recording;
  const [sending, setSending] = useState<number | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);

  async function send() {
    if (state.kind !== 'recorded') return;
    setSendError(null);
    setSending(0);
    try {
      const file = new File([state.blob], voiceOverFilename(state.mime), { type: state.mime });
      await onSend(file, setSending);
      recording.reset();
    } catch (error) {
      setSendError(error instanceof Error ? error.message : 'The voice-over could not be sent. Try again.');
    } finally {
      setSending(null);
    }
  }

  return (
    <div className="flex flex-col gap-3" data-testid="voice-over-recorder">
      {/* While watching back, the recording replaces the player so the two never play over each other. */}
      <div ref={around} hidden={state.kind === 'recorded'}>
        {children}
      </div>
      {state.kind === 'recorded' && (
        // biome-ignore lint/a11y/useMediaCaption: a spoken review has no caption track to offer.
        <video
          src={state.url}
          controls
          playsInline
          className="max-h-[min(60dvh,32rem)] w-full rounded-xl bg-black"
          data-testid="voice-over-preview"
          aria-label="Your voice-over"
        />
      )}
      <div className="flex flex-wrap items-center gap-3 rounded-xl border border-line bg-white px-4 py-3">
        {state.kind === 'idle' && (
          <>
            <Button onClick={() => void recording.start()}>
              <Mic aria-hidden="true" />
              Start recording
            </Button>
            <p className="min-w-0 flex-1 text-sm text-ink-700">
              Play, step and pause the swing while you talk. Up to {formatRecordingTime(limit)} minutes.
            </p>
          </>
        )}
        {state.kind === 'starting' && (
          <Button loading loadingText="Starting the microphone…">
            Start recording
          </Button>
        )}
        {state.kind === 'recording' && (
          <>
            <Button variant="destructive" onClick={recording.stop}>
              <Square aria-hidden="true" />
              Stop
            </Button>
            <span className="inline-flex items-center gap-2 font-semibold text-error-700" role="status">
              <span className="size-3 animate-pulse rounded-full bg-error-600" aria-hidden="true" />
              Recording
            </span>
            <output
              className="font-mono text-base tabular-nums text-ink-900"
              data-testid="voice-over-timer"
              aria-label="Recording time"
            >
              {formatRecordingTime(state.seconds)} / {formatRecordingTime(limit)}
            </output>
            <meter
              min={0}
              max={1}
              value={state.level}
              aria-label="Microphone level"
              className="h-3 w-24 sm:w-32"
            />
          </>
        )}
        {state.kind === 'recorded' && (
          <>
            <Button
              onClick={() => void send()}
              loading={sending !== null}
              loadingText={`Sending… ${sending ?? 0}%`}
            >
              <Send aria-hidden="true" />
              Send to the student
            </Button>
            <Button variant="secondary" onClick={recording.reset} disabled={sending !== null}>
              <RotateCcw aria-hidden="true" />
              Record again
            </Button>
            <span className="text-sm text-ink-700">{formatRecordingTime(state.seconds)} recorded</span>
            {sending !== null && (
              <ProgressBar value={sending} label="Sending the voice-over" className="w-full" />
            )}
          </>
        )}
        {state.kind === 'error' && (
          <div className="flex w-full flex-col gap-3">
            <Alert title="Recording could not start">{state.message}</Alert>
            <Button variant="secondary" onClick={recording.reset} className="self-start">
              Try again
            </Button>
          </div>
        )}
      </div>
      {sendError && <Alert title="Not sent">{sendError}</Alert>}
    </div>
  );
}
