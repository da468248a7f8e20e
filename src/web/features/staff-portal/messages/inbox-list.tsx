import { CheckCircle2, Clock, Inbox, Loader, Mail, Reply } from 'lucide-react';
import { useState } from 'react';
import {
  MESSAGE_TYPES,
  type MessageType,
  type StaffInboxMessage,
  type StaffMessageStatus,
} from '@/core/contracts/messages';
import { STAFF_MESSAGE_STATUSES } from '@/core/rules/message-status';
import { Badge, type BadgeTone, TierBadge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { EmptyState } from '@/web/components/ui/empty-state';
import { LoadError } from '@/web/components/ui/load-error';
import { ProgressBar } from '@/web/components/ui/progress-bar';
import { SearchField } from '@/web/components/ui/search-field';
import { Skeleton } from '@/web/components/ui/skeleton';
import { StatCard } from '@/web/components/ui/stat-card';
import { formatDateTime } from '@/web/lib/format';
import { useCoachInbox } from './api/coach-inbox';
import { ReplyDialog } from './reply-dialog';

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

function InboxRow({ message, onReply }: { message: StaffInboxMessage; onReply(): void }) {
  const status = STATUS[message.status];
  return (
    <li className="flex min-w-0 flex-col gap-3 rounded-xl border border-line bg-white p-5 shadow-card">
      <div className="flex flex-wrap items-center gap-2">
        {message.unread && (
          <Badge tone="gold">
            <span className="size-2 rounded-full bg-gold-700" aria-hidden="true" />
            Unread
          </Badge>
        )}
        <Badge tone={status.tone}>{status.label}</Badge>
        <Badge tone="brand">{TYPE_LABELS[message.type]}</Badge>
        <span className="ml-auto text-sm text-ink-600">{formatDateTime(message.createdAt)}</span>
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
      </div>
      {message.coachResponse && (
        <p className="rounded-lg bg-fairway-50 px-3 py-2 text-sm text-ink-800">
          <span className="font-semibold">Your reply: </span>
          {message.coachResponse}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-4">
        <ProgressBar
          value={message.progress}
          label={`${message.subject}: ${status.label}`}
          className="min-w-40 flex-1"
        />
        <Button size="sm" onClick={onReply}>
          <Reply aria-hidden="true" /> Reply
        </Button>
      </div>
    </li>
  );
}

const selectClass = 'min-h-11 rounded-md border border-line-strong bg-white px-3 text-base';

/** The coach inbox (staff-portal §2): stat cards, search and filters, and a reply for every message. */
export function InboxList({ staffId }: { staffId: string }) {
  const inbox = useCoachInbox(staffId);
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<StaffMessageStatus | 'all'>('all');
  const [type, setType] = useState<MessageType | 'all'>('all');
  const [openId, setOpenId] = useState<string | null>(null);

  if (inbox.isPending) {
    return (
      <div className="flex flex-col gap-4" aria-busy="true">
        <Skeleton className="h-24 rounded-xl" />
        <Skeleton className="h-40 rounded-xl" />
      </div>
    );
  }
  if (inbox.isError || !inbox.data) {
    return (
      <LoadError
        title="We could not load your messages"
        onRetry={() => inbox.refetch()}
        retrying={inbox.isFetching}
      />
    );
  }
  const { messages, stats } = inbox.data;
  const q = query.trim().toLowerCase();
  const shown = messages.filter(
    (m) =>
      (status === 'all' || m.status === status) &&
      (type === 'all' || m.type === type) &&
      (!q ||
        `${m.subject} ${m.message} ${m.student.firstName} ${m.student.lastName}`.toLowerCase().includes(q)),
  );
  const open = messages.find((m) => m.id === openId) ?? null;
  return (
    <div className="flex flex-col gap-5">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label="Pending" value={stats.pending} icon={Clock} />
        <StatCard label="In Progress" value={stats.inProgress} icon={Loader} />
        <StatCard label="Resolved" value={stats.resolved} icon={CheckCircle2} />
        <StatCard label="Total Messages" value={stats.total} icon={Mail} />
      </div>
      <div className="grid gap-3 md:grid-cols-[1fr_auto_auto] md:items-end">
        <SearchField label="Search messages" value={query} onChange={setQuery} />
        <label className="flex flex-col gap-1.5 text-sm font-semibold text-ink-800">
          Status
          <select
            className={selectClass}
            value={status}
            onChange={(e) => setStatus(e.target.value as typeof status)}
          >
            <option value="all">All statuses</option>
            {STAFF_MESSAGE_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS[s].label}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1.5 text-sm font-semibold text-ink-800">
          Type
          <select
            className={selectClass}
            value={type}
            onChange={(e) => setType(e.target.value as typeof type)}
          >
            <option value="all">All types</option>
            {MESSAGE_TYPES.map((t) => (
              <option key={t} value={t}>
                {TYPE_LABELS[t]}
              </option>
            ))}
          </select>
        </label>
      </div>
      {shown.length === 0 ? (
        <EmptyState
          className="bg-white"
          icon={Inbox}
          as="h2"
          title="No Messages"
          text="No messages match your current filters."
        />
      ) : (
        <ul className="flex flex-col gap-4" aria-label="Messages from students">
          {shown.map((message) => (
            <InboxRow key={message.id} message={message} onReply={() => setOpenId(message.id)} />
          ))}
        </ul>
      )}
      <ReplyDialog staffId={staffId} message={open} onClose={() => setOpenId(null)} />
    </div>
  );
}
