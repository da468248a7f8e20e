import {
  Activity,
  BookOpenCheck,
  ClipboardCheck,
  Flag,
  Mail,
  MessageSquare,
  TrendingUp,
  TriangleAlert,
  Users,
} from 'lucide-react';
import type { StaffUser } from '@/core/contracts/auth';
import type { ActivityEvent } from '@/core/contracts/coaching';
import { Badge } from '@/web/components/ui/badge';
import { Card } from '@/web/components/ui/card';
import { EmptyState } from '@/web/components/ui/empty-state';
import { LoadError } from '@/web/components/ui/load-error';
import { PanelHeading } from '@/web/components/ui/panel-heading';
import { Skeleton } from '@/web/components/ui/skeleton';
import { StatCard } from '@/web/components/ui/stat-card';
import { formatDateTime } from '@/web/lib/format';
import { useDashboardStats } from '../dashboard/dashboard-stats';

const EVENT_ICON: Record<ActivityEvent['kind'], typeof Activity> = {
  exercise_completed: BookOpenCheck,
  module_completed: BookOpenCheck,
  drill_completed: ClipboardCheck,
  message_received: MessageSquare,
  badge_earned: Flag,
  round_played: Flag,
};

/** The dashboard (staff-portal §2): five cards and the latest real events among the coach's students. */
export function DashboardTab({ user }: { user: StaffUser }) {
  const stats = useDashboardStats(user.id);
  const data = stats.data;
  return (
    <section className="flex flex-col gap-6">
      <PanelHeading
        title="Dashboard"
        description={`Welcome, ${user.firstName}. Here is ${user.role === 'admin' ? 'the academy' : 'your coaching'} at a glance.`}
      />
      {stats.isError ? (
        <LoadError title="We could not load the dashboard" onRetry={() => stats.refetch()} />
      ) : !data ? (
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-5" aria-busy="true">
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} className="h-28 rounded-xl" />
          ))}
        </div>
      ) : (
        <>
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-5">
            <StatCard
              label="Students"
              value={data.totalStudents}
              hint={`${data.newStudentsThisMonth} new this month`}
              icon={Users}
            />
            <StatCard
              label="Active students"
              value={data.activeStudents}
              hint={`${data.engagementRate}% engagement (30 days)`}
              icon={Activity}
            />
            <StatCard
              label="Completed challenges"
              value={data.completedChallenges}
              hint={`${data.challengeCompletionRate}% of ${data.totalChallenges}`}
              icon={ClipboardCheck}
            />
            <StatCard
              label="Average progress"
              value={`${data.avgProgress}%`}
              hint="Across assigned modules"
              icon={TrendingUp}
            />
            <StatCard
              label="Unread messages"
              value={data.unreadMessages}
              hint={`${data.totalMessages} in all`}
              icon={Mail}
            />
          </div>
          {(data.pendingReviews > 0 || data.overdueAssignments > 0) && (
            <Card className="flex flex-wrap items-center gap-3 p-4">
              <TriangleAlert className="size-5 text-gold-700" aria-hidden="true" />
              <span className="font-semibold">Needs your attention:</span>
              {data.pendingReviews > 0 && (
                <Badge tone="warning">{`${data.pendingReviews} challenges to review`}</Badge>
              )}
              {data.overdueAssignments > 0 && (
                <Badge tone="error">{`${data.overdueAssignments} overdue`}</Badge>
              )}
            </Card>
          )}
          <Card className="flex flex-col gap-3 p-5">
            <h2 className="text-xl font-semibold">Recent Activity</h2>
            {data.recentActivity.length === 0 ? (
              <EmptyState
                icon={Activity}
                title="No recent activity"
                text="What your students do will appear here."
              />
            ) : (
              <ul className="flex flex-col divide-y divide-line" aria-label="Recent activity">
                {data.recentActivity.map((event) => {
                  const Icon = EVENT_ICON[event.kind];
                  return (
                    <li key={event.id} className="flex items-start gap-3 py-3">
                      <span className="mt-0.5 inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-fairway-50 text-fairway-700">
                        <Icon className="size-4" aria-hidden="true" />
                      </span>
                      <div className="min-w-0">
                        <p className="break-words text-ink-800">
                          <span className="font-semibold">{event.studentName}</span> {event.text}
                        </p>
                        <p className="text-sm text-ink-600">{formatDateTime(event.at)}</p>
                      </div>
                    </li>
                  );
                })}
              </ul>
            )}
          </Card>
        </>
      )}
    </section>
  );
}
