import { CheckCircle2, Send } from 'lucide-react';
import { type ComponentProps, useEffect, useState } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { REPLY_TEXT_MAX, replyFields, type StaffInboxMessage } from '@/core/contracts/messages';
import { Badge, TierBadge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { Field, useFieldControl } from '@/web/components/ui/field';
import { controlClasses, Input } from '@/web/components/ui/input';
import { ProgressBar } from '@/web/components/ui/progress-bar';
import { notify } from '@/web/components/ui/toast';
import { errorMessageFor } from '@/web/lib/api';
import { cn } from '@/web/lib/class-names';
import { showServerFieldErrors, useContractForm } from '@/web/lib/contract-form';
import { formatDateTime } from '@/web/lib/format';
import { queryKeys } from '@/web/lib/query-keys';
import { TargetVoiceOver } from '../voice-overs/target-voice-over';
import { useMessageStatus, useReply } from './api/coach-inbox';

const MiB = 1024 * 1024;

/** The reply's text as the contract checks it, beside the optional video (the multipart's `video` part). */
const replyForm = replyFields.extend({ video: z.instanceof(File).nullable() });
const FIELDS = ['response', 'video'] as const;
const EMPTY = { response: '', video: null };

function ReplyText(props: ComponentProps<'textarea'>) {
  const control = useFieldControl({});
  return (
    <textarea
      {...props}
      {...control}
      rows={4}
      maxLength={REPLY_TEXT_MAX}
      className={cn(controlClasses, 'py-3')}
    />
  );
}

/** A message opened for work: its text and files, status moves, and the reply the student will see. */
export function ReplyDialog({
  staffId,
  message,
  onClose,
}: {
  staffId: string;
  message: StaffInboxMessage | null;
  onClose(): void;
}) {
  const [percent, setPercent] = useState<number | null>(null);
  const status = useMessageStatus(staffId);
  const reply = useReply(staffId, setPercent);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors },
  } = useContractForm(replyForm, { defaultValues: EMPTY });
  const video = watch('video');
  const blank = !watch('response').trim();
  const messageId = message?.id;
  const pending = message?.status === 'pending';
  // Remembered when the message is opened: the list refreshes to In Progress at once.
  const [pickedUp, setPickedUp] = useState(false);

  // Opening a new message picks it up: it moves to In Progress, and the coach is told so. Once per opened
  // message, whatever else changes meanwhile.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the message id alone
  useEffect(() => {
    reset(EMPTY);
    setPickedUp(Boolean(messageId && pending));
    if (messageId && pending) status.mutate({ id: messageId, status: 'in_progress' });
  }, [messageId]);

  if (!message) return null;
  const name = `${message.student.firstName} ${message.student.lastName}`;
  const onSubmit = handleSubmit(({ response, video }) => {
    setPercent(video ? 0 : null);
    reply.mutate(
      { id: message.id, response, video: video ?? undefined },
      {
        onSuccess: () => {
          notify.success(`Reply sent to ${name}`);
          onClose();
        },
        onError: (error) => {
          // A refused file or text is said under its field; anything else in the toast, as before.
          if (showServerFieldErrors(error, setError, FIELDS)) return;
          notify.error(
            errorMessageFor(error, {
              server: 'Failed to send the reply. Please try again.',
              network: 'Failed to send the reply. Please check your connection.',
            }),
          );
        },
        onSettled: () => setPercent(null),
      },
    );
  });
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{message.subject}</DialogTitle>
          <DialogDescription>
            From {name} · {formatDateTime(message.createdAt)}
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-wrap items-center gap-2">
          <TierBadge tier={message.student.membershipTier} />
          {pickedUp && <Badge tone="info">Opened: now In Progress</Badge>}
        </div>
        <p className="whitespace-pre-line text-ink-800">{message.message}</p>
        {message.imageUrl && (
          <img
            src={message.imageUrl}
            alt={`Sent by ${name}`}
            className="max-h-64 rounded-lg border border-line"
          />
        )}
        {message.videoUrl && (
          // biome-ignore lint/a11y/useMediaCaption: a student's own practice footage
          <video
            src={message.videoUrl}
            controls
            preload="metadata"
            aria-label={`Video from ${name}`}
            className="max-h-64 rounded-lg"
          />
        )}
        {message.coachResponse && (
          <div className="rounded-lg border border-fairway-200 bg-fairway-50 p-3">
            <p className="text-sm font-semibold text-fairway-800">Your reply</p>
            <p className="whitespace-pre-line text-ink-800">{message.coachResponse}</p>
          </div>
        )}
        <div className="my-4">
          <TargetVoiceOver
            key={message.id}
            studentId={message.student.id}
            studentName={name}
            path={`/api/staff/messages/${encodeURIComponent(message.id)}/voice-overs`}
            refresh={[queryKeys.coachInbox(staffId)]}
            voiceOvers={message.voiceOvers ?? []}
            given={
              message.videoPlayback
                ? [
                    {
                      id: 'message-video',
                      label: 'The video sent with this message',
                      playback: message.videoPlayback,
                    },
                  ]
                : []
            }
          />
        </div>
        <form className="flex flex-col gap-3" onSubmit={onSubmit} noValidate>
          <Field label={`Reply to ${message.student.firstName}`} error={errors.response?.message} required>
            <ReplyText {...register('response')} />
          </Field>
          <Field label="Video (optional)" error={errors.video?.message}>
            <Controller
              control={control}
              name="video"
              render={({ field }) => (
                <Input
                  ref={field.ref}
                  name={field.name}
                  onBlur={field.onBlur}
                  type="file"
                  accept="video/*"
                  className="py-2.5"
                  onChange={(e) => field.onChange(e.target.files?.[0] ?? null)}
                />
              )}
            />
          </Field>
          {video && (
            <p className="text-sm text-ink-600">
              {video.name} · {(video.size / MiB).toFixed(1)} MB
            </p>
          )}
          {percent !== null && <ProgressBar value={percent} label="Uploading video" showLabel />}
          <div className="flex flex-wrap justify-between gap-3">
            <Button
              type="button"
              variant="secondary"
              disabled={status.isPending || message.status === 'resolved'}
              onClick={() =>
                status.mutate(
                  { id: message.id, status: 'resolved' },
                  {
                    onSuccess: () => {
                      notify.success('Marked resolved');
                      onClose();
                    },
                  },
                )
              }
            >
              <CheckCircle2 aria-hidden="true" /> Mark resolved
            </Button>
            <Button type="submit" disabled={blank || reply.isPending}>
              <Send aria-hidden="true" /> {reply.isPending ? 'Sending…' : 'Send reply'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
