import { ArrowLeft, CircleCheck, Columns2 } from 'lucide-react';
import { type Ref, type TextareaHTMLAttributes, useCallback, useRef, useState } from 'react';
import type { Drawing } from '@/core/contracts/annotations';
import { MAX_REVIEW_COMMENT, reviewSwingBody, type Swing } from '@/core/contracts/swings';
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
import { paintDrawings } from '@/web/components/video/annotations/paint';
import type { PaintOverlay } from '@/web/components/video/use-voice-over-recording';
import { errorMessageFor } from '@/web/lib/api';
import { cn } from '@/web/lib/class-names';
import { showServerFieldErrors, useContractForm } from '@/web/lib/contract-form';
import { formatDateTime } from '@/web/lib/format';
import { DrawableComparison, type DrawableSwing } from '../drawings/drawable-comparison';
import { useReviewSwing } from './api/swing-queue';
import { ComparePicker } from './compare-picker';
import { SwingAnalysis } from './swing-analysis';
import { VoiceOverSection } from './voice-over-section';

function Textarea(props: TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }) {
  const control = useFieldControl({});
  return <textarea {...props} {...control} className={cn(controlClasses, 'py-3')} />;
}

/** The swing on its own, being compared, or the choice of what to compare it with. */
type View = { kind: 'analyse' } | { kind: 'pick' } | { kind: 'compare'; with: DrawableSwing };

/**
 * On a phone the review fills the screen, so the player has the whole width and the page behind never
 * scrolls; from a tablet up it is a wide dialog.
 */
const SHEET =
  'max-sm:top-0 max-sm:left-0 max-sm:h-dvh max-sm:max-h-dvh max-sm:w-screen max-sm:max-w-none max-sm:translate-x-0 max-sm:translate-y-0 max-sm:rounded-none max-sm:border-0 max-sm:p-4 sm:max-w-3xl';

/** Open one swing: analyse it (and compare it), write a comment, mark it reviewed. */
export function ReviewDialog({ swing, onClose }: { swing: Swing | null; onClose: () => void }) {
  const review = useReviewSwing();
  const [view, setView] = useState<View>({ kind: 'analyse' });
  // The voice-over records the drawings as the coach makes them, through the same painter as the screen.
  const liveDrawings = useRef<readonly Drawing[]>([]);
  const paintLiveDrawings = useCallback<PaintOverlay>(
    (ctx, frame, size) => paintDrawings(ctx, liveDrawings.current, frame, size),
    [],
  );
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useContractForm(reviewSwingBody, { defaultValues: { comment: '' } });
  const close = () => {
    reset({ comment: '' });
    review.reset();
    setView({ kind: 'analyse' });
    onClose();
  };
  const submit = handleSubmit((body) => {
    if (!swing || review.isPending) return;
    review.mutate(
      { id: swing.id, comment: body.comment },
      {
        onSuccess: () => {
          notify.success(`Review sent to ${swing.studentName}.`);
          close();
        },
        onError: (failure) => showServerFieldErrors(failure, setError, ['comment']),
      },
    );
  });
  const back = (
    <Button variant="secondary" size="sm" onClick={() => setView({ kind: 'analyse' })}>
      <ArrowLeft aria-hidden="true" />
      Back to this swing
    </Button>
  );
  return (
    <Dialog open={swing !== null} onOpenChange={(open) => !open && !review.isPending && close()}>
      {/* A work surface: a stray click beside it must not throw away a recording or unsaved drawings. */}
      <DialogContent className={SHEET} onInteractOutside={(event) => event.preventDefault()}>
        {swing && (
          <>
            <DialogHeader>
              <DialogTitle>{swing.studentName}</DialogTitle>
              <DialogDescription>
                {swing.forLabel} · sent {formatDateTime(swing.createdAt)}
                {swing.sentBy !== swing.studentName && ` by ${swing.sentBy}`}
              </DialogDescription>
            </DialogHeader>
            <div className="flex flex-col gap-3">
              {view.kind === 'analyse' && (
                <>
                  <VoiceOverSection
                    swing={swing}
                    player={<SwingAnalysis swing={swing} liveDrawings={liveDrawings} />}
                    paintOverlay={paintLiveDrawings}
                  />
                  <div>
                    <Button variant="secondary" size="sm" onClick={() => setView({ kind: 'pick' })}>
                      <Columns2 aria-hidden="true" />
                      Compare
                    </Button>
                  </div>
                </>
              )}
              {view.kind === 'pick' && (
                <>
                  <div>{back}</div>
                  <ComparePicker
                    swing={swing}
                    onPick={(choice) => setView({ kind: 'compare', with: choice })}
                  />
                </>
              )}
              {view.kind === 'compare' && (
                <>
                  <div className="flex flex-wrap items-center gap-2">
                    {back}
                    <Button variant="secondary" size="sm" onClick={() => setView({ kind: 'pick' })}>
                      Compare with another
                    </Button>
                  </div>
                  <DrawableComparison
                    key={view.with.playback.url}
                    first={{
                      title: `This swing, ${formatDateTime(swing.createdAt)}`,
                      playback: swing.playback,
                      moments: swing.moments ?? {},
                      target: { kind: 'swing', id: swing.id },
                    }}
                    second={view.with}
                  />
                </>
              )}
            </div>
            {swing.note && (
              <p className="mt-4 rounded-lg bg-cream-100 p-3 text-base break-words text-ink-800">
                “{swing.note}”
              </p>
            )}
            <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4">
              <Field label="Your comment" error={errors.comment?.message} required>
                <Textarea
                  rows={4}
                  maxLength={MAX_REVIEW_COMMENT}
                  placeholder="What is good, and the one thing to work on next"
                  {...register('comment')}
                />
              </Field>
              {review.isError && !errors.comment && (
                <Alert>
                  {errorMessageFor(review.error, {
                    server: 'The review could not be saved. Please try again.',
                    network: 'The review could not be sent. Check your connection and try again.',
                  })}
                </Alert>
              )}
              <DialogFooter className="mt-2">
                <Button type="button" variant="secondary" disabled={review.isPending} onClick={close}>
                  Cancel
                </Button>
                <Button type="submit" loading={review.isPending} loadingText="Saving...">
                  <CircleCheck aria-hidden="true" />
                  Mark reviewed
                </Button>
              </DialogFooter>
            </form>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
