import { type RefObject, useState } from 'react';
import type { Drawing } from '@/core/contracts/annotations';
import type { Swing } from '@/core/contracts/swings';
import type { SwingMoment } from '@/core/contracts/video-playback';
import { notify } from '@/web/components/ui/toast';
import { MOMENT_LABELS } from '@/web/components/video/analysis-player';
import { errorMessageFor } from '@/web/lib/api';
import { DrawingPlayer } from '../drawings/drawing-player';
import { useSetSwingMoments } from './api/swing-queue';

/** Marks address, top and impact at the frame on screen, each saved at once. */
function useMarking(swing: Swing) {
  const setMoments = useSetSwingMoments();
  const [marking, setMarking] = useState<SwingMoment | null>(null);
  function mark(moment: SwingMoment, frame: number) {
    setMarking(moment);
    setMoments.mutate(
      { id: swing.id, moments: { ...swing.moments, [moment]: frame } },
      {
        onSuccess: () => notify.success(`${MOMENT_LABELS[moment]} marked at frame ${frame}.`),
        onError: (failure) =>
          notify.error(
            errorMessageFor(failure, {
              server: 'The mark could not be saved. Please try again.',
              network: 'The mark could not be saved. Check your connection and try again.',
            }),
          ),
        onSettled: () => setMarking(null),
      },
    );
  }
  return { mark, marking };
}

/** The swing frame by frame: the coach marks address, top and impact, and draws over it. */
export function SwingAnalysis({
  swing,
  liveDrawings,
}: {
  swing: Swing;
  /** Kept up to date with the drawings on screen, for a recording to paint. */
  liveDrawings?: RefObject<readonly Drawing[]>;
}) {
  const { mark, marking } = useMarking(swing);
  return (
    <DrawingPlayer
      key={swing.id}
      target={{ kind: 'swing', id: swing.id }}
      title={swing.studentName}
      playback={swing.playback}
      moments={swing.moments ?? {}}
      onMark={mark}
      marking={marking}
      liveDrawings={liveDrawings}
    />
  );
}
