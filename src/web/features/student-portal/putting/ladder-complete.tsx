import { LayoutGrid, RotateCcw, Trophy } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { PuttingLadder } from '@/core/content/coaching/putting-ladders';
import type { AwardPuttingBadgeResponse } from '@/core/contracts/challenges';
import { Alert } from '@/web/components/ui/alert';
import { MedalBadge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { LoadingState } from '@/web/components/ui/spinner';
import { errorMessageFor } from '@/web/lib/api';
import { attemptsLabel, MEDAL_NAMES } from './ladder-catalogue';

export type SaveState =
  | { status: 'saving' }
  | { status: 'saved'; result: AwardPuttingBadgeResponse }
  | { status: 'failed'; error: unknown };

interface LadderCompleteProps {
  ladder: PuttingLadder;
  /** Restarts before the climb reached the top. */
  restarts: number;
  save: SaveState;
  onRetrySave(): void;
  onTryAgain(): void;
  onNewLadder(): void;
}

/** The medal the server awarded for this climb, and what it did to the student's badge. */
function ServerVerdict({ result }: { result: AwardPuttingBadgeResponse }) {
  const { completion, badge, badgeAwarded } = result;
  return (
    <div className="flex flex-col items-center gap-3" data-testid="putting-verdict">
      <MedalBadge medal={completion.tier} className="px-4! py-1.5! text-base!">
        {`${MEDAL_NAMES[completion.tier]} medal`}
      </MedalBadge>
      <p className="text-base text-ink-700">
        {badgeAwarded
          ? `New badge earned: ${badge.badge_name} (${MEDAL_NAMES[badge.tier]}).`
          : `You keep your ${MEDAL_NAMES[badge.tier]} badge for this ladder.`}
      </p>
    </div>
  );
}

/** The top of the ladder: the climb's count of attempts, the server's medal, and what to do next. */
export function LadderComplete({
  ladder,
  restarts,
  save,
  onRetrySave,
  onTryAgain,
  onNewLadder,
}: LadderCompleteProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  const saving = save.status === 'saving';

  return (
    <Card className="flex flex-col items-center gap-5 px-5 py-8 text-center sm:px-8 sm:py-10">
      <span className="inline-flex size-20 items-center justify-center rounded-full bg-medal-gold-bg motion-safe:animate-dialog-in">
        <Trophy className="size-10 text-medal-gold-text" aria-hidden="true" />
      </span>
      <div>
        <h2 ref={headingRef} tabIndex={-1} className="text-3xl font-semibold">
          Ladder Complete!
        </h2>
        <p className="mt-2 text-lg text-ink-700">
          {ladder.name} completed in {attemptsLabel(restarts + 1)}
        </p>
      </div>

      <div className="w-full max-w-md" aria-live="polite">
        {save.status === 'saving' && <LoadingState text="Saving your climb..." className="py-4" />}
        {save.status === 'saved' && <ServerVerdict result={save.result} />}
        {save.status === 'failed' && (
          <Alert title="Your climb has not been saved yet" className="text-left">
            <p>
              {errorMessageFor(save.error, {
                server: 'The server could not record it.',
                network: 'We could not reach the server.',
              })}
            </p>
            <p className="mt-1">Your climb is kept here: save it again to get your medal.</p>
            <Button variant="secondary" size="sm" className="mt-3" onClick={onRetrySave}>
              <RotateCcw aria-hidden="true" />
              Save again
            </Button>
          </Alert>
        )}
      </div>

      <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <Button onClick={onTryAgain} disabled={saving}>
          <RotateCcw aria-hidden="true" />
          Try Again
        </Button>
        <Button variant="secondary" onClick={onNewLadder} disabled={saving}>
          <LayoutGrid aria-hidden="true" />
          New Ladder
        </Button>
      </div>
    </Card>
  );
}
