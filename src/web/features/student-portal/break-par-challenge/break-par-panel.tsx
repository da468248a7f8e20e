import { Award, ClipboardList, Flag, RotateCcw } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { BreakParLevel } from '@/core/content/coaching/break-par-levels';
import type { CreateAttemptBody, CreateAttemptResponse } from '@/core/contracts/challenges';
import { Alert } from '@/web/components/ui/alert';
import { MedalBadge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { LoadError } from '@/web/components/ui/load-error';
import { PanelHeading } from '@/web/components/ui/panel-heading';
import { notify } from '@/web/components/ui/toast';
import { useBreakParBadges, useBreakParProgress, useRecentRounds, useSaveRound } from './api/break-par';
import { BreakParOverview, LevelBadgeIcon } from './overview';
import { emptyCard, type HoleEntry, Scorecard } from './scorecard';

const SAVE_FAILED = 'Failed to save your attempt. Please try again.';
/** The congratulation waits half a second after the result (student-portal §9). */
const CELEBRATION_DELAY_MS = 500;

type View =
  | { name: 'overview' }
  | { name: 'intro'; level: BreakParLevel }
  | { name: 'scorecard'; level: BreakParLevel; holes: HoleEntry[]; startedAt: string }
  | { name: 'result'; level: BreakParLevel; holes: HoleEntry[]; saved: CreateAttemptResponse }
  | { name: 'review'; level: BreakParLevel; holes: HoleEntry[]; saved: CreateAttemptResponse };

function roundBody(
  studentId: string,
  level: BreakParLevel,
  holes: HoleEntry[],
  startedAt: string,
): CreateAttemptBody {
  return {
    studentId,
    level: level.level,
    scores: holes.map((h) => h.score ?? 0),
    notes: null,
    holes: holes.map((h) => ({ notes: h.notes.trim() || null, photoId: h.photo?.id, videoId: h.video?.id })),
    startedAt,
  };
}

function Intro({ level, onStart, onLater }: { level: BreakParLevel; onStart(): void; onLater(): void }) {
  return (
    <Card className="mx-auto flex max-w-xl flex-col items-center gap-4 p-6 text-center sm:p-8">
      <LevelBadgeIcon level={level} size="lg" />
      <h2 className="font-display text-3xl font-semibold">
        Level {level.level}: {level.name}
      </h2>
      <p className="text-ink-700">
        {level.yardage} yards · 6 holes · par {level.parStructure.totalPar}
      </p>
      <p className="text-lg font-semibold">Target score: {level.targetScore} or less</p>
      <p className="text-ink-700">
        Earn the <strong>{level.badge.name}</strong>: {level.badge.description}
      </p>
      <p className="text-sm text-ink-600">
        Gold at {level.targetScore - 2} or under, silver at {level.targetScore - 1}, bronze at{' '}
        {level.targetScore}.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button variant="secondary" onClick={onLater}>
          Maybe Later
        </Button>
        <Button onClick={onStart}>
          <Flag aria-hidden="true" /> Start Challenge!
        </Button>
      </div>
    </Card>
  );
}

function Result({
  level,
  saved,
  onAgain,
  onReview,
  onBack,
}: {
  level: BreakParLevel;
  saved: CreateAttemptResponse;
  onAgain(): void;
  onReview(): void;
  onBack(): void;
}) {
  const { attempt } = saved;
  return (
    <Card className="mx-auto flex max-w-xl flex-col items-center gap-4 p-6 text-center sm:p-8" role="status">
      {attempt.passed ? (
        <LevelBadgeIcon level={level} size="lg" />
      ) : (
        <Flag className="size-16 text-fairway-700" aria-hidden="true" />
      )}
      <h2 className="font-display text-3xl font-semibold">
        {attempt.passed ? `Level ${level.level} Complete!` : 'Great Effort!'}
      </h2>
      <p className="text-lg">
        You scored <strong>{attempt.total_score}</strong> against a target of {attempt.target_score}.
      </p>
      {attempt.medal && (
        <MedalBadge
          medal={attempt.medal}
        >{`${attempt.medal[0]!.toUpperCase()}${attempt.medal.slice(1)} medal`}</MedalBadge>
      )}
      {attempt.passed ? (
        <p className="text-ink-700">
          {saved.badgeAwarded
            ? `The ${level.badge.name} is yours.`
            : `You already hold the ${level.badge.name} at this medal or better.`}
          {level.level < 6 && ` Level ${level.level + 1} is open.`}
        </p>
      ) : (
        <p className="text-ink-700">
          {attempt.total_score - attempt.target_score} over the target this time. Your round is saved: try
          again when you are ready.
        </p>
      )}
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={onBack}>
          <Award aria-hidden="true" /> {attempt.passed ? 'Claim Badge' : 'Save Round'}
        </Button>
        <Button variant="secondary" onClick={onAgain}>
          <RotateCcw aria-hidden="true" /> {attempt.passed ? 'Play Again' : 'Try Again'}
        </Button>
        <Button variant="ghost" onClick={onReview}>
          <ClipboardList aria-hidden="true" /> Review Scores
        </Button>
        <Button variant="ghost" onClick={onBack}>
          Back to Challenges
        </Button>
      </div>
    </Card>
  );
}

/** The Break Par Challenge (student-portal §2, §4): levels, a scorecard, and the server's verdict. */
export function BreakParPanel({ studentId }: { studentId: string }) {
  const progress = useBreakParProgress(studentId);
  const badges = useBreakParBadges(studentId);
  const rounds = useRecentRounds(studentId);
  const save = useSaveRound(studentId);
  const [view, setView] = useState<View>({ name: 'overview' });
  const [unsaved, setUnsaved] = useState<CreateAttemptBody | null>(null);

  // Each new screen (intro, scorecard, result) starts at the top.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the screen changes, by design
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [view.name]);

  const start = (level: BreakParLevel) =>
    setView({ name: 'scorecard', level, holes: emptyCard(), startedAt: new Date().toISOString() });

  function submit(body: CreateAttemptBody, level: BreakParLevel, holes: HoleEntry[]) {
    save.mutate(body, {
      onSuccess: (saved) => {
        setUnsaved(null);
        setView({ name: 'result', level, holes, saved });
        if (saved.attempt.passed && saved.badgeAwarded && saved.badge) {
          const name = saved.badge.badge_name;
          window.setTimeout(
            () => notify.success(`Congratulations! You earned the ${name}!`),
            CELEBRATION_DELAY_MS,
          );
        }
      },
      onError: () => {
        // The scorecard closes either way (student-portal §4); the round is kept here to send again.
        setUnsaved(body);
        setView({ name: 'overview' });
        notify.error(SAVE_FAILED);
      },
    });
  }

  return (
    <section className="flex flex-col gap-6">
      <PanelHeading
        title="Break Par Challenge"
        description="Six levels, six holes each: beat the target score to earn your badge."
      />
      {view.name === 'overview' && unsaved && (
        <Alert title={SAVE_FAILED}>
          <p>Your scores are still here.</p>
          <Button
            className="mt-3"
            disabled={save.isPending}
            onClick={() =>
              save.mutate(unsaved, {
                onSuccess: () => {
                  setUnsaved(null);
                  notify.success('Your round is saved.');
                },
              })
            }
          >
            Save again
          </Button>
        </Alert>
      )}
      {view.name === 'overview' &&
        (progress.isError ? (
          <LoadError title="We could not load your Break Par progress" onRetry={() => progress.refetch()} />
        ) : (
          <BreakParOverview
            progress={progress.data?.progress}
            badges={badges.data?.badges}
            rounds={rounds.data?.attempts}
            onOpenLevel={(level) => setView({ name: 'intro', level })}
          />
        ))}
      {view.name === 'intro' && (
        <Intro
          level={view.level}
          onStart={() => start(view.level)}
          onLater={() => setView({ name: 'overview' })}
        />
      )}
      {view.name === 'scorecard' && (
        <Scorecard
          level={view.level}
          holes={view.holes}
          saving={save.isPending}
          onChange={(holes) => setView({ ...view, holes })}
          onQuit={() => setView({ name: 'overview' })}
          onFinish={() =>
            submit(roundBody(studentId, view.level, view.holes, view.startedAt), view.level, view.holes)
          }
        />
      )}
      {view.name === 'result' && (
        <Result
          level={view.level}
          saved={view.saved}
          onAgain={() => start(view.level)}
          onReview={() => setView({ ...view, name: 'review' })}
          onBack={() => setView({ name: 'overview' })}
        />
      )}
      {view.name === 'review' && (
        <Scorecard
          level={view.level}
          holes={view.holes}
          saving={false}
          readOnly
          onChange={() => {}}
          onFinish={() => {}}
          onQuit={() => setView({ ...view, name: 'result' })}
        />
      )}
    </section>
  );
}
