import { CheckCircle2, Send } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import type { StaffInboxMessage } from '@/core/contracts/messages';
import { Badge, TierBadge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { ProgressBar } from '@/web/components/ui/progress-bar';
import { notify } from '@/web/components/ui/toast';
import { errorMessageFor } from '@/web/lib/api';
import { formatDateTime } from '@/web/lib/format';
import { useMessageStatus, useReply } from './api/coach-inbox';

const MiB = 1024 * 1024;

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
  const [text, setText] = useState('');
  const [video, setVideo] = useState<File | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const status = useMessageStatus(staffId);
  const reply = useReply(staffId, setPercent);
  const fileId = useId();
  const messageId = message?.id;
  const pending = message?.status === 'pending';
  // Remembered when the message is opened: the list refreshes to In Progress at once.
  const [pickedUp, setPickedUp] = useState(false);

  // Opening a new message picks it up: it moves to In Progress, and the coach is told so. Once per opened
  // message, whatever else changes meanwhile.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the message id alone
  useEffect(() => {
    setText('');
    setVideo(null);
    setPickedUp(Boolean(messageId && pending));
    if (messageId && pending) status.mutate({ id: messageId, status: 'in_progress' });
  }, [messageId]);

  if (!message) return null;
  const name = `${message.student.firstName} ${message.student.lastName}`;
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
        <form
          className="flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            if (!text.trim()) return;
            setPercent(video ? 0 : null);
            reply.mutate(
              { id: message.id, response: text.trim(), video: video ?? undefined },
              {
                onSuccess: () => {
                  notify.success(`Reply sent to ${name}`);
                  onClose();
                },
                onError: (error) =>
                  notify.error(
                    errorMessageFor(error, {
                      server: 'Failed to send the reply. Please try again.',
                      network: 'Failed to send the reply. Please check your connection.',
                    }),
                  ),
                onSettled: () => setPercent(null),
              },
            );
          }}
        >
          <label className="flex flex-col gap-1.5 text-sm font-semibold text-ink-800">
            Reply to {message.student.firstName}
            <textarea
              value={text}
              onChange={(event) => setText(event.target.value)}
              rows={4}
              maxLength={5000}
              required
              className="rounded-lg border border-line-strong bg-white px-3 py-2 text-base font-normal"
            />
          </label>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={fileId} className="text-sm font-semibold text-ink-800">
              Video (optional)
            </label>
            <input
              id={fileId}
              type="file"
              accept="video/*"
              onChange={(e) => setVideo(e.target.files?.[0] ?? null)}
            />
            {video && (
              <p className="text-sm text-ink-600">
                {video.name} · {(video.size / MiB).toFixed(1)} MB
              </p>
            )}
            {percent !== null && <ProgressBar value={percent} label="Uploading video" showLabel />}
          </div>
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
            <Button type="submit" disabled={!text.trim() || reply.isPending}>
              <Send aria-hidden="true" /> {reply.isPending ? 'Sending…' : 'Send reply'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
