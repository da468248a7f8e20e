import { type Ref, type TextareaHTMLAttributes, useEffect } from 'react';
import {
  type DrillAssignment,
  MAX_NOTES_LENGTH,
  MAX_SCORE_LENGTH,
  type UpdateDrillAssignmentBody,
  updateDrillAssignmentBody,
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
import { showServerFieldErrors, useContractForm } from '@/web/lib/contract-form';
import { assignmentDrill } from './assignment-status';

function NotesArea(props: TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }) {
  const control = useFieldControl({});
  return (
    <textarea
      {...props}
      {...control}
      rows={4}
      maxLength={MAX_NOTES_LENGTH}
      className={cn(controlClasses, 'py-3')}
    />
  );
}

/**
 * The form is the contract's own body with its status and kind fixed, so the contract's rule that a
 * completion carries a score is the one checked here.
 */
const EMPTY: UpdateDrillAssignmentBody = {
  status: 'completed',
  submission_type: 'score',
  student_score: '',
  student_notes: '',
};
const FIELDS = ['student_score', 'student_notes'] as const;

interface CompleteAssignmentDialogProps {
  assignment: DrillAssignment | null;
  submitting: boolean;
  onOpenChange(open: boolean): void;
  /** `onRefused` receives the error when the server refuses, to show its per-field messages. */
  onSubmit(
    assignment: DrillAssignment,
    body: UpdateDrillAssignmentBody,
    onRefused: (error: unknown) => void,
  ): void;
}

/** 'Complete Challenge Assignment': the score or result is required, notes are optional (§5). */
export function CompleteAssignmentDialog({
  assignment,
  submitting,
  onOpenChange,
  onSubmit,
}: CompleteAssignmentDialogProps) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors },
  } = useContractForm(updateDrillAssignmentBody, { defaultValues: EMPTY });
  const assignmentId = assignment?.id;

  // A fresh form for each assignment; kept while the same one is open, so nothing is lost on error.
  useEffect(() => {
    if (assignmentId) reset(EMPTY);
  }, [assignmentId, reset]);

  const drill = assignment ? assignmentDrill(assignment) : undefined;
  const ready = Boolean(watch('student_score')?.trim());

  const submit = handleSubmit((values) => {
    if (!assignment) return;
    onSubmit(
      assignment,
      {
        ...values,
        completed_at: new Date().toISOString(),
        // Blank notes are no notes.
        student_notes: values.student_notes || null,
      },
      (error) => showServerFieldErrors(error, setError, FIELDS),
    );
  });

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
            <Field
              label="Score/Result"
              hint="e.g. 7/10, 45 yards, 2:30 minutes"
              error={errors.student_score?.message}
              required
            >
              <Input maxLength={MAX_SCORE_LENGTH} autoComplete="off" {...register('student_score')} />
            </Field>
            <Field
              label="Notes (optional)"
              hint="How did it feel? Anything for your coach to know?"
              error={errors.student_notes?.message}
            >
              <NotesArea {...register('student_notes')} />
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
