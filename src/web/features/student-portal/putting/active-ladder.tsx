import { ArrowLeft, Check, RotateCcw } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import type { PuttingLadder } from '@/core/content/coaching/putting-ladders';
import { type LadderRun, ladderMedal, ladderProgressPercent } from '@/core/rules/putting-ladder';
import { MedalBadge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { ProgressBar } from '@/web/components/ui/progress-bar';
import { LADDER_TABS, MEDAL_NAMES } from './ladder-catalogue';
import { LadderStepsList } from './ladder-steps-list';

interface ActiveLadderProps {
  ladder: PuttingLadder;
  run: LadderRun;
  onCompleted(): void;
  onFailed(): void;
  onLeave(): void;
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 rounded-lg bg-cream-100 px-3 py-2.5">
      <dt className="text-sm font-semibold text-ink-600">{label}</dt>
      <dd className="font-display text-xl font-semibold text-ink-900">{children}</dd>
    </div>
  );
}

/** Climbing a ladder: one step at a time, a miss sends the player back to step 1. */
export function ActiveLadder({ ladder, run, onCompleted, onFailed, onLeave }: ActiveLadderProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const current = ladder.steps[run.step];
  const sizeLabel = LADDER_TABS.find((tab) => tab.value === ladder.category)?.label;
  // The medal on offer if this climb reaches the top; the server decides the one actually awarded.
  const onOffer = ladderMedal(run.attempts);

  // Opening a ladder replaces the list: take keyboard and screen reader focus to its heading.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <div className="flex flex-col gap-4">
      <Button variant="ghost" size="sm" className="-ml-3 self-start" onClick={onLeave}>
        <ArrowLeft aria-hidden="true" />
        All Ladders
      </Button>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1.35fr)_minmax(0,1fr)] lg:items-start">
        <Card className="flex flex-col gap-5 p-5 sm:p-6">
          <div>
            <p className="text-sm font-semibold text-fairway-700">
              {sizeLabel === 'Champion' ? 'Champion Ladder' : `${sizeLabel} Ladder`} · {ladder.difficulty}
            </p>
            <h2 ref={headingRef} tabIndex={-1} className="mt-1 text-2xl font-semibold sm:text-3xl">
              {ladder.name}
            </h2>
          </div>

          <dl className="grid grid-cols-3 gap-2 sm:gap-3">
            <Figure label="Step">
              {run.step + 1} of {ladder.totalSteps}
            </Figure>
            <Figure label="Attempts">{run.attempts + 1}</Figure>
            <Figure label="Progress">{ladderProgressPercent(run, ladder.totalSteps)}%</Figure>
          </dl>
          <ProgressBar value={ladderProgressPercent(run, ladder.totalSteps)} label="Ladder progress" />

          <div className="rounded-lg border border-fairway-200 bg-fairway-50 p-4 sm:p-5" aria-live="polite">
            <p className="text-sm font-semibold text-fairway-800">
              Step {run.step + 1} of {ladder.totalSteps}
            </p>
            <p className="mt-1 text-lg font-medium text-ink-900" data-testid="current-step">
              {current?.description}
            </p>
          </div>

          <div className="flex flex-col gap-3 sm:flex-row">
            <Button size="lg" className="sm:flex-1" onClick={onCompleted}>
              <Check aria-hidden="true" />
              Completed
            </Button>
            <Button variant="secondary" size="lg" className="sm:flex-1" onClick={onFailed}>
              <RotateCcw aria-hidden="true" />
              Failed - Restart
            </Button>
          </div>

          <div className="flex flex-col gap-1.5 border-t border-line pt-4">
            <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-ink-700">
              Medal on offer <MedalBadge medal={onOffer}>{MEDAL_NAMES[onOffer]}</MedalBadge>
            </p>
            <p className="text-sm text-ink-600">
              Gold with no restart, silver after one or two restarts, bronze after more.
            </p>
          </div>
        </Card>
        <LadderStepsList ladder={ladder} step={run.step} />
      </div>
    </div>
  );
}
