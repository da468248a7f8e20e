import { type RefObject, useEffect } from 'react';
import type { Drawing } from '@/core/contracts/annotations';
import type { SwingMoment, SwingMoments, VideoPlayback } from '@/core/contracts/video-playback';
import { Alert } from '@/web/components/ui/alert';
import { AnalysisPlayer } from '@/web/components/video/analysis-player';
import type { DrawingTarget } from '../swings/api/swing-annotations';
import { DrawingLayer, DrawingTools, useDrawingSession } from './drawing-session';

/**
 * The analysis player with a drawing session over one video (a student's swing or a model swing): the
 * layer on the picture, the tools under it, building on the saved drawings. Give it `key={id}` so another
 * video starts a session of its own.
 */
export function DrawingPlayer({
  target,
  title,
  playback,
  moments,
  onMark,
  marking,
  liveDrawings,
}: {
  target: DrawingTarget;
  title: string;
  playback: VideoPlayback;
  moments: SwingMoments;
  onMark(moment: SwingMoment, frame: number): void;
  marking: SwingMoment | null;
  /** Kept up to date with the drawings on screen, saved or not, for a voice-over recording to paint. */
  liveDrawings?: RefObject<readonly Drawing[]>;
}) {
  const session = useDrawingSession(target, playback);
  const { editor } = session;
  useEffect(() => {
    if (liveDrawings) liveDrawings.current = editor.drawings;
  }, [liveDrawings, editor.drawings]);

  return (
    <div className="flex flex-col gap-2">
      {session.loadFailed && (
        <Alert>The saved drawings could not be loaded. Drawing now starts a new set.</Alert>
      )}
      <AnalysisPlayer
        title={title}
        playback={playback}
        moments={moments}
        onMark={onMark}
        marking={marking}
        onToolKey={editor.onKeyDown}
        overlay={(video) => <DrawingLayer session={session} video={video} />}
        tools={(video) => <DrawingTools session={session} video={video} />}
      />
    </div>
  );
}
