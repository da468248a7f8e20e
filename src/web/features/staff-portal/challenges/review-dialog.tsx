import { Star } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { catalogueDrill } from '@/core/content/coaching/drill-catalogue';
import {
  MAX_COMMENTS_LENGTH,
  reviewDrillAssignmentBody,
  type StaffDrillAssignment,
} from '@/core/contracts/drill-assignments';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { Field, useFieldControl } from '@/web/components/ui/field';
import { controlClasses } from '@/web/components/ui/input';
import { notify } from '@/web/components/ui/toast';
import { errorMessageFor } from '@/web/lib/api';
import { cn } from '@/web/lib/class-names';
import { isFieldError, showServerFieldErrors, useContractForm } from '@/web/lib/contract-form';
import { queryKeys } from '@/web/lib/query-keys';
import { TargetVoiceOver } from '../voice-overs/target-voice-over';
import { useReviewDrillAssignment } from './api/drill-assignments';
import { StarRatingInput } from './star-rating';

export const REVIEW_FAILED = 'Failed to save the review. Please try again.';

/** No star chosen yet is no rating (the contract asks for one); blank comments are no comments. */
const reviewForm = reviewDrillAssignmentBody.extend({
  rating: z.number().nullable().pipe(reviewDrillAssignmentBody.shape.rating),
  comments: reviewDrillAssignmentBody.shape.comments.transform((comments) => comments || null),
});
const FIELDS = ['rating', 'comments'] as const;

function Comments(props: ComponentProps<'textarea'>) {
  const control = useFieldControl({});
  return (
    <textarea
      {...props}
      {...control}
      rows={4}
      maxLength={MAX_COMMENTS_LENGTH}
      className={cn(controlClasses, 'py-3')}
    />
  );
}

/**
 * The coach's review of a completed drill assignment: the student's result for context, a 1–5 star rating
 * and comments the student will read. A reviewed one opens with its review, to change it. Mounted per
 * drill assignment, so closing forgets what was typed.
 */
export function ReviewDialog({ assignment, onClose }: { assignment: StaffDrillAssignment; onClose(): void }) {
  const review = useReviewDrillAssignment();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useContractForm(reviewForm, {
    defaultValues: { rating: assignment.coach_rating, comments: assignment.coach_comments ?? '' },
  });
  const title = catalogueDrill(assignment.drill_id)?.title ?? `Drill ${assignment.drill_id}`;
  const student = `${assignment.student.first_name} ${assignment.student.last_name}`;

  const onSubmit = handleSubmit(({ rating, comments }) =>
    review.mutate(
      { id: assignment.id, rating, comments },
      {
        onSuccess: () => {
          notify.success(`Review saved. ${assignment.student.first_name} can see it now.`);
          onClose();
        },
        onError: (error) => showServerFieldErrors(error, setError, FIELDS),
      },
    ),
  );

  // Field errors sit under their fields; only an error about nothing in particular gets the banner.
  const failure =
    review.isError && !isFieldError(review.error, FIELDS)
      ? errorMessageFor(review.error, { server: REVIEW_FAILED, network: REVIEW_FAILED })
      : null;

  return (
    <Dialog open onOpenChange={(open) => !open && !review.isPending && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Review Challenge</DialogTitle>
          <DialogDescription>
            {title} · {student}
          </DialogDescription>
        </DialogHeader>
        <form className="flex flex-col gap-5" onSubmit={onSubmit}>
          {failure && <Alert title="Not saved">{failure}</Alert>}
          <dl className="flex flex-col gap-3 rounded-lg bg-cream-50 p-4">
            <div>
              <dt className="text-sm text-ink-600">Student score</dt>
              <dd className="font-semibold text-ink-900">{assignment.student_score ?? '—'}</dd>
            </div>
            {assignment.student_notes && (
              <div>
                <dt className="text-sm text-ink-600">Student notes</dt>
                <dd className="whitespace-pre-line text-ink-800">{assignment.student_notes}</dd>
              </div>
            )}
          </dl>
          <TargetVoiceOver
            studentId={assignment.student.id}
            studentName={student}
            path={`/api/staff/drill-assignments/${encodeURIComponent(assignment.id)}/voice-overs`}
            refresh={[queryKeys.coaches(), queryKeys.staffStudentDetails()]}
            voiceOvers={assignment.voiceOvers ?? []}
            forThis={(swing) => swing.purpose === 'drill' && swing.targetId === assignment.id}
          />

          <Controller
            control={control}
            name="rating"
            render={({ field }) => (
              <StarRatingInput
                value={field.value}
                onChange={(next) => {
                  field.onChange(next);
                  review.reset();
                }}
                error={errors.rating?.message}
              />
            )}
          />
          <Field
            label="Comments"
            hint={`What went well and what to work on next. ${student} will see this.`}
            error={errors.comments?.message}
          >
            <Comments {...register('comments', { onChange: () => review.reset() })} />
          </Field>
          <DialogFooter className="mt-1">
            <Button variant="secondary" onClick={onClose} disabled={review.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={review.isPending} loadingText="Saving…">
              <Star aria-hidden="true" />
              Save Review
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
