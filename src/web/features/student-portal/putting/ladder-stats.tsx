import { Award, TrendingUp } from 'lucide-react';
import { LADDER_PROGRESS_TOTAL } from '@/core/content/coaching/putting-ladders';
import { Card } from '@/web/components/ui/card';
import { ProgressBar } from '@/web/components/ui/progress-bar';
import { Skeleton } from '@/web/components/ui/skeleton';
import { cn } from '@/web/lib/class-names';
import { ladderCollectionPercent } from './ladder-catalogue';

function CardIcon({ icon: Icon, gold = false }: { icon: typeof Award; gold?: boolean }) {
  return (
    <span
      className={cn(
        'inline-flex size-10 shrink-0 items-center justify-center rounded-full',
        gold ? 'bg-medal-gold-bg text-medal-gold-text' : 'bg-fairway-50 text-fairway-700',
      )}
    >
      <Icon className="size-5" aria-hidden="true" />
    </span>
  );
}

/** Ladders climbed out of all of them; null while the count is loading. */
export function LadderProgressCard({ laddersCompleted }: { laddersCompleted: number | null }) {
  return (
    <Card className="flex flex-col gap-4 p-5 sm:p-6">
      <div className="flex items-center gap-3">
        <CardIcon icon={TrendingUp} />
        <h2 className="text-xl font-semibold">Your Progress</h2>
      </div>
      {laddersCompleted === null ? (
        <div>
          <Skeleton className="h-5 w-48" />
          <Skeleton className="mt-3 h-2.5 w-full rounded-full" />
        </div>
      ) : (
        <div className="flex flex-col gap-3">
          <p className="text-base text-ink-700">
            <span className="font-display text-2xl font-semibold text-ink-900">{laddersCompleted}</span> of{' '}
            {LADDER_PROGRESS_TOTAL} ladders completed
          </p>
          <ProgressBar
            value={ladderCollectionPercent(laddersCompleted)}
            label="Ladders completed"
            tone="gold"
          />
        </div>
      )}
    </Card>
  );
}

/** The Achievements card: how many different ladders the student has climbed. */
export function AchievementsCard({
  laddersCompleted,
  className,
}: {
  laddersCompleted: number | null;
  className?: string;
}) {
  return (
    <Card className={cn('flex flex-col gap-4 p-5 sm:p-6', className)} data-testid="putting-achievements">
      <div className="flex items-center gap-3">
        <CardIcon icon={Award} gold />
        <h2 className="text-xl font-semibold">Achievements</h2>
      </div>
      {laddersCompleted === null ? (
        <Skeleton className="h-10 w-24" />
      ) : (
        <p className="flex items-baseline gap-2 text-base text-ink-700">
          <span className="font-display text-4xl font-semibold text-ink-900">{laddersCompleted}</span>
          {laddersCompleted === 1 ? 'ladder completed' : 'ladders completed'}
        </p>
      )}
    </Card>
  );
}
