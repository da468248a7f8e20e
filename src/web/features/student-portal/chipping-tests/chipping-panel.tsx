import { Crosshair, Medal, Play } from 'lucide-react';
import { useCallback, useState } from 'react';
import { type ChippingTest, chippingTests } from '@/core/content/coaching/chipping-tests';
import type { ChippingResult } from '@/core/contracts/challenges';
import type { MedalTier } from '@/core/rules/medals';
import { Alert } from '@/web/components/ui/alert';
import { MedalBadge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { LoadError } from '@/web/components/ui/load-error';
import { PanelHeading } from '@/web/components/ui/panel-heading';
import { errorMessageFor } from '@/web/lib/api';
import { useChippingBadges, useChippingResults, useSaveChippingResult } from './api/chipping';
import { ChippingGame } from './chipping-game';
import { ChippingResults } from './chipping-results';
import { ResultAnnouncement } from './result-announcement';

const REQUIREMENTS: [MedalTier, string][] = [
  ['gold', '45–50'],
  ['silver', '40–44'],
  ['bronze', '35–39'],
];

function TestCard({
  test,
  held,
  onStart,
}: {
  test: ChippingTest;
  held: MedalTier | undefined;
  onStart(): void;
}) {
  return (
    <Card className="flex flex-col gap-4 p-5" role="article" aria-label={test.name}>
      <div className="flex items-start justify-between gap-3">
        <div>
          <p className="text-sm font-semibold text-fairway-700">{test.distance} yards</p>
          <h3 className="font-display text-xl font-semibold">{test.name}</h3>
        </div>
        {held && <MedalBadge medal={held}>{`${held[0]!.toUpperCase()}${held.slice(1)} held`}</MedalBadge>}
      </div>
      <p className="text-sm text-ink-700">{test.description}</p>
      <p className="text-sm font-medium text-ink-700">10 shots · max 50 points</p>
      <ul className="flex flex-wrap gap-2" aria-label="Medal requirements">
        {REQUIREMENTS.map(([medal, range]) => (
          <li key={medal}>
            <MedalBadge medal={medal}>{`${medal[0]!.toUpperCase()}${medal.slice(1)} ${range}`}</MedalBadge>
          </li>
        ))}
      </ul>
      <Button className="mt-auto self-start" onClick={onStart}>
        <Play aria-hidden="true" /> Start Game
      </Button>
    </Card>
  );
}

type View = { name: 'list' } | { name: 'game'; test: ChippingTest; key: number };

/** Chipping Tests (student-portal §2): the three tests, a game of ten shots, and results kept on the server. */
export function ChippingPanel({ studentId }: { studentId: string }) {
  const results = useChippingResults(studentId);
  const badges = useChippingBadges(studentId);
  const save = useSaveChippingResult(studentId);
  const [view, setView] = useState<View>({ name: 'list' });
  const [announced, setAnnounced] = useState<ChippingResult | null>(null);
  const [pendingShots, setPendingShots] = useState<{ testId: string; shots: number[] } | null>(null);
  const clearAnnouncement = useCallback(() => setAnnounced(null), []);

  const heldFor = (testId: string) => badges.data?.badges.find((b) => b.challenge_id === testId)?.tier;

  function finish(test: ChippingTest, shots: number[]) {
    setPendingShots({ testId: test.id, shots });
    save.mutate(
      { studentId, testId: test.id, shots },
      {
        onSuccess: (data) => {
          setPendingShots(null);
          setAnnounced(data.result);
          setView({ name: 'list' });
          window.scrollTo({ top: 0 });
        },
      },
    );
  }

  if (view.name === 'game') {
    return (
      <section className="flex flex-col gap-6">
        <PanelHeading
          title="Chipping Tests"
          description={`${view.test.name}: ten shots, 0 to 5 points each.`}
        />
        {save.isError && pendingShots && (
          <Alert title="Your test has not been saved">
            <p>
              {errorMessageFor(save.error, {
                server: 'The server could not save it.',
                network: 'Check your connection.',
              })}
            </p>
            <Button
              className="mt-3"
              onClick={() => finish(view.test, pendingShots.shots)}
              disabled={save.isPending}
            >
              Save again
            </Button>
          </Alert>
        )}
        <ChippingGame
          key={view.key}
          test={view.test}
          finishing={save.isPending}
          onFinish={(shots) => finish(view.test, shots)}
          onQuit={() => {
            save.reset();
            setView({ name: 'list' });
          }}
        />
      </section>
    );
  }

  return (
    <section className="flex flex-col gap-6">
      <PanelHeading
        title="Chipping Tests"
        description="Ten chips from 10, 20 or 30 yards, each scored by where the ball stops. Score 35 or more for a medal."
      />
      {announced && <ResultAnnouncement result={announced} onDone={clearAnnouncement} />}
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {chippingTests.map((test) => (
          <TestCard
            key={test.id}
            test={test}
            held={heldFor(test.id)}
            onStart={() => {
              save.reset();
              setAnnounced(null);
              setView({ name: 'game', test, key: Date.now() });
              window.scrollTo({ top: 0 });
            }}
          />
        ))}
      </div>
      <h2 className="flex items-center gap-2 font-display text-2xl font-semibold">
        <Crosshair className="size-6 text-fairway-700" aria-hidden="true" /> Your results
      </h2>
      {results.isError ? (
        <LoadError title="We could not load your chipping results" onRetry={() => results.refetch()} />
      ) : (
        <ChippingResults data={results.data} />
      )}
      <p className="flex items-center gap-2 text-sm text-ink-600">
        <Medal className="size-4" aria-hidden="true" /> Your score, medal and handicap level are worked out by
        the academy from your ten shots.
      </p>
    </section>
  );
}
