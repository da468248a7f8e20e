import { Star } from 'lucide-react';
import { useState } from 'react';
import { catalogueDrill } from '@/core/content/coaching/drill-catalogue';
import { MAX_COMMENTS_LENGTH, type StaffDrillAssignment } from '@/core/contracts/drill-assignments';
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
import { useReviewDrillAssignment } from './api/drill-assignments';
import { StarRatingInput } from './star-rating';

export const REVIEW_FAILED = 'Failed to save the review. Please try again.';
export const RATING_REQUIRED = 'Choose a rating from 1 to 5';

function Comments({ value, onChange }: { value: string; onChange(value: string): void }) {
  const control = useFieldControl({});
  return (
    <textarea
      {...control}
      rows={4}
      value={value}
      maxLength={MAX_COMMENTS_LENGTH}
      onChange={(event) => onChange(event.target.value)}
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
  const [rating, setRating] = useState<number | null>(assignment.coach_rating);
  const [comments, setComments] = useState(assignment.coach_comments ?? '');
  const [missingRating, setMissingRating] = useState(false);
  const review = useReviewDrillAssignment();
  const title = catalogueDrill(assignment.drill_id)?.title ?? `Drill ${assignment.drill_id}`;
  const student = `${assignment.student.first_name} ${assignment.student.last_name}`;

  function save() {
    if (rating === null) {
      setMissingRating(true);
      return;
    }
    review.mutate(
      { id: assignment.id, rating, comments: comments.trim() || null },
      {
        onSuccess: () => {
          notify.success(`Review saved. ${assignment.student.first_name} can see it now.`);
          onClose();
        },
      },
    );
  }

  const failure = review.isError
    ? errorMessageFor(review.error, { server: REVIEW_FAILED, network: REVIEW_FAILED })
    : null;

  return (
    <Dialog open onOpenChange={(open) => !open && !review.isPending && onClose()}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Review Challenge</DialogTitle>
          <DialogDescription>
            {title} · {student}
          </DialogDescription>
        </DialogHeader>
        <form
          className="flex flex-col gap-5"
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
        >
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
          <StarRatingInput
            value={rating}
            onChange={(next) => {
              setRating(next);
              setMissingRating(false);
              review.reset();
            }}
            error={missingRating ? RATING_REQUIRED : undefined}
          />
          <Field label="Comments" hint={`What went well and what to work on next. ${student} will see this.`}>
            <Comments
              value={comments}
              onChange={(next) => {
                setComments(next);
                review.reset();
              }}
            />
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
