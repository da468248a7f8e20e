import { Columns2 } from 'lucide-react';
import type { Swing } from '@/core/contracts/swings';
import { SWING_MOMENTS, type SwingMoments } from '@/core/contracts/video-playback';
import { Badge } from '@/web/components/ui/badge';
import { LoadError } from '@/web/components/ui/load-error';
import { Skeleton } from '@/web/components/ui/skeleton';
import { MOMENT_LABELS } from '@/web/components/video/analysis-player';
import { formatDateTime } from '@/web/lib/format';
import type { DrawableSwing } from '../drawings/drawable-comparison';
import { useModelSwings } from '../model-swings/api/model-swings';
import { swingSummary } from '../model-swings/swing-labels';
import { useStudentSwings } from './api/swing-queue';

/** A choice in the picker: what it shows, and what the comparison plays. */
interface Choice extends DrawableSwing {
  key: string;
  detail: string;
}

/** The moments marked on both swings: the comparison puts them in step on one of these. */
function sharedMoments(a: SwingMoments, b: SwingMoments) {
  return SWING_MOMENTS.filter((m) => a[m] !== undefined && b[m] !== undefined);
}

function ChoiceList({
  label,
  choices,
  moments,
  onPick,
}: {
  label: string;
  choices: Choice[];
  moments: SwingMoments;
  onPick(choice: DrawableSwing): void;
}) {
  return (
    <ul className="flex flex-col gap-2" aria-label={label}>
      {choices.map((choice) => {
        const shared = sharedMoments(moments, choice.moments);
        return (
          <li key={choice.key}>
            <button
              type="button"
              onClick={() => onPick(choice)}
              className="flex w-full min-w-0 items-center gap-3 rounded-xl border border-line bg-white p-3 text-left transition-colors duration-150 hover:border-fairway-300 focus-visible:border-fairway-600"
            >
              <Columns2 className="size-5 shrink-0 text-fairway-700" aria-hidden="true" />
              <span className="flex min-w-0 flex-1 flex-col gap-1">
                <span className="truncate font-semibold text-ink-900">{choice.title}</span>
                <span className="truncate text-sm text-ink-600">{choice.detail}</span>
                <span className="flex flex-wrap gap-1">
                  {shared.length > 0 ? (
                    shared.map((m) => (
                      <Badge key={m} tone="brand">
                        {MOMENT_LABELS[m]} on both
                      </Badge>
                    ))
                  ) : (
                    <span className="text-xs text-ink-600">No moment marked on both yet</span>
                  )}
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * What the swing in review can be set beside: the student's other swings (the earlier ones first to mind)
 * and the academy's model swings, each saying which moments both have marked to put them in step.
 */
export function ComparePicker({ swing, onPick }: { swing: Swing; onPick(choice: DrawableSwing): void }) {
  const own = useStudentSwings(swing.studentId, true);
  const models = useModelSwings();
  const moments = swing.moments ?? {};

  const earlier: Choice[] = (own.data?.swings ?? [])
    .filter((s) => s.id !== swing.id)
    .map((s) => ({
      key: s.id,
      title: `${s.forLabel}, ${formatDateTime(s.createdAt)}`,
      detail: [s.reviewedAt ? 'Reviewed' : 'Waiting for review', s.note && `“${s.note}”`]
        .filter(Boolean)
        .join(' · '),
      playback: s.playback,
      moments: s.moments ?? {},
      target: { kind: 'swing', id: s.id },
    }));
  const library: Choice[] = (models.data?.swings ?? []).map((m) => ({
    key: m.id,
    title: m.title,
    detail: swingSummary(m),
    playback: m.playback,
    moments: m.moments,
    target: { kind: 'model_swing', id: m.id },
  }));

  return (
    <div className="flex flex-col gap-5" data-testid="compare-picker">
      <section className="flex flex-col gap-2">
        <h3 className="font-semibold text-ink-900">{swing.studentName}’s other swings</h3>
        {own.isPending ? (
          <Skeleton className="h-16 w-full rounded-xl" />
        ) : own.isError ? (
          <LoadError
            title="Their swings could not be loaded"
            onRetry={() => own.refetch()}
            retrying={own.isFetching}
          />
        ) : earlier.length === 0 ? (
          <p className="text-sm text-ink-600">This is their only swing so far.</p>
        ) : (
          <ChoiceList label="Their other swings" choices={earlier} moments={moments} onPick={onPick} />
        )}
      </section>
      <section className="flex flex-col gap-2">
        <h3 className="font-semibold text-ink-900">Model swings</h3>
        {models.isPending ? (
          <Skeleton className="h-16 w-full rounded-xl" />
        ) : models.isError ? (
          <LoadError
            title="The model swings could not be loaded"
            onRetry={() => models.refetch()}
            retrying={models.isFetching}
          />
        ) : library.length === 0 ? (
          <p className="text-sm text-ink-600">The swing library has no model swings yet.</p>
        ) : (
          <ChoiceList label="Model swings" choices={library} moments={moments} onPick={onPick} />
        )}
      </section>
    </div>
  );
}
