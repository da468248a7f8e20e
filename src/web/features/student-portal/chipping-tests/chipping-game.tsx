import { ArrowLeft, ArrowRight, Flag } from 'lucide-react';
import { useState } from 'react';
import {
  CHIPPING_MAX_SCORE,
  CHIPPING_SHOTS,
  type ChippingTest,
  chippingOutcomes,
} from '@/core/content/coaching/chipping-tests';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { ProgressBar } from '@/web/components/ui/progress-bar';
import { cn } from '@/web/lib/class-names';

interface ChippingGameProps {
  test: ChippingTest;
  /** Called with the ten outcomes once the tenth is in. */
  onFinish(shots: number[]): void;
  onQuit(): void;
  finishing: boolean;
}

/** One test in play (student-portal §2, §4): a shot at a time, each scored by where the ball finished. */
export function ChippingGame({ test, onFinish, onQuit, finishing }: ChippingGameProps) {
  const [shots, setShots] = useState<(number | null)[]>(() => Array(CHIPPING_SHOTS).fill(null));
  const [index, setIndex] = useState(0);
  const chosen = shots[index] ?? null;
  const last = index === CHIPPING_SHOTS - 1;
  const score = shots.reduce<number>((sum, s) => sum + (s ?? 0), 0);

  function choose(points: number) {
    setShots((current) => current.map((s, i) => (i === index ? points : s)));
  }

  function next() {
    if (chosen === null) return;
    if (last) onFinish(shots.map((s) => s ?? 0));
    else setIndex(index + 1);
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
      <Card className="flex flex-col gap-6 p-5 sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <p className="text-sm font-semibold text-fairway-700">{test.name}</p>
            <h2 className="font-display text-3xl font-semibold">
              Shot {index + 1} of {CHIPPING_SHOTS}
            </h2>
          </div>
          <p className="text-right text-sm text-ink-600">
            Score
            <span
              className="block font-display text-3xl font-semibold text-ink-900"
              data-testid="chipping-score"
            >
              {score}/{CHIPPING_MAX_SCORE}
            </span>
          </p>
        </div>
        <ProgressBar value={((index + 1) / CHIPPING_SHOTS) * 100} label="Shots played" />

        <fieldset className="flex flex-col gap-3">
          <legend className="mb-3 text-lg font-semibold text-ink-900">
            How did your shot from {test.distance} yards go?
          </legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {chippingOutcomes.map((outcome) => {
              const selected = chosen === outcome.points;
              return (
                <button
                  key={outcome.id}
                  type="button"
                  aria-pressed={selected}
                  onClick={() => choose(outcome.points)}
                  className={cn(
                    'flex min-h-14 items-center gap-3 rounded-xl border px-4 py-3 text-left transition-colors',
                    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-fairway-600',
                    selected
                      ? 'border-fairway-600 bg-fairway-50 ring-2 ring-fairway-600'
                      : 'border-line bg-white hover:border-fairway-400',
                  )}
                >
                  <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-cream-100 font-display text-xl font-semibold text-ink-900">
                    {outcome.points}
                  </span>
                  <span className="font-medium text-ink-800">{outcome.description}</span>
                </button>
              );
            })}
          </div>
        </fieldset>

        <ol className="grid grid-cols-10 gap-1.5" aria-label="Shot tracker">
          {shots.map((s, i) => (
            <li
              // Ten fixed cells, one per shot.
              // biome-ignore lint/suspicious/noArrayIndexKey: the position is the shot
              key={i}
              aria-label={`Shot ${i + 1}: ${s === null ? 'not played' : `${s} points`}`}
              className={cn(
                'flex h-10 items-center justify-center rounded-md border text-sm font-semibold',
                i === index ? 'border-fairway-600 ring-2 ring-fairway-600' : 'border-line',
                s === null ? 'bg-cream-50 text-ink-400' : 'bg-fairway-50 text-fairway-800',
              )}
            >
              {s ?? '–'}
            </li>
          ))}
        </ol>

        <div className="flex flex-wrap justify-between gap-3">
          <Button variant="secondary" onClick={() => setIndex(index - 1)} disabled={index === 0 || finishing}>
            <ArrowLeft aria-hidden="true" /> Back
          </Button>
          <div className="flex gap-3">
            <Button variant="ghost" onClick={onQuit} disabled={finishing}>
              Quit test
            </Button>
            <Button onClick={next} disabled={chosen === null || finishing}>
              {last ? (
                <>
                  <Flag aria-hidden="true" /> {finishing ? 'Saving…' : 'Finish!'}
                </>
              ) : (
                <>
                  Next Shot <ArrowRight aria-hidden="true" />
                </>
              )}
            </Button>
          </div>
        </div>
      </Card>

      <Card className="hidden flex-col gap-3 self-start p-5 lg:flex" aria-label="Handicap chart">
        <h3 className="text-lg font-semibold">Handicap chart</h3>
        <p className="text-sm text-ink-600">
          What your total says about your short game from {test.distance} yards.
        </p>
        <table className="w-full text-sm">
          <thead>
            <tr className="text-left text-ink-600">
              <th className="py-1 font-semibold">Score</th>
              <th className="py-1 font-semibold">Level</th>
            </tr>
          </thead>
          <tbody>
            {test.handicapChart.map((band) => {
              const here =
                score >= band.range.min && score <= band.range.max && shots.every((s) => s !== null);
              return (
                <tr
                  key={band.level}
                  className={cn('border-t border-line', here && 'bg-fairway-50 font-semibold')}
                >
                  <td className="py-1.5">
                    {band.range.min}–{band.range.max}
                  </td>
                  <td className="py-1.5">{band.level}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </Card>
    </div>
  );
}
