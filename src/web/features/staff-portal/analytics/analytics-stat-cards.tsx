import { Activity, CalendarCheck, CircleCheck, ClipboardCheck, TrendingUp } from 'lucide-react';
import type { AnalyticsResponse } from '@/core/contracts/coaching';
import { Skeleton } from '@/web/components/ui/skeleton';
import { StatCard } from '@/web/components/ui/stat-card';
import { PERIOD_SPANS } from './chart-data';

const GRID = 'grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4';

/** The four figures of the period (staff-portal §2 Analytics), as the server counted them. */
export function AnalyticsStatCards({ data }: { data: AnalyticsResponse }) {
  const { stats } = data;
  const span = PERIOD_SPANS[data.period];
  return (
    <div className="flex flex-col gap-3">
      <div className={GRID}>
        <StatCard
          label="Active students"
          value={
            <>
              {stats.activeStudents}
              <span className="text-lg font-normal text-ink-600"> of {stats.totalStudents}</span>
            </>
          }
          hint={`Active in ${span}`}
          icon={Activity}
        />
        <StatCard
          label="Exercises completed"
          value={stats.exercisesCompleted}
          hint={`Ticked off in ${span}`}
          icon={CircleCheck}
        />
        <StatCard
          label="Challenges completed"
          value={stats.challengesCompleted}
          hint={`Finished in ${span}`}
          icon={ClipboardCheck}
        />
        <StatCard
          label="Average progress"
          value={`${stats.averageProgress}%`}
          hint="Across assigned lessons"
          icon={TrendingUp}
        />
      </div>
      <p className="flex items-center gap-2 rounded-lg bg-cream-100 px-4 py-3 text-base text-ink-800">
        <CalendarCheck className="size-5 shrink-0 text-fairway-700" aria-hidden="true" />
        <span>
          <strong className="font-semibold">{plural(stats.lessonsAttended, 'lesson')} attended</strong> and{' '}
          {plural(stats.noShows, 'no-show')} in {span}, as marked in Bookings.
        </span>
      </p>
    </div>
  );
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export function AnalyticsStatCardsSkeleton() {
  return (
    <div className={GRID}>
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} className="h-36" />
      ))}
    </div>
  );
}
