import type { ModelSwing } from '@/core/contracts/model-swings';
import type { SwingMoment } from '@/core/contracts/video-playback';
import { Alert } from '@/web/components/ui/alert';
import { AnalysisPlayer } from '@/web/components/video/analysis-player';
import { DrawingLayer, DrawingTools, useDrawingSession } from '../drawings/drawing-session';

/**
 * A model swing frame by frame, with the drawing tools: any member of staff may mark it and draw on it (the
 * server allows every member of staff), so it can carry a set such as “shaft plane at address” for coaches
 * to show beside a pupil's swing.
 */
export function ModelSwingAnalysis({
  swing,
  onMark,
  marking,
}: {
  swing: ModelSwing;
  onMark(moment: SwingMoment, frame: number): void;
  marking: SwingMoment | null;
}) {
  const session = useDrawingSession({ kind: 'model_swing', id: swing.id }, swing.playback);
  return (
    <div className="flex flex-col gap-2">
      {session.loadFailed && (
        <Alert>The saved drawings could not be loaded. Drawing now starts a new set.</Alert>
      )}
      <AnalysisPlayer
        title={swing.title}
        playback={swing.playback}
        moments={swing.moments}
        onMark={onMark}
        marking={marking}
        onToolKey={session.editor.onKeyDown}
        overlay={(video) => <DrawingLayer session={session} video={video} />}
        tools={(video) => <DrawingTools session={session} video={video} />}
      />
    </div>
  );
}
