import { useEffect, useRef } from 'react';
import type { Badge, LadderCompletion } from '@/core/contracts/challenges';
import { Skeleton } from '@/web/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs';
import { LadderCard } from './ladder-card';
import {
  bestMedalByLadder,
  climbedLadderIds,
  LADDER_TABS,
  type LadderCategory,
  laddersIn,
} from './ladder-catalogue';

interface LadderOverviewProps {
  category: LadderCategory;
  onCategoryChange(category: LadderCategory): void;
  /** Undefined while loading: cards wait, since Start or Retry depends on it. */
  completions: readonly LadderCompletion[] | undefined;
  badges: readonly Badge[] | undefined;
  onStart(ladderId: string): void;
  /** Coming back from a ladder: take focus to the list's heading rather than lose it. */
  focusHeading?: boolean;
}

function CardSkeletons() {
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      <p role="status" className="sr-only">
        Loading ladders…
      </p>
      {[0, 1, 2].map((key) => (
        <div key={key} className="rounded-xl border border-line bg-white p-5">
          <Skeleton className="h-6 w-32 rounded-full" />
          <Skeleton className="mt-4 h-6 w-3/5" />
          <Skeleton className="mt-3 h-4 w-full" />
          <Skeleton className="mt-2 h-4 w-4/5" />
          <Skeleton className="mt-6 h-11 w-40 rounded-full" />
        </div>
      ))}
    </div>
  );
}

/** The ladders by size, each offering Start Challenge or, once climbed, Retry. */
export function LadderOverview({
  category,
  onCategoryChange,
  completions,
  badges,
  onStart,
  focusHeading = false,
}: LadderOverviewProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Only on mount: the list replaces the ladder view the student just left.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once when the list appears
  useEffect(() => {
    if (focusHeading) headingRef.current?.focus();
  }, []);
  const climbed = climbedLadderIds(completions ?? []);
  const medals = bestMedalByLadder(badges ?? []);
  return (
    <section aria-labelledby="ladder-list-heading">
      <h2 ref={headingRef} tabIndex={-1} id="ladder-list-heading" className="mb-4 text-2xl font-semibold">
        Choose a Ladder
      </h2>
      <Tabs value={category} onValueChange={(value) => onCategoryChange(value as LadderCategory)}>
        <TabsList aria-label="Ladder sizes" className="mb-6 sm:max-w-xl">
          {LADDER_TABS.map(({ value, label }) => (
            <TabsTrigger
              key={value}
              value={value}
              className="flex-auto! whitespace-nowrap px-2! text-sm! sm:px-4! sm:text-base!"
            >
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        {LADDER_TABS.map(({ value }) => (
          <TabsContent key={value} value={value}>
            {completions === undefined ? (
              <CardSkeletons />
            ) : (
              <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
                {laddersIn(value).map((ladder) => (
                  <li key={ladder.id} className="flex">
                    <LadderCard
                      ladder={ladder}
                      climbed={climbed.has(ladder.id)}
                      bestMedal={medals.get(ladder.id)}
                      onStart={() => onStart(ladder.id)}
                    />
                  </li>
                ))}
              </ul>
            )}
          </TabsContent>
        ))}
      </Tabs>
    </section>
  );
}
