import { BookOpenCheck, ClipboardCheck, type LucideIcon, MessageSquare, UserPlus } from 'lucide-react';
import type { AnalyticsResponse } from '@/core/contracts/coaching';
import { lazyDateFormat } from '@/core/rules/lazy-intl';
import { Skeleton } from '@/web/components/ui/skeleton';

const monthName = lazyDateFormat('en-GB', { month: 'long', timeZone: 'Europe/London' });

function Figure({ icon: Icon, label, value }: { icon: LucideIcon; label: string; value: number }) {
  return (
    <div className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
      <dt className="flex flex-1 items-center gap-3 text-ink-700">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-fairway-50 text-fairway-700">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        {label}
      </dt>
      <dd className="font-display text-2xl font-semibold text-ink-900 tabular-nums">{value}</dd>
    </div>
  );
}

/** The calendar month so far, whatever period is chosen above (staff-portal §2 'this-month card'). */
export function ThisMonthCard({ data }: { data: AnalyticsResponse }) {
  const { thisMonth } = data;
  return (
    <section
      aria-labelledby="this-month-heading"
      className="rounded-xl border border-line bg-white p-5 shadow-card sm:p-6"
    >
      <h2 id="this-month-heading" className="font-display text-xl font-semibold text-ink-900">
        This Month
      </h2>
      <p className="mt-1 mb-4 text-sm text-ink-600">
        {monthName().format(new Date(`${data.to}T12:00:00Z`))} so far
      </p>
      <dl className="flex flex-col divide-y divide-line">
        <Figure icon={UserPlus} label="New students" value={thisMonth.newStudents} />
        <Figure icon={BookOpenCheck} label="Modules completed" value={thisMonth.modulesCompleted} />
        <Figure icon={ClipboardCheck} label="Challenges completed" value={thisMonth.challengesCompleted} />
        <Figure icon={MessageSquare} label="Messages received" value={thisMonth.messagesReceived} />
      </dl>
    </section>
  );
}

export function ThisMonthCardSkeleton() {
  return (
    <div className="flex flex-col gap-4 rounded-xl border border-line bg-white p-5 shadow-card sm:p-6">
      <Skeleton className="h-7 w-36" />
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="flex items-center gap-3">
          <Skeleton className="size-10 rounded-full" />
          <Skeleton className="h-4 flex-1" />
          <Skeleton className="h-7 w-8" />
        </div>
      ))}
    </div>
  );
}
