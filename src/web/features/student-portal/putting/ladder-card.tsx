import { Play, RotateCcw, Trophy } from 'lucide-react';
import { useId } from 'react';
import type { PuttingLadder } from '@/core/content/coaching/putting-ladders';
import type { MedalTier } from '@/core/rules/medals';
import { Badge, type BadgeTone, MedalBadge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { MEDAL_NAMES } from './ladder-catalogue';

const DIFFICULTY_TONES: Record<PuttingLadder['difficulty'], BadgeTone> = {
  Beginner: 'success',
  Intermediate: 'info',
  Advanced: 'warning',
  Elite: 'gold',
};

interface LadderCardProps {
  ladder: PuttingLadder;
  /** Climbed at least once: the card offers Retry and wears the gold icon. */
  climbed: boolean;
  /** The best medal the server has awarded on this ladder. */
  bestMedal: MedalTier | undefined;
  onStart(): void;
}

/** One ladder to pick: what it trains, how long it is, and whether it has been climbed. */
export function LadderCard({ ladder, climbed, bestMedal, onStart }: LadderCardProps) {
  const titleId = useId();
  return (
    <Card className="flex w-full flex-col" role="article" aria-labelledby={titleId}>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex items-start justify-between gap-3">
          <div className="flex flex-wrap gap-2">
            <Badge tone={DIFFICULTY_TONES[ladder.difficulty]}>{ladder.difficulty}</Badge>
            <Badge>{ladder.totalSteps} steps</Badge>
          </div>
          {climbed && (
            <span
              role="img"
              aria-label="Completed"
              className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-medal-gold-bg"
            >
              <Trophy className="size-5 text-medal-gold-text" aria-hidden="true" />
            </span>
          )}
        </div>
        <h3 id={titleId} className="text-xl font-semibold">
          {ladder.name}
        </h3>
        <p className="text-sm text-ink-700">{ladder.description}</p>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-line px-5 py-4">
        {climbed ? (
          <Button variant="secondary" size="sm" onClick={onStart}>
            <RotateCcw aria-hidden="true" />
            Retry
          </Button>
        ) : (
          <Button size="sm" onClick={onStart}>
            <Play aria-hidden="true" />
            Start Challenge
          </Button>
        )}
        {bestMedal && <MedalBadge medal={bestMedal}>{`Best: ${MEDAL_NAMES[bestMedal]}`}</MedalBadge>}
      </div>
    </Card>
  );
}
