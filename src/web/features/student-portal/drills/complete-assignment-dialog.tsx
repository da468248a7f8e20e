import { type FormEvent, useEffect, useState } from 'react';
import {
  type DrillAssignment,
  MAX_NOTES_LENGTH,
  MAX_SCORE_LENGTH,
  type UpdateDrillAssignmentBody,
} from '@/core/contracts/drill-assignments';
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
import { Field, useFieldControl } from '@/web/components/ui/field';
import { controlClasses, Input } from '@/web/components/ui/input';
import { cn } from '@/web/lib/class-names';
import { assignmentDrill } from './assignment-status';

function NotesArea(props: { value: string; onChange(value: string): void }) {
  const control = useFieldControl({});
  return (
    <textarea
      {...control}
      rows={4}
      maxLength={MAX_NOTES_LENGTH}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
      className={cn(controlClasses, 'py-3')}
    />
  );
}

interface CompleteAssignmentDialogProps {
  assignment: DrillAssignment | null;
  submitting: boolean;
  onOpenChange(open: boolean): void;
  onSubmit(assignment: DrillAssignment, body: UpdateDrillAssignmentBody): void;
}

/** 'Complete Challenge Assignment': the score or result is required, notes are optional (§5). */
export function CompleteAssignmentDialog({
  assignment,
  submitting,
  onOpenChange,
  onSubmit,
}: CompleteAssignmentDialogProps) {
  const [score, setScore] = useState('');
  const [notes, setNotes] = useState('');
  const assignmentId = assignment?.id;

  // A fresh form for each assignment; kept while the same one is open, so nothing is lost on error.
  useEffect(() => {
    if (assignmentId) {
      setScore('');
      setNotes('');
    }
  }, [assignmentId]);

  const drill = assignment ? assignmentDrill(assignment) : undefined;
  const ready = score.trim().length > 0;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!assignment || !ready) return;
    onSubmit(assignment, {
      status: 'completed',
      completed_at: new Date().toISOString(),
      student_score: score.trim(),
      student_notes: notes.trim() || null,
      submission_type: 'score',
    });
  }

  return (
    <Dialog open={assignment !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        <form onSubmit={submit} noValidate>
          <DialogHeader>
            <DialogTitle>Complete Challenge Assignment</DialogTitle>
            <DialogDescription>
              {drill ? drill.title : 'Record how the challenge went for your coach.'}
            </DialogDescription>
          </DialogHeader>
          <div className="flex flex-col gap-5">
            {drill && (
              <p className="rounded-md bg-cream-100 p-3 text-sm text-ink-700">
                <span className="font-semibold text-ink-900">How to score: </span>
                {drill.scoringFormat.details}
              </p>
            )}
            <Field label="Score/Result" hint="e.g. 7/10, 45 yards, 2:30 minutes" required>
              <Input
                value={score}
                maxLength={MAX_SCORE_LENGTH}
                onChange={(event) => setScore(event.target.value)}
                autoComplete="off"
              />
            </Field>
            <Field label="Notes (optional)" hint="How did it feel? Anything for your coach to know?">
              <NotesArea value={notes} onChange={setNotes} />
            </Field>
          </div>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button type="submit" disabled={!ready} loading={submitting} loadingText="Submitting...">
              Submit Completion
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
