import { ArrowLeft, Columns2, Film, PlayCircle } from 'lucide-react';
import { useState } from 'react';
import type { ModelSwing } from '@/core/contracts/model-swings';
import type { SwingMoment } from '@/core/contracts/video-playback';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { EmptyState } from '@/web/components/ui/empty-state';
import { LoadError } from '@/web/components/ui/load-error';
import { PanelHeading } from '@/web/components/ui/panel-heading';
import { Skeleton } from '@/web/components/ui/skeleton';
import { notify } from '@/web/components/ui/toast';
import { MOMENT_LABELS } from '@/web/components/video/analysis-player';
import { DrawableComparison } from '../drawings/drawable-comparison';
import { DrawingPlayer } from '../drawings/drawing-player';
import { useModelSwings, useSetModelSwingMoments } from './api/model-swings';
import { framesSummary, swingSummary } from './swing-labels';

type View = { kind: 'list' } | { kind: 'analyse'; id: string } | { kind: 'compare'; ids: [string, string] };

function SwingCard({
  swing,
  chosen,
  onAnalyse,
  onChoose,
}: {
  swing: ModelSwing;
  chosen: boolean;
  onAnalyse(): void;
  onChoose(chosen: boolean): void;
}) {
  const marks = (Object.keys(MOMENT_LABELS) as SwingMoment[]).filter((m) => swing.moments[m] !== undefined);
  return (
    <li
      data-testid="model-swing"
      className="flex flex-col gap-3 rounded-xl border border-line bg-white p-4 shadow-xs sm:flex-row sm:items-center"
    >
      <div className="min-w-0 flex-1">
        <h2 className="text-lg font-semibold text-ink-900">{swing.title}</h2>
        <p className="mt-0.5 text-sm text-ink-600">{swingSummary(swing)}</p>
        <p className="mt-1 flex flex-wrap items-center gap-1.5 text-xs text-ink-600">
          <span>{framesSummary(swing)}</span>
          {marks.map((m) => (
            <Badge key={m} tone="brand">
              {MOMENT_LABELS[m]} {swing.moments[m]}
            </Badge>
          ))}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-line-strong px-4 text-sm font-semibold text-ink-700">
          <input
            type="checkbox"
            checked={chosen}
            onChange={(event) => onChoose(event.target.checked)}
            className="size-4 accent-fairway-700"
            aria-label={`Compare ${swing.title}`}
          />
          Compare
        </label>
        <Button size="sm" onClick={onAnalyse} aria-label={`Analyse ${swing.title}`}>
          <PlayCircle aria-hidden="true" />
          Analyse
        </Button>
      </div>
    </li>
  );
}

/** The academy's model swings for every member of staff: analyse one frame by frame, mark it and draw on it, or compare two. */
export function ModelSwingsTab() {
  const swings = useModelSwings();
  const setMoments = useSetModelSwingMoments();
  const [view, setView] = useState<View>({ kind: 'list' });
  const [chosen, setChosen] = useState<string[]>([]);
  const [marking, setMarking] = useState<SwingMoment | null>(null);
  const list = swings.data?.swings ?? [];
  const byId = (id: string) => list.find((s) => s.id === id);

  function mark(swing: ModelSwing, moment: SwingMoment, frame: number) {
    setMarking(moment);
    setMoments.mutate(
      { id: swing.id, moments: { ...swing.moments, [moment]: frame } },
      {
        onSuccess: () => notify.success(`${MOMENT_LABELS[moment]} marked at frame ${frame}.`),
        onError: () => notify.error('The mark could not be saved. Please try again.'),
        onSettled: () => setMarking(null),
      },
    );
  }

  const back = (
    <Button variant="secondary" size="sm" onClick={() => setView({ kind: 'list' })}>
      <ArrowLeft aria-hidden="true" />
      All model swings
    </Button>
  );

  if (view.kind === 'analyse') {
    const swing = byId(view.id);
    if (swing) {
      return (
        <div>
          <PanelHeading title={swing.title} description={swingSummary(swing)} actions={back} />
          {/* Any member of staff may mark a model swing and draw on it (the server allows every member of
              staff), so it can carry a set such as “shaft plane at address” to show beside a pupil's swing. */}
          <DrawingPlayer
            key={swing.id}
            target={{ kind: 'model_swing', id: swing.id }}
            title={swing.title}
            playback={swing.playback}
            moments={swing.moments}
            onMark={(moment, frame) => mark(swing, moment, frame)}
            marking={marking}
          />
        </div>
      );
    }
  }

  if (view.kind === 'compare') {
    const [first, second] = view.ids.map(byId);
    if (first && second) {
      return (
        <div>
          <PanelHeading
            title="Compare swings"
            description={`${first.title} and ${second.title}`}
            actions={back}
          />
          <DrawableComparison
            key={`${first.id} ${second.id}`}
            first={{ ...first, target: { kind: 'model_swing', id: first.id } }}
            second={{ ...second, target: { kind: 'model_swing', id: second.id } }}
          />
        </div>
      );
    }
  }

  return (
    <div>
      <PanelHeading
        title="Swing library"
        description="The academy's model swings: step through one frame by frame, mark address, top and impact, draw over it, or put two side by side."
        actions={
          <Button
            onClick={() => setView({ kind: 'compare', ids: [chosen[0] ?? '', chosen[1] ?? ''] })}
            disabled={chosen.length !== 2}
          >
            <Columns2 aria-hidden="true" />
            Compare {chosen.length === 2 ? 'these two' : `(${chosen.length} of 2 chosen)`}
          </Button>
        }
      />
      {swings.isPending ? (
        <div className="flex flex-col gap-3" role="status" aria-busy="true">
          <span className="sr-only">Loading model swings</span>
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      ) : swings.isError ? (
        <LoadError
          title="The model swings could not be loaded"
          onRetry={() => swings.refetch()}
          retrying={swings.isFetching}
        />
      ) : list.length === 0 ? (
        <EmptyState
          icon={Film}
          title="No model swings yet"
          text="An administrator adds them under Content, Model swings."
        />
      ) : (
        <ul className="flex flex-col gap-3">
          {list.map((swing) => (
            <SwingCard
              key={swing.id}
              swing={swing}
              chosen={chosen.includes(swing.id)}
              onAnalyse={() => setView({ kind: 'analyse', id: swing.id })}
              onChoose={(on) =>
                setChosen((now) =>
                  on
                    ? [...now.filter((id) => id !== swing.id), swing.id].slice(-2)
                    : now.filter((id) => id !== swing.id),
                )
              }
            />
          ))}
        </ul>
      )}
    </div>
  );
}
