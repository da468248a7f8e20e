import {
  Award,
  BookOpenCheck,
  Clock3,
  Flag,
  Medal,
  MessageSquare,
  NotebookPen,
  Target,
  UserRound,
  Video,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { StudentUser } from '@/core/contracts/auth';
import type { ActivityItem, StudentDashboard } from '@/core/contracts/student-profile';
import { Avatar } from '@/web/components/ui/avatar';
import { MedalBadge, TierBadge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { EmptyState } from '@/web/components/ui/empty-state';
import { LoadError } from '@/web/components/ui/load-error';
import { PanelHeading } from '@/web/components/ui/panel-heading';
import { ProgressBar } from '@/web/components/ui/progress-bar';
import { Skeleton } from '@/web/components/ui/skeleton';
import { StatCard } from '@/web/components/ui/stat-card';
import { formatDateTime } from '@/web/lib/format';
import { MembershipNotice } from '../membership/membership-notice';
import { useCoachingView } from '../my-coaching/use-coaching-view';
import { useStudentDashboard } from './student-dashboard-query';

/** Opens another portal tab the way the shell does: through `?tab=`. */
function useOpenTab() {
  const [, setParams] = useSearchParams();
  return (tab: 'coaching' | 'profile') => {
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set('tab', tab);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
    window.scrollTo({ top: 0 });
  };
}

/** The dashboard (student-portal §2): welcome, coach, medals, programme progress and recent activity. */
export function DashboardPanel({ user }: { user: StudentUser }) {
  const dashboard = useStudentDashboard(user.id);
  const openTab = useOpenTab();
  const firstName = dashboard.data?.firstName ?? user.firstName;

  return (
    <section>
      <PanelHeading title={`Welcome back, ${firstName}!`} description="Here is your golf at a glance." />
      {dashboard.isPending ? (
        <DashboardSkeleton />
      ) : dashboard.isError ? (
        <LoadError
          title="We could not load your dashboard"
          onRetry={() => dashboard.refetch()}
          retrying={dashboard.isFetching}
        />
      ) : (
        <DashboardCards data={dashboard.data} openTab={openTab} />
      )}
    </section>
  );
}

function DashboardCards({
  data,
  openTab,
}: {
  data: StudentDashboard;
  openTab: (tab: 'coaching' | 'profile') => void;
}) {
  return (
    <div className="flex flex-col gap-6">
      <MembershipNotice />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <StatCard label="Handicap" icon={Target} value={data.handicap ?? 'N/A'} />
        <StatCard
          label="Membership"
          icon={Award}
          value={<TierBadge tier={data.membershipTier} className="px-3 py-1 font-sans text-base" />}
        />
        <CoachCard coach={data.coach} openTab={openTab} />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <ProgrammeCard programme={data.programme} openTab={openTab} />
        <MedalCard medals={data.medals} />
      </div>
      <ActivityCard items={data.recentActivity} />
    </div>
  );
}

function CoachCard({
  coach,
  openTab,
}: {
  coach: StudentDashboard['coach'];
  openTab: (tab: 'coaching' | 'profile') => void;
}) {
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-line bg-white p-5 shadow-card sm:col-span-2 lg:col-span-1">
      <p className="text-sm font-semibold text-ink-600">Your Coach</p>
      {coach ? (
        <>
          <div className="flex min-w-0 items-center gap-3">
            <Avatar name={`${coach.firstName} ${coach.lastName}`} src={coach.photoUrl} size="lg" />
            <div className="min-w-0">
              <p className="font-display text-xl font-semibold text-ink-900">
                {coach.firstName} {coach.lastName}
              </p>
              <p className="text-sm text-ink-600">{coach.specialization}</p>
            </div>
          </div>
          <div className="mt-auto flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => openTab('coaching')}>
              <MessageSquare aria-hidden="true" />
              Message Coach
            </Button>
            {/* My swings is in Coach Messaging, under the messages. */}
            <Button variant="ghost" onClick={() => openTab('coaching')}>
              <Video aria-hidden="true" />
              Send a swing
            </Button>
          </div>
        </>
      ) : (
        <>
          <p className="text-base text-ink-700">You have not chosen a coach yet.</p>
          <Button variant="secondary" className="mt-auto self-start" onClick={() => openTab('profile')}>
            <UserRound aria-hidden="true" />
            Choose a coach
          </Button>
        </>
      )}
    </div>
  );
}

function DashCard({
  title,
  description,
  icon: Icon,
  children,
}: {
  title: string;
  description?: string;
  icon: typeof Medal;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <div className="flex items-center gap-2.5">
          <span className="inline-flex size-9 items-center justify-center rounded-full bg-fairway-50 text-fairway-700">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <CardTitle>{title}</CardTitle>
        </div>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

function ProgrammeCard({
  programme,
  openTab,
}: {
  programme: StudentDashboard['programme'];
  openTab: (tab: 'coaching' | 'profile') => void;
}) {
  if (!programme) {
    return (
      <DashCard title="Programme Progress" icon={BookOpenCheck}>
        <EmptyState
          icon={BookOpenCheck}
          title="No programme yet"
          text="Ask your coach to assign your first P9 module, and your progress will show here."
          action={
            <div className="flex flex-wrap justify-center gap-3">
              <Button variant="secondary" onClick={() => openTab('coaching')}>
                <MessageSquare aria-hidden="true" />
                Ask your coach
              </Button>
              <ReviewsAndRoundsButton />
            </div>
          }
        />
      </DashCard>
    );
  }
  return <ProgrammeSummary programme={programme} />;
}

/** Drill reviews and checked rounds are in the coaching view even before any module is assigned. */
function ReviewsAndRoundsButton() {
  const coaching = useCoachingView();
  return (
    <Button variant="ghost" onClick={() => coaching.open()}>
      <NotebookPen aria-hidden="true" />
      Drill reviews and rounds
    </Button>
  );
}

/** The programme's figures, with the way into the coaching view: the current module, or every module. */
function ProgrammeSummary({ programme }: { programme: NonNullable<StudentDashboard['programme']> }) {
  const coaching = useCoachingView();
  const { current } = programme;
  return (
    <DashCard title="Programme Progress" description="Your P9 curriculum modules" icon={BookOpenCheck}>
      <div className="flex flex-col gap-5">
        {current ? (
          <div className="rounded-lg bg-cream-100 p-4">
            <p className="text-sm font-semibold text-ink-600">Current exercise</p>
            <p className="mt-1 font-display text-lg font-semibold text-ink-900">{current.exerciseTitle}</p>
            <p className="text-sm text-ink-700">
              Lesson {current.lessonId}: {current.moduleTitle} · {current.moduleDone} of {current.moduleTotal}{' '}
              exercises done
            </p>
            <Button size="sm" className="mt-3" onClick={() => coaching.open(current.lessonId)}>
              <BookOpenCheck aria-hidden="true" />
              Open module
            </Button>
          </div>
        ) : (
          <p className="rounded-lg bg-success-50 p-4 text-base font-semibold text-success-700">
            Every assigned module is complete. Well done!
          </p>
        )}
        <ProgressBar value={programme.overallPercent} label="Overall progress" showLabel />
        <dl className="grid grid-cols-3 gap-3 text-center">
          <Count label="Completed" value={programme.completed} />
          <Count label="In progress" value={programme.inProgress} />
          <Count label="Upcoming" value={programme.upcoming} />
        </dl>
        <Button variant="secondary" className="self-start" onClick={() => coaching.open()}>
          <NotebookPen aria-hidden="true" />
          All modules, notes and reviews
        </Button>
      </div>
    </DashCard>
  );
}

function Count({ label, value }: { label: string; value: number }) {
  return (
    <div className="flex flex-col-reverse rounded-lg border border-line px-2 py-3">
      <dt className="text-sm text-ink-600">{label}</dt>
      <dd className="font-display text-2xl font-semibold text-ink-900">{value}</dd>
    </div>
  );
}

function MedalCard({ medals }: { medals: StudentDashboard['medals'] }) {
  return (
    <DashCard title="Medal Collection" icon={Medal}>
      {medals.total === 0 ? (
        <EmptyState
          icon={Medal}
          title="No medals yet"
          text="Play the Break Par Challenge, a Putting Ladder or a Chipping Test to earn your first badge."
        />
      ) : (
        <div className="flex flex-col gap-5">
          <div className="flex flex-wrap items-center gap-2">
            <MedalBadge medal="gold">{`Gold ${medals.gold}`}</MedalBadge>
            <MedalBadge medal="silver">{`Silver ${medals.silver}`}</MedalBadge>
            <MedalBadge medal="bronze">{`Bronze ${medals.bronze}`}</MedalBadge>
            <span className="ml-auto text-base font-semibold text-ink-900">Total {medals.total}</span>
          </div>
          <dl className="grid grid-cols-3 gap-3 text-center">
            <Count label="Break Par" value={medals.byType.break_par} />
            <Count label="Putting" value={medals.byType.putting} />
            <Count label="Chipping" value={medals.byType.chipping} />
          </dl>
        </div>
      )}
    </DashCard>
  );
}

const ACTIVITY_ICONS: Record<ActivityItem['kind'], typeof Medal> = {
  badge_earned: Medal,
  drill_reviewed: Flag,
  coach_replied: MessageSquare,
};

function ActivityCard({ items }: { items: ActivityItem[] }) {
  return (
    <DashCard title="Recent Activity" icon={Clock3}>
      {items.length === 0 ? (
        <EmptyState
          icon={Clock3}
          title="No recent activity yet"
          text="Badges you earn, drills your coach reviews and replies to your messages will appear here."
        />
      ) : (
        <ul className="flex flex-col divide-y divide-line">
          {items.map((item) => {
            const Icon = ACTIVITY_ICONS[item.kind];
            return (
              <li key={item.id} className="flex items-start gap-3 py-3 first:pt-0 last:pb-0">
                <span className="mt-0.5 inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-cream-200 text-fairway-800">
                  <Icon className="size-4.5" aria-hidden="true" />
                </span>
                <div className="min-w-0 flex-1">
                  <p className="font-semibold text-ink-900">{item.title}</p>
                  {item.detail && <p className="text-sm break-words text-ink-700">{item.detail}</p>}
                  <p className="text-sm text-ink-600">
                    <time dateTime={item.at}>{formatDateTime(item.at)}</time>
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </DashCard>
  );
}

function DashboardSkeleton() {
  return (
    <div className="flex flex-col gap-6">
      <p role="status" className="sr-only">
        Loading your dashboard...
      </p>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <div key={i} className="flex flex-col gap-3 rounded-xl border border-line bg-white p-5 shadow-card">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-9 w-32" />
          </div>
        ))}
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        {[0, 1].map((i) => (
          <div key={i} className="flex flex-col gap-4 rounded-xl border border-line bg-white p-6 shadow-card">
            <Skeleton className="h-6 w-44" />
            <Skeleton className="h-20 w-full" />
            <Skeleton className="h-3 w-full" />
            <div className="grid grid-cols-3 gap-3">
              <Skeleton className="h-16" />
              <Skeleton className="h-16" />
              <Skeleton className="h-16" />
            </div>
          </div>
        ))}
      </div>
      <div className="flex flex-col gap-4 rounded-xl border border-line bg-white p-6 shadow-card">
        <Skeleton className="h-6 w-40" />
        {[0, 1, 2].map((i) => (
          <div key={i} className="flex items-center gap-3">
            <Skeleton className="size-9 rounded-full" />
            <Skeleton className="h-10 flex-1" />
          </div>
        ))}
      </div>
    </div>
  );
}
