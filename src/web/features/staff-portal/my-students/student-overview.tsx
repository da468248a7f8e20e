import {
  ArrowLeft,
  BookOpen,
  ClipboardCheck,
  GraduationCap,
  RefreshCw,
  Target,
  Trash2,
  TrendingUp,
} from 'lucide-react';
import { useState } from 'react';
import { catalogueDrill } from '@/core/content/coaching/drill-catalogue';
import { isOverdue } from '@/core/rules/drill-assignments';
import { Badge, TierBadge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { EmptyState } from '@/web/components/ui/empty-state';
import { ProgressBar } from '@/web/components/ui/progress-bar';
import { Skeleton } from '@/web/components/ui/skeleton';
import { StatCard } from '@/web/components/ui/stat-card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs';
import { notify } from '@/web/components/ui/toast';
import { isApiError } from '@/web/lib/api';
import { formatDate } from '@/web/lib/format';
import { useRemoveDrillAssignment, useStudentDetail } from './api/coaching';
import { ConfirmDialog } from './confirm-dialog';
import { WelfareCard } from './welfare-card';

const STATUS_LABEL = {
  assigned: 'Assigned',
  in_progress: 'In Progress',
  completed: 'Completed',
  reviewed: 'Reviewed',
};
const MODULE_LABEL = {
  assigned: 'Assigned',
  in_progress: 'In Progress',
  completed: 'Completed',
  unassigned: 'Archived',
};

/** A student's overview (staff-portal §2): stats, drill assignments and modules, fresh every 30 seconds. */
export function StudentOverview({
  studentId,
  onBack,
  onCoach,
}: {
  studentId: string;
  onBack(): void;
  onCoach(): void;
}) {
  const detail = useStudentDetail(studentId);
  const remove = useRemoveDrillAssignment(studentId);
  const [removing, setRemoving] = useState<string | null>(null);

  const back = (
    <Button variant="ghost" onClick={onBack} className="self-start">
      <ArrowLeft aria-hidden="true" /> Back
    </Button>
  );
  if (detail.isError) {
    const notFound = isApiError(detail.error) && detail.error.status === 404;
    return (
      <section className="flex flex-col gap-4">
        {back}
        <EmptyState
          icon={GraduationCap}
          title="Student Not Found"
          text={notFound ? 'Student not found.' : 'Unable to load student details.'}
          as="h2"
        />
      </section>
    );
  }
  if (!detail.data) {
    return (
      <section className="flex flex-col gap-4" aria-busy="true">
        {back}
        <Skeleton className="h-24 rounded-xl" />
        <Skeleton className="h-64 rounded-xl" />
      </section>
    );
  }
  const { student, stats, drillAssignments, moduleAssignments } = detail.data;
  const name = `${student.firstName} ${student.lastName}`;
  const now = new Date();
  return (
    <section className="flex flex-col gap-6">
      {back}
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="font-display text-4xl font-semibold">{name}</h1>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-ink-700">
            {student.email} <TierBadge tier={student.membershipType} />
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => detail.refetch()} disabled={detail.isFetching}>
            <RefreshCw
              aria-hidden="true"
              className={detail.isFetching ? 'animate-spin motion-reduce:animate-none' : ''}
            />
            Refresh
          </Button>
          <Button onClick={onCoach}>
            <GraduationCap aria-hidden="true" /> Start Coaching Session
          </Button>
        </div>
      </div>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label="Overall progress" value={`${stats.overallProgress}%`} icon={TrendingUp} />
        <StatCard
          label="Modules completed"
          value={`${stats.modulesCompleted}/${stats.modulesTotal}`}
          icon={BookOpen}
        />
        <StatCard label="Challenges completed" value={stats.challengesCompleted} icon={ClipboardCheck} />
        <StatCard label="Handicap" value={student.handicap ?? 'Not set'} icon={Target} />
      </div>
      <WelfareCard studentId={student.id} />
      <Tabs defaultValue="challenges">
        <TabsList aria-label="Student records" className="mb-4 max-w-sm">
          <TabsTrigger value="challenges">Challenges</TabsTrigger>
          <TabsTrigger value="modules">Modules</TabsTrigger>
        </TabsList>
        <TabsContent value="challenges">
          {drillAssignments.length === 0 ? (
            <EmptyState
              icon={ClipboardCheck}
              title="No Challenges Assigned"
              text="Assign a drill from the drill library."
            />
          ) : (
            <ul className="grid gap-3 md:grid-cols-2" aria-label="Challenges">
              {drillAssignments.map((a) => (
                <li key={a.id} className="min-w-0">
                  <Card className="flex flex-col gap-2 p-4">
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <h3 className="font-semibold">
                        {catalogueDrill(a.drill_id)?.title ?? `Drill ${a.drill_id}`}
                      </h3>
                      <span className="flex gap-1.5">
                        {isOverdue(a, now) && <Badge tone="error">Overdue</Badge>}
                        <Badge
                          tone={a.status === 'reviewed' || a.status === 'completed' ? 'success' : 'brand'}
                        >
                          {STATUS_LABEL[a.status]}
                        </Badge>
                      </span>
                    </div>
                    <p className="text-sm text-ink-600">
                      Assigned {formatDate(a.assigned_at)}
                      {a.due_date && ` · due ${formatDate(a.due_date)}`}
                      {a.coaches && ` · by ${a.coaches.first_name} ${a.coaches.last_name}`}
                    </p>
                    {a.student_score && <p className="text-sm">Student score: {a.student_score}</p>}
                    {a.coach_comments && <p className="text-sm">Coach comments: {a.coach_comments}</p>}
                    <Button
                      variant="ghost"
                      size="sm"
                      className="self-start"
                      onClick={() => setRemoving(a.id)}
                    >
                      <Trash2 aria-hidden="true" /> Remove Challenge
                    </Button>
                  </Card>
                </li>
              ))}
            </ul>
          )}
        </TabsContent>
        <TabsContent value="modules">
          {moduleAssignments.length === 0 ? (
            <EmptyState
              icon={BookOpen}
              title="No Modules Assigned"
              text="Assign a lesson from the Curriculum tab."
            />
          ) : (
            <ul className="grid gap-3 md:grid-cols-2" aria-label="Modules">
              {moduleAssignments.map((m) => (
                <li key={m.id} className="min-w-0">
                  <Card className="flex flex-col gap-2 p-4">
                    <div className="flex items-center justify-between gap-2">
                      <h3 className="font-semibold">
                        Lesson {m.module_id}: {m.title}
                      </h3>
                      <Badge tone={m.status === 'completed' ? 'success' : 'brand'}>
                        {MODULE_LABEL[m.status]}
                      </Badge>
                    </div>
                    <ProgressBar
                      value={m.progress.percentage}
                      label={`Lesson ${m.module_id}: ${m.progress.completed} of ${m.progress.total} exercises`}
                      showLabel
                    />
                  </Card>
                </li>
              ))}
            </ul>
          )}
        </TabsContent>
      </Tabs>
      <ConfirmDialog
        open={removing !== null}
        title="Remove this challenge?"
        text="This removes the challenge from the student for good. It cannot be undone."
        confirm="Remove Challenge"
        busy={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          remove.mutate(removing, {
            onSuccess: () => {
              setRemoving(null);
              notify.success('Challenge removed');
            },
            onError: () => notify.error('Failed to remove the challenge. Please try again.'),
          })
        }
      />
    </section>
  );
}
