import { Inbox } from 'lucide-react';
import type { MessageType, StaffInboxMessage, StaffMessageStatus } from '@/core/contracts/messages';
import { Badge, type BadgeTone, TierBadge } from '@/web/components/ui/badge';
import { EmptyState } from '@/web/components/ui/empty-state';
import { LoadError } from '@/web/components/ui/load-error';
import { Skeleton } from '@/web/components/ui/skeleton';
import { formatDate } from '@/web/lib/format';
import { useStaffMessages } from './api/staff-messages';

const TYPE_LABELS: Record<MessageType, string> = {
  question: 'Question',
  feedback: 'Feedback',
  monthly_review: 'Monthly Review',
};
const STATUS: Record<StaffMessageStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: 'Pending', tone: 'warning' },
  in_progress: { label: 'In Progress', tone: 'info' },
  resolved: { label: 'Resolved', tone: 'success' },
};

function InboxRow({ message }: { message: StaffInboxMessage }) {
  const status = STATUS[message.status];
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-line bg-white p-5 shadow-card">
      <div className="flex flex-wrap items-center gap-2">
        {message.unread && (
          <Badge tone="gold">
            <span className="size-2 rounded-full bg-gold-700" aria-hidden="true" />
            Unread
          </Badge>
        )}
        <Badge tone={status.tone}>{status.label}</Badge>
        <Badge tone="brand">{TYPE_LABELS[message.type]}</Badge>
        <span className="ml-auto text-sm text-ink-600">{formatDate(message.createdAt)}</span>
      </div>
      <div className="min-w-0">
        <h3 className={`text-lg break-words text-ink-900 ${message.unread ? 'font-bold' : 'font-semibold'}`}>
          {message.subject}
        </h3>
        <p className="mt-1 line-clamp-2 text-base break-words text-ink-700">{message.message}</p>
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-600">
        <span className="font-semibold text-ink-800">
          {message.student.firstName} {message.student.lastName}
        </span>
        <span className="break-all">{message.student.email}</span>
        <TierBadge tier={message.student.membershipTier} />
        {message.coach && (
          <span>
            To {message.coach.firstName} {message.coach.lastName}
          </span>
        )}
      </div>
    </li>
  );
}

/** The coach inbox, read only for now: newest first, unread ones marked. */
export function InboxList() {
  const messages = useStaffMessages();
  if (messages.isPending) {
    return (
      <ul className="flex flex-col gap-4" aria-busy="true" aria-label="Loading messages">
        {[0, 1, 2].map((key) => (
          <li key={key} className="rounded-xl border border-line bg-white p-5">
            <Skeleton className="h-6 w-48 rounded-full" />
            <Skeleton className="mt-4 h-6 w-3/5" />
            <Skeleton className="mt-2 h-4 w-2/5" />
          </li>
        ))}
      </ul>
    );
  }
  const list = messages.data ?? [];
  return (
    <div className="flex flex-col gap-4">
      {messages.isError && (
        <LoadError
          title="We could not load your messages"
          onRetry={() => messages.refetch()}
          retrying={messages.isFetching}
        />
      )}
      {list.length === 0 ? (
        <EmptyState
          className="bg-white"
          icon={Inbox}
          as="h2"
          title="No Messages"
          text="Messages from your students will appear here."
        />
      ) : (
        <ul className="flex flex-col gap-4" aria-label="Messages from students">
          {list.map((message) => (
            <InboxRow key={message.id} message={message} />
          ))}
        </ul>
      )}
    </div>
  );
}
