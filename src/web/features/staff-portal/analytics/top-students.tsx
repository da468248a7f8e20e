import { Trophy } from 'lucide-react';
import { Link } from 'react-router';
import type { AnalyticsPeriod, StudentAnalyticsEntry } from '@/core/contracts/coaching';
import { TierBadge } from '@/web/components/ui/badge';
import { EmptyState } from '@/web/components/ui/empty-state';
import { ProgressBar } from '@/web/components/ui/progress-bar';
import { Skeleton } from '@/web/components/ui/skeleton';
import { cn } from '@/web/lib/class-names';
import { PERIOD_SPANS } from './chart-data';

/** The spec shows three (staff-portal §9); the server ranks them. */
export const TOP_STUDENTS_SHOWN = 3;

const RANK_STYLES = [
  'bg-medal-gold-bg text-medal-gold-text',
  'bg-medal-silver-bg text-medal-silver-text',
  'bg-medal-bronze-bg text-medal-bronze-text',
];

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function TopStudent({ student, rank }: { student: StudentAnalyticsEntry; rank: number }) {
  const name = `${student.first_name} ${student.last_name}`;
  return (
    <li className="flex gap-3 py-4 first:pt-0 last:pb-0">
      <span
        className={cn(
          'inline-flex size-10 shrink-0 items-center justify-center rounded-full font-display text-lg font-semibold',
          RANK_STYLES[rank - 1],
        )}
      >
        <span className="sr-only">Rank </span>
        {rank}
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Link
            to={`?tab=students&student=${encodeURIComponent(student.id)}`}
            className="font-semibold break-words text-ink-900 underline-offset-4 hover:text-fairway-800 hover:underline"
          >
            {name}
          </Link>
          <TierBadge tier={student.membership_type} />
        </div>
        <div>
          <div className="mb-1.5 flex justify-between text-sm font-medium text-ink-700" aria-hidden="true">
            <span>Progress</span>
            <span>{student.progress}%</span>
          </div>
          <ProgressBar value={student.progress} label={`Progress of ${name}`} />
        </div>
        <p className="text-sm text-ink-600">
          {plural(student.activity_count, 'activity', 'activities')} ·{' '}
          {plural(student.completed_challenges, 'challenge', 'challenges')} completed
        </p>
      </div>
    </li>
  );
}

/** The most active students in the period, then the furthest along (staff-portal §2 'top 3 students'). */
export function TopStudents({
  students,
  period,
}: {
  students: readonly StudentAnalyticsEntry[];
  period: AnalyticsPeriod;
}) {
  const top = students.slice(0, TOP_STUDENTS_SHOWN);
  return (
    <section
      aria-labelledby="top-students-heading"
      className="rounded-xl border border-line bg-white p-5 shadow-card sm:p-6"
    >
      <h2 id="top-students-heading" className="font-display text-xl font-semibold text-ink-900">
        Top Students
      </h2>
      <p className="mt-1 mb-4 text-sm text-ink-600">Most active in {PERIOD_SPANS[period]}</p>
      {top.length === 0 ? (
        <EmptyState
          icon={Trophy}
          title="No students yet"
          text="When students are assigned to you, the most active will be ranked here."
          className="py-8"
        />
      ) : (
        <ol aria-label="Top students" className="flex flex-col divide-y divide-line">
          {top.map((student, i) => (
            <TopStudent key={student.id} student={student} rank={i + 1} />
          ))}
        </ol>
      )}
    </section>
  );
}

export function TopStudentsSkeleton() {
  return (
    <div className="flex flex-col gap-5 rounded-xl border border-line bg-white p-5 shadow-card sm:p-6">
      <Skeleton className="h-7 w-40" />
      {[0, 1, 2].map((i) => (
        <div key={i} className="flex gap-3">
          <Skeleton className="size-10 rounded-full" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-2.5 w-full" />
            <Skeleton className="h-3 w-1/2" />
          </div>
        </div>
      ))}
    </div>
  );
}
