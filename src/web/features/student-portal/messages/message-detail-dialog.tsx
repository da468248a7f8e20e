import type { CoachMessage } from '@/core/contracts/messages';
import { Badge } from '@/web/components/ui/badge';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { VoiceOverList } from '@/web/components/video/voice-over-list';
import { formatDateTime } from '@/web/lib/format';
import { coachName, STATUS_LABELS, STATUS_TONES, TYPE_LABELS } from './message-labels';

/** One message in full: the student's text and files, and the coach's answer when there is one. */
export function MessageDetailDialog({
  message,
  onOpenChange,
}: {
  message: CoachMessage | null;
  onOpenChange(open: boolean): void;
}) {
  return (
    <Dialog open={message !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        {message && (
          <>
            <DialogHeader>
              <div className="flex flex-wrap gap-2">
                <Badge tone={STATUS_TONES[message.status]}>{STATUS_LABELS[message.status]}</Badge>
                <Badge tone="brand">{TYPE_LABELS[message.type]}</Badge>
              </div>
              <DialogTitle className="break-words">{message.subject}</DialogTitle>
              <DialogDescription>
                To {coachName(message.coach)} · Sent {formatDateTime(message.created_at)}
              </DialogDescription>
            </DialogHeader>
            <div className="flex flex-col gap-5">
              <p className="text-base break-words whitespace-pre-wrap text-ink-800">{message.message}</p>
              {message.image_url && (
                <figure>
                  <img
                    src={message.image_url}
                    alt={`Attached to “${message.subject}”`}
                    className="max-h-80 rounded-lg border border-line object-contain"
                  />
                </figure>
              )}
              {message.video_url && (
                // biome-ignore lint/a11y/useMediaCaption: students' own swing videos have no speech to caption
                <video src={message.video_url} controls preload="metadata" className="w-full rounded-lg" />
              )}
              {message.coach_response || message.coach_video_url || (message.voiceOvers ?? []).length > 0 ? (
                <section className="rounded-lg border border-fairway-200 bg-fairway-50 p-4">
                  <h3 className="text-base font-semibold text-fairway-900">
                    {coachName(message.coach)} replied
                    {message.answered_at && (
                      <span className="font-normal text-ink-600">
                        {' '}
                        · {formatDateTime(message.answered_at)}
                      </span>
                    )}
                  </h3>
                  {message.coach_response && (
                    <p className="mt-2 text-base break-words whitespace-pre-wrap text-ink-800">
                      {message.coach_response}
                    </p>
                  )}
                  {message.coach_video_url && (
                    // biome-ignore lint/a11y/useMediaCaption: coaching clips are demonstrations without speech
                    <video
                      src={message.coach_video_url}
                      controls
                      preload="metadata"
                      className="mt-3 w-full rounded-lg"
                    />
                  )}
                  {/* A reply may carry several coach videos: the uploaded one above, voice-overs here. */}
                  {(message.voiceOvers ?? []).length > 0 && (
                    <div className="mt-3">
                      <VoiceOverList voiceOvers={message.voiceOvers ?? []} />
                    </div>
                  )}
                </section>
              ) : (
                <p className="rounded-lg bg-cream-100 p-4 text-base text-ink-700">
                  Your coach has not replied yet. You will see the answer here.
                </p>
              )}
            </div>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
