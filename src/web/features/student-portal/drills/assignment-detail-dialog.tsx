import { Play, Target } from 'lucide-react';
import type { ReactNode } from 'react';
import type { DrillAssignment } from '@/core/contracts/drill-assignments';
import { studentNextStatus } from '@/core/rules/drill-assignments';
import { Button } from '@/web/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { assignmentDrill } from './assignment-status';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <h3 className="text-base font-semibold text-ink-900">{title}</h3>
      <div className="text-base text-ink-700">{children}</div>
    </section>
  );
}

interface AssignmentDetailDialogProps {
  assignment: DrillAssignment | null;
  starting: boolean;
  onOpenChange(open: boolean): void;
  onStart(assignment: DrillAssignment): void;
}

/** The drill in full: what it is for, how to set it up and do it, and the goal to reach. */
export function AssignmentDetailDialog({
  assignment,
  starting,
  onOpenChange,
  onStart,
}: AssignmentDetailDialogProps) {
  const drill = assignment ? assignmentDrill(assignment) : undefined;
  return (
    <Dialog open={assignment !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl" hideClose>
        {assignment && (
          <>
            <DialogHeader className="pr-0">
              <DialogTitle>{drill?.title ?? `Drill ${assignment.drill_id}`}</DialogTitle>
              <DialogDescription>
                {drill ? `Lesson ${drill.lessonNumber}` : 'This drill is no longer in the catalogue.'}
              </DialogDescription>
            </DialogHeader>
            {drill && (
              <div className="flex flex-col gap-5">
                <Section title="Objective">
                  <p>{drill.objective}</p>
                </Section>
                <Section title="Key Points">
                  <ul className="list-disc space-y-1 pl-5">
                    {drill.keyPoints.map((point) => (
                      <li key={point}>{point}</li>
                    ))}
                  </ul>
                </Section>
                <Section title="Setup">
                  <ul className="list-disc space-y-1 pl-5">
                    {drill.setup.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                </Section>
                <Section title="Instructions">
                  <ol className="list-decimal space-y-1 pl-5">
                    {drill.instructions.map((step) => (
                      <li key={step}>{step}</li>
                    ))}
                  </ol>
                </Section>
                <div className="rounded-md border border-fairway-200 bg-fairway-50 p-4">
                  <h3 className="flex items-center gap-2 text-base font-semibold text-fairway-800">
                    <Target className="size-5" aria-hidden="true" />
                    Target Goal
                  </h3>
                  <p className="mt-1 text-base text-ink-800">{drill.benchmarks.target}</p>
                </div>
              </div>
            )}
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="secondary">Close</Button>
              </DialogClose>
              {studentNextStatus(assignment.status) === 'in_progress' && (
                <Button onClick={() => onStart(assignment)} loading={starting}>
                  <Play aria-hidden="true" />
                  Start This Challenge
                </Button>
              )}
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
