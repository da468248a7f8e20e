import { ImageIcon, Video } from 'lucide-react';
import type { CoachMessage } from '@/core/contracts/messages';
import { Badge } from '@/web/components/ui/badge';
import { formatDate } from '@/web/lib/format';
import { coachName, STATUS_LABELS, STATUS_TONES, TYPE_LABELS } from './message-labels';

/** One message in the list; the whole card opens the detail dialog. */
export function MessageCard({ message, onOpen }: { message: CoachMessage; onOpen: () => void }) {
  const newReply = message.status === 'answered' && !message.read_by_student;
  return (
    <button
      type="button"
      onClick={onOpen}
      className="flex w-full flex-col gap-3 rounded-xl border border-line bg-white p-5 text-left shadow-card transition-colors duration-150 hover:border-fairway-300 focus-visible:border-fairway-600"
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={STATUS_TONES[message.status]}>{STATUS_LABELS[message.status]}</Badge>
        <Badge tone="brand">{TYPE_LABELS[message.type]}</Badge>
        {newReply && <Badge tone="gold">New reply</Badge>}
        <span className="ml-auto text-sm text-ink-600">{formatDate(message.created_at)}</span>
      </div>
      <div className="min-w-0">
        <h3 className="text-lg font-semibold break-words text-ink-900">{message.subject}</h3>
        <p className="mt-1 line-clamp-2 text-base break-words text-ink-700">{message.message}</p>
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink-600">
        <span>To {coachName(message.coach)}</span>
        {message.video_url && (
          <span className="inline-flex items-center gap-1">
            <Video className="size-4" aria-hidden="true" /> Video
          </span>
        )}
        {message.image_url && (
          <span className="inline-flex items-center gap-1">
            <ImageIcon className="size-4" aria-hidden="true" /> Image
          </span>
        )}
      </div>
    </button>
  );
}
