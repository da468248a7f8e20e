import { useState } from 'react';
import { Alert } from '@/web/components/ui/alert';
import { type ComparedSwing, type Pane, SwingComparison } from '@/web/components/video/swing-comparison';
import { cn } from '@/web/lib/class-names';
import type { DrawingTarget } from '../swings/api/swing-annotations';
import { DrawingLayer, DrawingTools, useDrawingSession } from './drawing-session';

/** A swing in a comparison, with the set of drawings it keeps (its own, or the model swing's). */
export interface DrawableSwing extends ComparedSwing {
  target: DrawingTarget;
}

/**
 * Two swings compared, each with its own drawings: the coach chooses which video the tools draw on, and
 * each keeps its own undo and redo and saves to its own set. Each video's drawings follow its own frame
 * numbers while the two are stepped together. Laid over each other, the same choice holds: both sets show,
 * each over its own picture, and the pen draws on the chosen one.
 */
export function DrawableComparison({ first, second }: { first: DrawableSwing; second: DrawableSwing }) {
  const sessions = [
    useDrawingSession(first.target, first.playback),
    useDrawingSession(second.target, second.playback),
  ] as const;
  const [drawOn, setDrawOn] = useState<Pane>(0);
  const titles = [first.title, second.title];
  const active = sessions[drawOn];

  return (
    <div className="flex flex-col gap-2">
      {sessions.some((s) => s.loadFailed) && (
        <Alert>Some saved drawings could not be loaded. Drawing now starts a new set on that video.</Alert>
      )}
      <SwingComparison
        first={first}
        second={second}
        activePane={drawOn}
        overlay={(pane, video) => (
          <DrawingLayer session={sessions[pane]} video={video} pen={pane === drawOn} />
        )}
        onToolKey={active.editor.onKeyDown}
        tools={(videos) => (
          <div className="flex flex-col gap-3 border-t border-white/10 pt-3">
            <fieldset className="flex min-w-0 flex-wrap items-center gap-2">
              <legend className="sr-only">Draw on</legend>
              <span aria-hidden="true" className="text-sm text-white/80">
                Draw on
              </span>
              {titles.map((title, pane) => (
                <button
                  key={title + String(pane)}
                  type="button"
                  aria-pressed={drawOn === pane}
                  onClick={() => setDrawOn(pane as Pane)}
                  className={cn(
                    'min-h-11 max-w-full truncate rounded-full px-4 text-sm font-semibold',
                    drawOn === pane ? 'bg-white text-fairway-900' : 'border border-white/30 text-white',
                  )}
                >
                  {title}
                </button>
              ))}
            </fieldset>
            <DrawingTools key={drawOn} session={active} video={videos[drawOn]} />
          </div>
        )}
      />
    </div>
  );
}
