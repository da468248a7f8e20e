import { Award, Target, Trophy, Users } from 'lucide-react';
import { useSearchParams } from 'react-router';
import type { LeaderboardResponse } from '@/core/contracts/challenges';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { EmptyState } from '@/web/components/ui/empty-state';
import { LoadError } from '@/web/components/ui/load-error';
import { PanelHeading } from '@/web/components/ui/panel-heading';
import { Skeleton } from '@/web/components/ui/skeleton';
import { StatCard } from '@/web/components/ui/stat-card';
import { useLeaderboard } from './api/leaderboard';
import { LeaderboardList } from './leaderboard-list';
import { LeaderboardTable } from './leaderboard-table';

function BoardSkeleton() {
  return (
    <Card className="p-5">
      <p role="status" className="sr-only">
        Loading the leaderboard…
      </p>
      <Skeleton className="h-7 w-40" />
      {[0, 1, 2, 3].map((key) => (
        <div key={key} className="mt-5 flex items-center gap-3">
          <Skeleton className="size-10 rounded-full" />
          <Skeleton className="h-5 flex-1" />
          <Skeleton className="h-7 w-10" />
        </div>
      ))}
    </Card>
  );
}

/** Nobody holds a badge yet: point the student at the quickest way to earn one. */
function NoWinners() {
  const [, setParams] = useSearchParams();
  function openPutting() {
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set('tab', 'putting-ladder');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
    window.scrollTo({ top: 0 });
  }
  return (
    <EmptyState
      className="bg-white"
      icon={Trophy}
      as="h2"
      title="No Badge Winners Yet"
      text="Be the first to earn a badge!"
      action={
        <Button variant="secondary" onClick={openPutting}>
          <Target aria-hidden="true" />
          Climb a putting ladder
        </Button>
      }
    />
  );
}

function Board({ data }: { data: LeaderboardResponse }) {
  const { leaderboard, me, totalPlayers } = data;
  if (leaderboard.length === 0) return <NoWinners />;
  const more = totalPlayers - leaderboard.length;
  // Below the top ten, the student still sees where they stand.
  const outside = me && !leaderboard.some((entry) => entry.studentId === me.studentId) ? me : null;
  const board = { entries: leaderboard, meId: me?.studentId, outside };
  return (
    <Card className="overflow-hidden">
      <div className="flex flex-wrap items-baseline justify-between gap-2 px-5 pt-5 pb-3 sm:px-6">
        <h2 className="text-xl font-semibold">Top 10 Players</h2>
        <p className="text-sm text-ink-600">Most badges first, then most gold</p>
      </div>
      <div className="hidden lg:block">
        <LeaderboardTable {...board} />
      </div>
      <div className="border-t border-line lg:hidden">
        <LeaderboardList {...board} />
      </div>
      {more > 0 && (
        <p className="border-t border-line px-5 py-3 text-center text-sm font-semibold text-ink-600 sm:px-6">
          +{more} more {more === 1 ? 'player' : 'players'}
        </p>
      )}
    </Card>
  );
}

/** Badge Leaderboard (student-portal §2): the academy's top ten badge holders and the totals. */
export function LeaderboardPanel() {
  const leaderboard = useLeaderboard();
  const data = leaderboard.data;
  return (
    <section>
      <PanelHeading
        title="Badge Leaderboard"
        description="Who has earned the most badges across the academy's challenges."
      />
      <div className="mb-6 grid grid-cols-2 gap-3 sm:gap-4 lg:max-w-2xl">
        <StatCard label="Total Badges" icon={Award} value={data ? data.totalBadges : '–'} />
        <StatCard label="Active Players" icon={Users} value={data ? data.totalPlayers : '–'} />
      </div>
      {leaderboard.isPending && <BoardSkeleton />}
      {leaderboard.isError && (
        <LoadError
          title="We could not load the leaderboard"
          onRetry={() => leaderboard.refetch()}
          retrying={leaderboard.isFetching}
        />
      )}
      {data && <Board data={data} />}
    </section>
  );
}
