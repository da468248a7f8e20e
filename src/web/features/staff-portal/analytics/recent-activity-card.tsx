import {
  Activity,
  Award,
  BookOpenCheck,
  CircleCheck,
  ClipboardCheck,
  Flag,
  type LucideIcon,
  MessageSquare,
} from 'lucide-react';
import { Link } from 'react-router';
import type { ActivityEvent } from '@/core/contracts/coaching';
import { EmptyState } from '@/web/components/ui/empty-state';
import { Skeleton } from '@/web/components/ui/skeleton';
import { formatDateTime } from '@/web/lib/format';

const EVENT_ICON: Record<ActivityEvent['kind'], LucideIcon> = {
  exercise_completed: CircleCheck,
  module_completed: BookOpenCheck,
  drill_completed: ClipboardCheck,
  message_received: MessageSquare,
  badge_earned: Award,
  round_played: Flag,
};

function ActivityItem({ event }: { event: ActivityEvent }) {
  const Icon = EVENT_ICON[event.kind];
  return (
    <li className="flex items-start gap-3 py-3 first:pt-0 last:pb-0">
      <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-fairway-50 text-fairway-700">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="break-words text-ink-800">
          <Link
            to={`?tab=students&student=${encodeURIComponent(event.studentId)}`}
            className="font-semibold text-ink-900 underline-offset-4 hover:text-fairway-800 hover:underline"
          >
            {event.studentName}
          </Link>{' '}
          {event.text}
        </p>
        <time dateTime={event.at} className="text-sm text-ink-600">
          {formatDateTime(event.at)}
        </time>
      </div>
    </li>
  );
}

/** The latest things the coach's students did, newest first as the server sends them. */
export function RecentActivityCard({ events }: { events: readonly ActivityEvent[] }) {
  return (
    <section
      aria-labelledby="analytics-activity-heading"
      className="rounded-xl border border-line bg-white p-5 shadow-card sm:p-6"
    >
      <h2 id="analytics-activity-heading" className="mb-4 font-display text-xl font-semibold text-ink-900">
        Recent Activity
      </h2>
      {events.length === 0 ? (
        <EmptyState
          icon={Activity}
          title="No recent activity"
          text="Ticked exercises, finished challenges, rounds and messages from your students will show here."
          className="py-8"
        />
      ) : (
        <ul aria-label="Recent activity" className="flex flex-col divide-y divide-line">
          {events.map((event) => (
            <ActivityItem key={event.id} event={event} />
          ))}
        </ul>
      )}
    </section>
  );
}

export function RecentActivityCardSkeleton() {
  return (
    <div className="flex flex-col gap-4 rounded-xl border border-line bg-white p-5 shadow-card sm:p-6">
      <Skeleton className="h-7 w-44" />
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="flex items-center gap-3">
          <Skeleton className="size-10 rounded-full" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-3 w-24" />
          </div>
        </div>
      ))}
    </div>
  );
}
