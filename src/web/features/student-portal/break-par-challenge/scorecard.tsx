import { ArrowLeft, ArrowRight, ClipboardList, Flag } from 'lucide-react';
import { useState } from 'react';
import { BREAK_PAR_HOLES, type BreakParLevel } from '@/core/content/coaching/break-par-levels';
import type { Evidence } from '@/core/contracts/challenges';
import { holeLabel } from '@/core/rules/break-par';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { ProgressBar } from '@/web/components/ui/progress-bar';
import { cn } from '@/web/lib/class-names';
import { HoleEvidence } from './hole-evidence';

export interface HoleEntry {
  score: number | null;
  notes: string;
  photo: Evidence | null;
  video: Evidence | null;
}

export const emptyCard = (): HoleEntry[] =>
  Array.from({ length: BREAK_PAR_HOLES }, () => ({ score: null, notes: '', photo: null, video: null }));

const BUTTON_SCORES = [1, 2, 3, 4, 5, 6, 7, 8];

/**
 * The scorecard (student-portal §2, §4): one hole at a time, a score from the buttons (9 and 10 behind '9+'),
 * optional evidence and notes. Next Hole needs a score; hole 6 reads Review until every hole has one, then
 * Finish Round. The running total is only a guide: the result comes from the server.
 */
