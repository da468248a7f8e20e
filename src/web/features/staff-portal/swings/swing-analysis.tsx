import { type RefObject, useEffect, useState } from 'react';
import type { Drawing } from '@/core/contracts/annotations';
import type { Swing } from '@/core/contracts/swings';
import type { SwingMoment } from '@/core/contracts/video-playback';
import { Alert } from '@/web/components/ui/alert';
import { notify } from '@/web/components/ui/toast';
import { AnalysisPlayer, MOMENT_LABELS } from '@/web/components/video/analysis-player';
import { errorMessageFor } from '@/web/lib/api';
import { DrawingLayer, DrawingTools, useDrawingSession } from '../drawings/drawing-session';
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

/** The player with the coach's drawing layer and tools, building on the saved drawings. */
function DrawingPlayer({
  swing,
  liveDrawings,
}: {
  swing: Swing;
  liveDrawings?: RefObject<readonly Drawing[]>;
}) {
  const { mark, marking } = useMarking(swing);
  const session = useDrawingSession({ kind: 'swing', id: swing.id }, swing.playback);
  const { editor } = session;
  // A voice-over being recorded paints the drawings as they are now, including ones not yet saved.
  useEffect(() => {
    if (liveDrawings) liveDrawings.current = editor.drawings;
  }, [liveDrawings, editor.drawings]);

  return (
    <div className="flex flex-col gap-2">
      {session.loadFailed && (
        <Alert>The saved drawings could not be loaded. Drawing now starts a new set.</Alert>
      )}
      <AnalysisPlayer
        title={swing.studentName}
        playback={swing.playback}
        moments={swing.moments ?? {}}
        onMark={mark}
        marking={marking}
        onToolKey={editor.onKeyDown}
        overlay={(video) => <DrawingLayer session={session} video={video} />}
        tools={(video) => <DrawingTools session={session} video={video} />}
      />
    </div>
  );
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
  return <DrawingPlayer key={swing.id} swing={swing} liveDrawings={liveDrawings} />;
}
