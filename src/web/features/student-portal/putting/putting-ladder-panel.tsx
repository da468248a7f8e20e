import { useState } from 'react';
import { type PuttingLadder, puttingLadder } from '@/core/content/coaching/putting-ladders';
import type { AwardPuttingBadgeBody } from '@/core/contracts/challenges';
import { completeStep, type LadderRun, restartLadder, startLadder } from '@/core/rules/putting-ladder';
import { LoadError } from '@/web/components/ui/load-error';
import { PanelHeading } from '@/web/components/ui/panel-heading';
import { ActiveLadder } from './active-ladder';
import { useAwardPuttingBadge } from './api/award-putting-badge';
import { usePuttingBadges } from './api/putting-badges';
import { usePuttingCompletions } from './api/putting-completions';
import type { LadderCategory } from './ladder-catalogue';
import { LadderComplete, type SaveState } from './ladder-complete';
import { LadderOverview } from './ladder-overview';
import { AchievementsCard, LadderProgressCard } from './ladder-stats';

type Climb =
  | { view: 'list'; returning: boolean }
  | { view: 'active'; ladder: PuttingLadder; run: LadderRun }
  | { view: 'complete'; ladder: PuttingLadder; restarts: number };

/** Putting Ladder Challenge (student-portal §2, §4): pick a ladder, climb it step by step, earn a medal. */
export function PuttingLadderPanel({ studentId }: { studentId: string }) {
  const completions = usePuttingCompletions(studentId);
  const badges = usePuttingBadges(studentId);
  const award = useAwardPuttingBadge(studentId);
  const [climb, setClimb] = useState<Climb>({ view: 'list', returning: false });
  const [category, setCategory] = useState<LadderCategory>('4-step');

  const laddersCompleted = completions.data?.laddersCompleted ?? (completions.isError ? 0 : null);
  const loadFailed = completions.isError || badges.isError;

  function start(ladderId: string) {
    const ladder = puttingLadder(ladderId);
    if (!ladder) return;
    award.reset();
    setClimb({ view: 'active', ladder, run: startLadder() });
    window.scrollTo({ top: 0 });
  }

  function saveClimb(body: AwardPuttingBadgeBody) {
    award.mutate(body);
  }

  function stepCompleted() {
    if (climb.view !== 'active') return;
    const { ladder } = climb;
    const run = completeStep(climb.run, ladder.totalSteps);
    if (!run.completed) {
      setClimb({ view: 'active', ladder, run });
      return;
    }
    setClimb({ view: 'complete', ladder, restarts: run.attempts });
    saveClimb({ studentId, ladderId: ladder.id, totalSteps: ladder.totalSteps, attempts: run.attempts });
    window.scrollTo({ top: 0 });
  }

  function stepFailed() {
    if (climb.view !== 'active') return;
    setClimb({ view: 'active', ladder: climb.ladder, run: restartLadder(climb.run) });
  }

  function backToList() {
    award.reset();
    setClimb({ view: 'list', returning: true });
    window.scrollTo({ top: 0 });
  }

  const save: SaveState = award.isError
    ? { status: 'failed', error: award.error }
    : award.isSuccess
      ? { status: 'saved', result: award.data }
      : { status: 'saving' };

  return (
    <section>
      <PanelHeading
        title="Putting Ladder Challenge"
        description="Climb a ladder one putt at a time. Miss a step and you start again from the bottom."
      />

      {climb.view === 'active' && (
        <ActiveLadder
          ladder={climb.ladder}
          run={climb.run}
          onCompleted={stepCompleted}
          onFailed={stepFailed}
          onLeave={backToList}
        />
      )}

      {climb.view === 'complete' && (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
          <LadderComplete
            ladder={climb.ladder}
            restarts={climb.restarts}
            save={save}
            onRetrySave={() => award.variables && saveClimb(award.variables)}
            onTryAgain={() => start(climb.ladder.id)}
            onNewLadder={backToList}
          />
          <AchievementsCard laddersCompleted={laddersCompleted} />
        </div>
      )}

      {climb.view === 'list' && (
        <div className="flex flex-col gap-8">
          {loadFailed && (
            <LoadError
              title="We could not load your ladder results"
              onRetry={() => Promise.all([completions.refetch(), badges.refetch()])}
              retrying={completions.isFetching || badges.isFetching}
            />
          )}
          <div className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] sm:gap-6">
            <LadderProgressCard laddersCompleted={laddersCompleted} />
            <AchievementsCard laddersCompleted={laddersCompleted} />
          </div>
          <LadderOverview
            category={category}
            onCategoryChange={setCategory}
            completions={completions.data?.completions ?? (completions.isError ? [] : undefined)}
            badges={badges.data?.badges}
            onStart={start}
            focusHeading={climb.returning}
          />
        </div>
      )}
    </section>
  );
}