export function Scorecard({
  level,
  holes,
  onChange,
  onFinish,
  onQuit,
  saving,
  readOnly = false,
}: {
  level: BreakParLevel;
  holes: HoleEntry[];
  onChange(holes: HoleEntry[]): void;
  onFinish(): void;
  onQuit(): void;
  saving: boolean;
  readOnly?: boolean;
}) {
  const [index, setIndex] = useState(0);
  const [showHigh, setShowHigh] = useState(false);
  const hole = holes[index]!;
  const par = level.parStructure.holesPars[index]!;
  const scored = holes.filter((h) => h.score !== null).length;
  const total = holes.reduce((sum, h) => sum + (h.score ?? 0), 0);
  const parSoFar = holes.reduce(
    (sum, h, i) => sum + (h.score === null ? 0 : level.parStructure.holesPars[i]!),
    0,
  );
  const allScored = scored === BREAK_PAR_HOLES;
  const last = index === BREAK_PAR_HOLES - 1;

  const update = (change: Partial<HoleEntry>) =>
    onChange(holes.map((h, i) => (i === index ? { ...h, ...change } : h)));
  const go = (to: number) => {
    setIndex(to);
    setShowHigh((holes[to]?.score ?? 0) > 8);
  };

  function next() {
    if (hole.score === null) return;
    if (!last) go(index + 1);
    else if (allScored) onFinish();
    else go(holes.findIndex((h) => h.score === null));
  }

  return (
    <Card className="flex flex-col gap-6 p-5 sm:p-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-sm font-semibold text-fairway-700">
            Level {level.level} · {level.name} · {level.yardage} yd
          </p>
          <h2 className="font-display text-3xl font-semibold">
            Hole {index + 1} <span className="text-xl text-ink-600">· Par {par}</span>
          </h2>
        </div>
        <dl className="grid grid-cols-3 gap-4 text-center">
          <div>
            <dt className="text-xs font-semibold text-ink-600 uppercase">Score</dt>
            <dd className="font-display text-2xl font-semibold" data-testid="current-score">
              {total}
            </dd>
          </div>
          <div>
            <dt className="text-xs font-semibold text-ink-600 uppercase">Par</dt>
            <dd className="font-display text-2xl font-semibold">{parSoFar}</dd>
          </div>
          <div>
            <dt className="text-xs font-semibold text-ink-600 uppercase">Target</dt>
            <dd className="font-display text-2xl font-semibold">{level.targetScore}</dd>
          </div>
        </dl>
      </div>
      <div className="flex flex-col gap-1.5">
        <p className="text-sm font-medium text-ink-700">
          {scored}/{BREAK_PAR_HOLES} holes
        </p>
        <ProgressBar value={(scored / BREAK_PAR_HOLES) * 100} label="Holes scored" />
      </div>

      <fieldset disabled={readOnly} className="flex flex-col gap-3">
        <legend className="mb-2 text-lg font-semibold">Strokes on hole {index + 1}</legend>
        <div className="grid grid-cols-4 gap-2 sm:grid-cols-9">
          {[...BUTTON_SCORES, ...(showHigh ? [9, 10] : [])].map((n) => (
            <button
              key={n}
              type="button"
              aria-pressed={hole.score === n}
              aria-label={`${n} ${n === 1 ? 'stroke' : 'strokes'}`}
              onClick={() => update({ score: n })}
              className={cn(
                'flex h-12 items-center justify-center rounded-xl border font-display text-xl font-semibold transition-colors',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-fairway-600 disabled:opacity-60',
                hole.score === n
                  ? 'border-fairway-700 bg-fairway-700 text-white'
                  : 'border-line bg-white text-ink-900 hover:border-fairway-400',
              )}
            >
              {n}
            </button>
          ))}
          {!showHigh && (
            <button
              type="button"
              onClick={() => setShowHigh(true)}
              className="flex h-12 items-center justify-center rounded-xl border border-dashed border-line-strong bg-cream-50 font-semibold text-ink-700 hover:border-fairway-400 focus-visible:outline-2 focus-visible:outline-fairway-600"
            >
              9+
            </button>
          )}
        </div>
        <p className="min-h-6 text-base font-semibold text-fairway-800" aria-live="polite">
          {hole.score !== null && `${holeLabel(hole.score, par)} (${hole.score} on a par ${par})`}
        </p>
      </fieldset>

      {!readOnly && (
        <div className="grid gap-4 sm:grid-cols-2">
          <HoleEvidence
            kind="photo"
            hole={index + 1}
            value={hole.photo}
            onChange={(photo) => update({ photo })}
          />
          <HoleEvidence
            kind="video"
            hole={index + 1}
            value={hole.video}
            onChange={(video) => update({ video })}
          />
        </div>
      )}
      <label className="flex flex-col gap-1.5 text-sm font-semibold text-ink-800">
        Notes for hole {index + 1} (optional)
        <textarea
          value={hole.notes}
          readOnly={readOnly}
          maxLength={500}
          rows={2}
          onChange={(event) => update({ notes: event.target.value })}
          className="rounded-lg border border-line-strong bg-white px-3 py-2 text-base font-normal"
        />
      </label>

      <ol className="grid grid-cols-6 gap-1.5" aria-label="Scorecard">
        {holes.map((h, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: six fixed holes
          <li key={i}>
            <button
              type="button"
              onClick={() => go(i)}
              aria-current={i === index ? 'step' : undefined}
              aria-label={`Hole ${i + 1}, par ${level.parStructure.holesPars[i]}: ${h.score ?? 'no score yet'}`}
              className={cn(
                'flex w-full flex-col items-center rounded-lg border py-1.5 text-xs',
                i === index ? 'border-fairway-600 ring-2 ring-fairway-600' : 'border-line',
                h.score === null ? 'bg-cream-50' : 'bg-fairway-50',
              )}
            >
              <span className="text-ink-600">H{i + 1}</span>
              <span className="font-display text-lg font-semibold">{h.score ?? '–'}</span>
            </button>
          </li>
        ))}
      </ol>

      <div className="flex flex-wrap justify-between gap-3">
        <Button variant="secondary" onClick={() => go(index - 1)} disabled={index === 0}>
          <ArrowLeft aria-hidden="true" /> Previous Hole
        </Button>
        <div className="flex flex-wrap gap-3">
          <Button variant="ghost" onClick={onQuit} disabled={saving}>
            {readOnly ? 'Back to result' : 'Maybe Later'}
          </Button>
          {!readOnly && (
            <Button onClick={next} disabled={hole.score === null || saving}>
              {!last ? (
                <>
                  Next Hole <ArrowRight aria-hidden="true" />
                </>
              ) : allScored ? (
                <>
                  <Flag aria-hidden="true" /> {saving ? 'Saving…' : 'Finish Round'}
                </>
              ) : (
                <>
                  <ClipboardList aria-hidden="true" /> Review
                </>
              )}
            </Button>
          )}
        </div>
      </div>
    </Card>
  );
}
