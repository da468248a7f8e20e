import { CircleCheck, Video } from 'lucide-react';
import { type Ref, type TextareaHTMLAttributes, useState } from 'react';
import { MAX_REVIEW_COMMENT, reviewSwingBody, type Swing } from '@/core/contracts/swings';
import { Alert } from '@/web/components/ui/alert';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { EmptyState } from '@/web/components/ui/empty-state';
import { Field, useFieldControl } from '@/web/components/ui/field';
import { controlClasses } from '@/web/components/ui/input';
import { LoadError } from '@/web/components/ui/load-error';
import { Skeleton } from '@/web/components/ui/skeleton';
import { notify } from '@/web/components/ui/toast';
import { errorMessageFor } from '@/web/lib/api';
import { cn } from '@/web/lib/class-names';
import { showServerFieldErrors, useContractForm } from '@/web/lib/contract-form';
import { formatDateTime } from '@/web/lib/format';
import { useReviewSwing, useSwingQueue } from './api/swing-queue';

function Textarea(props: TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }) {
  const control = useFieldControl({});
  return <textarea {...props} {...control} className={cn(controlClasses, 'py-3')} />;
}

/** Open one swing: watch it, write a comment, mark it reviewed. */
function ReviewDialog({ swing, onClose }: { swing: Swing | null; onClose: () => void }) {
  const review = useReviewSwing();
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
    onClose();
  };
  const submit = handleSubmit((body) => {
    if (!swing || review.isPending) return;
    review.mutate(
      { id: swing.id, ...body },
      {
        onSuccess: () => {
          notify.success(`Review sent to ${swing.studentName}.`);
          close();
        },
        onError: (failure) => showServerFieldErrors(failure, setError, ['comment']),
      },
    );
  });
  return (
    <Dialog open={swing !== null} onOpenChange={(open) => !open && !review.isPending && close()}>
      <DialogContent className="max-w-2xl">
        {swing && (
          <>
            <DialogHeader>
              <DialogTitle>{swing.studentName}</DialogTitle>
              <DialogDescription>
                {swing.forLabel} · sent {formatDateTime(swing.createdAt)}
                {swing.sentBy !== swing.studentName && ` by ${swing.sentBy}`}
              </DialogDescription>
            </DialogHeader>
            {/* biome-ignore lint/a11y/useMediaCaption: a student's swing has no speech to caption */}
            <video
              controls
              preload="metadata"
              src={swing.videoUrl}
              className="max-h-[55vh] w-full rounded-lg bg-ink-900"
            />
            {swing.note && (
              <p className="rounded-lg bg-cream-100 p-3 text-base break-words text-ink-800">“{swing.note}”</p>
            )}
            <form noValidate onSubmit={submit} className="flex flex-col gap-4">
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
              <DialogFooter>
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

/** Swings to review: the coach's students' swings (an admin's: every student's), oldest first. */
export function SwingQueue() {
  const queue = useSwingQueue();
  const [openId, setOpenId] = useState<string | null>(null);
  const list = queue.data?.swings ?? [];
  const open = list.find((s) => s.id === openId) ?? null;

  let content: React.ReactNode;
  if (queue.isPending) {
    content = <Skeleton className="h-24 w-full rounded-xl" />;
  } else if (queue.isError) {
    content = (
      <LoadError
        title="The swings could not be loaded"
        onRetry={() => queue.refetch()}
        retrying={queue.isFetching}
      />
    );
  } else if (list.length === 0) {
    content = (
      <EmptyState
        className="bg-white"
        icon={Video}
        title="No swings waiting"
        text="Every swing has been reviewed."
      />
    );
  } else {
    content = (
      <ul className="flex flex-col gap-3" aria-label="Swings to review">
        {list.map((swing) => (
          <li key={swing.id}>
            <button
              type="button"
              onClick={() => setOpenId(swing.id)}
              className="flex w-full flex-col gap-2 rounded-xl border border-line bg-white p-4 text-left shadow-card transition-colors duration-150 hover:border-fairway-300 focus-visible:border-fairway-600 sm:flex-row sm:items-center sm:gap-4"
            >
              <span className="flex min-w-0 flex-1 flex-col gap-1">
                <span className="font-semibold text-ink-900">{swing.studentName}</span>
                <span className="flex flex-wrap items-center gap-2">
                  <Badge tone="brand">{swing.forLabel}</Badge>
                  {swing.sentBy !== swing.studentName && (
                    <span className="text-sm text-ink-600">sent by {swing.sentBy}</span>
                  )}
                </span>
                {swing.note && (
                  <span className="line-clamp-2 text-sm break-words text-ink-700">{swing.note}</span>
                )}
              </span>
              <span className="text-sm text-ink-600">{formatDateTime(swing.createdAt)}</span>
            </button>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section aria-labelledby="swing-queue-heading" className="mb-10">
      <div className="mb-4 flex items-center gap-3">
        <h2 id="swing-queue-heading" className="font-display text-2xl font-semibold text-ink-900">
          Swings to review
        </h2>
        {list.length > 0 && <Badge tone="gold">{list.length} waiting</Badge>}
      </div>
      {content}
      <ReviewDialog swing={open} onClose={() => setOpenId(null)} />
    </section>
  );
}
