import type { AnalyticsPeriod } from '@/core/contracts/coaching';
import { LoadError } from '@/web/components/ui/load-error';
import { Skeleton } from '@/web/components/ui/skeleton';
import { cn } from '@/web/lib/class-names';
import { ActivityChart } from './activity-chart';
import { AnalyticsStatCards, AnalyticsStatCardsSkeleton } from './analytics-stat-cards';
import { useCoachAnalytics } from './api/coach-analytics';
import { periodRange } from './chart-data';
import { RecentActivityCard, RecentActivityCardSkeleton } from './recent-activity-card';
import { ThisMonthCard, ThisMonthCardSkeleton } from './this-month-card';
import { TopStudents, TopStudentsSkeleton } from './top-students';

function OverviewSkeleton() {
  return (
    <div className="flex flex-col gap-6" aria-busy="true">
      <p className="sr-only" role="status">
        Loading your analytics…
      </p>
      <Skeleton className="h-5 w-48" />
      <AnalyticsStatCardsSkeleton />
      <div className="grid gap-6 lg:grid-cols-3">
        <Skeleton className="h-80 lg:col-span-2" />
        <ThisMonthCardSkeleton />
        <TopStudentsSkeleton />
        <div className="lg:col-span-2">
          <RecentActivityCardSkeleton />
        </div>
      </div>
    </div>
  );
}

/**
 * Every figure of the Analytics tab for the chosen period. Choosing another period fetches it; until
 * it arrives the previous figures stay, dimmed and marked busy, so the layout does not jump.
 */
export function AnalyticsOverview({ staffId, period }: { staffId: string; period: AnalyticsPeriod }) {
  const analytics = useCoachAnalytics(staffId, period);
  if (analytics.isError && !analytics.data) {
    return (
      <LoadError
        title="We could not load your analytics"
        onRetry={() => analytics.refetch()}
        retrying={analytics.isFetching}
      />
    );
  }
  if (!analytics.data) return <OverviewSkeleton />;

  const data = analytics.data;
  const switching = analytics.isPlaceholderData;
  return (
    <div
      className={cn(
        'flex flex-col gap-6 transition-opacity duration-150',
        switching && 'pointer-events-none opacity-60',
      )}
      aria-busy={switching}
    >
      <p className="text-sm font-medium text-ink-600">
        <span className="sr-only">Figures for </span>
        {periodRange(data.from, data.to)}
      </p>
      <AnalyticsStatCards data={data} />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <ActivityChart series={data.series} period={data.period} />
        </div>
        <ThisMonthCard data={data} />
        <TopStudents students={data.topStudents} period={data.period} />
        <div className="min-w-0 lg:col-span-2">
          <RecentActivityCard events={data.recentActivity} />
        </div>
      </div>
    </div>
  );
}
