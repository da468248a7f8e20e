import { ClipboardCheck } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import type { DrillAssignment, UpdateDrillAssignmentBody } from '@/core/contracts/drill-assignments';
import { EmptyState } from '@/web/components/ui/empty-state';
import { LoadError } from '@/web/components/ui/load-error';
import { PanelHeading } from '@/web/components/ui/panel-heading';
import { Skeleton } from '@/web/components/ui/skeleton';
import { LoadingState } from '@/web/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs';
import { notify } from '@/web/components/ui/toast';
import { useStudentAssignments } from './api/student-assignments';
import { useUpdateAssignment } from './api/update-assignment';
import { AssignmentCard } from './assignment-card';
import { AssignmentDetailDialog } from './assignment-detail-dialog';
import { CompleteAssignmentDialog } from './complete-assignment-dialog';

function LoadingCards() {
  return (
    <div>
      <LoadingState text="Loading assignments..." className="py-6" />
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {[0, 1, 2].map((key) => (
          <div key={key} className="rounded-xl border border-line bg-white p-5">
            <Skeleton className="h-6 w-24 rounded-full" />
            <Skeleton className="mt-4 h-4 w-20" />
            <Skeleton className="mt-2 h-6 w-4/5" />
            <Skeleton className="mt-4 h-6 w-3/5 rounded-full" />
            <Skeleton className="mt-6 h-11 w-28 rounded-full" />
          </div>
        ))}
      </div>
    </div>
  );
}

/** Challenges & Tests: the drills the student's coach assigned, to view, start and complete (§2, §4). */
export function DrillAssignmentsPanel({ studentId }: { studentId: string }) {
  const assignments = useStudentAssignments(studentId);
  const update = useUpdateAssignment(studentId);
  const [viewingId, setViewingId] = useState<string | null>(null);
  const [completingId, setCompletingId] = useState<string | null>(null);

  const list = assignments.data ?? [];
  // Dialogs read the latest copy from the list, so a re-fetch shows the new status at once.
  const viewing = list.find((a) => a.id === viewingId) ?? null;
  const completing = list.find((a) => a.id === completingId) ?? null;
  const pending = update.isPending ? update.variables : undefined;

  function start(assignment: DrillAssignment) {
    update.mutate(
      { id: assignment.id, body: { status: 'in_progress' } },
      { onSuccess: () => setViewingId(null) },
    );
  }

  function complete(
    assignment: DrillAssignment,
    body: UpdateDrillAssignmentBody,
    onRefused: (error: unknown) => void,
  ) {
    update.mutate(
      { id: assignment.id, body },
      {
        onSuccess: () => {
          setCompletingId(null);
          notify.success('Challenge completed! Your coach will review it.');
        },
        onError: onRefused,
      },
    );
  }

  let content: ReactNode;
  if (assignments.isPending) {
    content = <LoadingCards />;
  } else if (list.length === 0) {
    content = (
      <div className="flex flex-col gap-4">
        {assignments.isError && (
          <LoadError
            title="We could not load your assignments"
            onRetry={() => assignments.refetch()}
            retrying={assignments.isFetching}
          />
        )}
        <EmptyState
          className="bg-white"
          icon={ClipboardCheck}
          as="h2"
          title="No Challenges Yet"
          text="Your coach will assign challenges from the P9 curriculum when available."
        />
      </div>
    );
  } else {
    content = (
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {list.map((assignment) => (
          <li key={assignment.id} className="flex">
            <AssignmentCard
              assignment={assignment}
              starting={pending?.id === assignment.id && pending.body.status === 'in_progress'}
              onView={() => setViewingId(assignment.id)}
              onStart={() => start(assignment)}
              onComplete={() => setCompletingId(assignment.id)}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section>
      <PanelHeading
        title="Challenges & Tests"
        description="Drills your coach sets you from the P9 curriculum. Start one, practise, then send your result."
      />
      <Tabs defaultValue="assignments">
        <TabsList variant="underline" aria-label="Challenge lists" className="mb-6">
          <TabsTrigger value="assignments">Coach Assignments</TabsTrigger>
        </TabsList>
        <TabsContent value="assignments">{content}</TabsContent>
      </Tabs>
      <AssignmentDetailDialog
        assignment={viewing}
        starting={pending?.id === viewing?.id && pending?.body.status === 'in_progress'}
        onOpenChange={(open) => !open && setViewingId(null)}
        onStart={start}
      />
      <CompleteAssignmentDialog
        assignment={completing}
        submitting={pending?.id === completing?.id && pending?.body.status === 'completed'}
        onOpenChange={(open) => !open && setCompletingId(null)}
        onSubmit={complete}
      />
    </section>
  );
}
