import type { QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import type { Swing } from '@/core/contracts/swings';
import type { VideoPlayback } from '@/core/contracts/video-playback';
import type { VoiceOver } from '@/core/contracts/voice-overs';
import { frameClockOf } from '@/core/rules/video-frames';
import { Field } from '@/web/components/ui/field';
import { Select } from '@/web/components/ui/select';
import { AnalysisPlayer } from '@/web/components/video/analysis-player';
import { formatDate } from '@/web/lib/format';
import { useStudentSwings } from '../swings/api/swing-queue';
import { useSendVoiceOverTo } from './api';
import { VoiceOverRecording } from './voice-over-recording';

/** A video a voice-over may be recorded on. */
export interface SourceVideo {
  id: string;
  label: string;
  playback: VideoPlayback;
}

/**
 * The videos to talk over, in order: those given (the message's attached video, the exercise's coach
 * video), then the student's swings, those sent for this drill or exercise first. The first is chosen.
 */
export function sourceVideos(
  given: readonly SourceVideo[],
  swings: readonly Swing[],
  forThis?: (swing: Swing) => boolean,
): SourceVideo[] {
  const ordered = forThis ? [...swings.filter(forThis), ...swings.filter((s) => !forThis(s))] : swings;
  return [
    ...given,
    ...ordered.map((swing) => ({
      id: swing.id,
      label: `Swing: ${swing.forLabel}, ${formatDate(swing.createdAt)}`,
      playback: swing.playback,
    })),
  ];
}

/**
 * "Record a voice-over" on a drill assignment, an exercise or a message: the analysis player of one of the
 * student's videos (a choice when there are several), recorded with the coach's voice and sent to `path`.
 * With no video of the student's at all there is nothing to talk over, and no button.
 */
export function TargetVoiceOver({
  studentId,
  studentName,
  path,
  refresh,
  voiceOvers,
  given = [],
  forThis,
}: {
  studentId: string;
  studentName: string;
  /** POST …/voice-overs of the target. */
  path: string;
  /** The lists that show the target, read again once it is sent. */
  refresh: readonly QueryKey[];
  voiceOvers: readonly VoiceOver[];
  given?: readonly SourceVideo[];
  forThis?: (swing: Swing) => boolean;
}) {
  const swings = useStudentSwings(studentId, true);
  const sources = sourceVideos(given, swings.data?.swings ?? [], forThis);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const chosen = sources.find((s) => s.id === chosenId) ?? sources[0];
  const send = useSendVoiceOverTo(path, refresh);
  // What the server answered when this one was sent, until the lists read again catch up.
  const [sent, setSent] = useState<readonly VoiceOver[]>([]);
  const shown = sent.length > voiceOvers.length ? sent : voiceOvers;

  return (
    <VoiceOverRecording
      studentName={studentName}
      player={
        chosen
          ? {
              node: <AnalysisPlayer key={chosen.id} playback={chosen.playback} title={chosen.label} />,
              clock: frameClockOf(chosen.playback),
            }
          : null
      }
      choose={
        sources.length > 1 && (
          <Field label="Video to talk over">
            <Select value={chosen?.id} onChange={(event) => setChosenId(event.target.value)}>
              {sources.map((source) => (
                <option key={source.id} value={source.id}>
                  {source.label}
                </option>
              ))}
            </Select>
          </Field>
        )
      }
      voiceOvers={shown}
      send={async (file, onProgress) => setSent(await send.mutateAsync({ studentId, file, onProgress }))}
    />
  );
}
