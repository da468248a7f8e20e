import { Video } from 'lucide-react';
import { useRef, useState } from 'react';
import type { Swing } from '@/core/contracts/swings';
import { Badge } from '@/web/components/ui/badge';
import { EmptyState } from '@/web/components/ui/empty-state';
import { LoadError } from '@/web/components/ui/load-error';
import { Skeleton } from '@/web/components/ui/skeleton';
import { formatDateTime } from '@/web/lib/format';
import { useSwingQueue } from './api/swing-queue';
import { ReviewDialog } from './review-dialog';

/** Swings to review: the coach's students' swings (an admin's: every student's), oldest first. */
export function SwingQueue() {
  const queue = useSwingQueue();
  const [openId, setOpenId] = useState<string | null>(null);
  const list = queue.data?.swings ?? [];
  const found = list.find((s) => s.id === openId);
  // A swing reviewed by a voice-over leaves the queue when it is next read: the dialog keeps it open.
  const last = useRef<Swing | null>(null);
  if (found) last.current = found;
  const open = openId === null ? null : (found ?? (last.current?.id === openId ? last.current : null));

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
                  <Badge tone="brand" className="max-w-full whitespace-normal!">
                    {swing.forLabel}
                  </Badge>
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
