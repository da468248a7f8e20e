import { useQuery } from '@tanstack/react-query';
import { CircleCheck, Clock, Inbox, MessageSquare, Plus } from 'lucide-react';
import { type ReactNode, useMemo, useState } from 'react';
import type { StudentUser } from '@/core/contracts/auth';
import {
  MESSAGE_STATUSES,
  MESSAGE_TYPES,
  type MessageStatus,
  type MessageType,
} from '@/core/contracts/messages';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { EmptyState } from '@/web/components/ui/empty-state';
import { Field } from '@/web/components/ui/field';
import { LoadError } from '@/web/components/ui/load-error';
import { PanelHeading } from '@/web/components/ui/panel-heading';
import { SearchField } from '@/web/components/ui/search-field';
import { Select } from '@/web/components/ui/select';
import { Skeleton } from '@/web/components/ui/skeleton';
import { StatCard } from '@/web/components/ui/stat-card';
import { notify } from '@/web/components/ui/toast';
import { coachesQuery } from '@/web/lib/coaches-query';
import { useMarkRead } from './api/mark-read';
import { type NewMessage, useSendMessage } from './api/send-message';
import { useStudentMessages } from './api/student-messages';
import { MessageCard } from './message-card';
import { MessageDetailDialog } from './message-detail-dialog';
import { STATUS_LABELS, TYPE_LABELS } from './message-labels';
import { NewMessageDialog } from './new-message-dialog';

function LoadingList() {
  return (
    <ul className="flex flex-col gap-4" aria-busy="true" aria-label="Loading messages">
      {[0, 1, 2].map((key) => (
        <li key={key} className="rounded-xl border border-line bg-white p-5">
          <Skeleton className="h-6 w-40 rounded-full" />
          <Skeleton className="mt-4 h-6 w-3/5" />
          <Skeleton className="mt-2 h-4 w-4/5" />
        </li>
      ))}
    </ul>
  );
}

/** Coach Messaging: the student's messages, stats, search and filters, and sending (student-portal §2, §4). */
export function MessagesPanel({ user }: { user: StudentUser }) {
  const messages = useStudentMessages(user.id);
  const coaches = useQuery(coachesQuery);
  const send = useSendMessage(user.id);
  const markRead = useMarkRead(user.id);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<'all' | MessageStatus>('all');
  const [type, setType] = useState<'all' | MessageType>('all');
  const [composing, setComposing] = useState(false);
  const [openId, setOpenId] = useState<string | null>(null);

  const list = messages.data?.messages ?? [];
  const guardianCopy = messages.data?.guardianCopy ?? false;
  const sendRefusal = messages.data?.sendRefusal ?? null;
  const open = list.find((m) => m.id === openId) ?? null;
  // The student's own coach first, so it is the default choice.
  const coachChoices = useMemo(() => {
    const all = coaches.data ?? [];
    return [...all.filter((c) => c.id === user.coachId), ...all.filter((c) => c.id !== user.coachId)];
  }, [coaches.data, user.coachId]);

  const shown = useMemo(() => {
    const term = search.trim().toLowerCase();
    return list.filter(
      (m) =>
        (status === 'all' || m.status === status) &&
        (type === 'all' || m.type === type) &&
        (!term || m.subject.toLowerCase().includes(term) || m.message.toLowerCase().includes(term)),
    );
  }, [list, search, status, type]);

  function openMessage(id: string) {
    setOpenId(id);
    const message = list.find((m) => m.id === id);
    if (message?.status === 'answered' && !message.read_by_student) markRead.mutate(id);
  }

  function sendMessage(input: NewMessage, reset: () => void, onRefused: (error: unknown) => void) {
    send.mutate(input, {
      onSuccess: () => {
        reset();
        setComposing(false);
        notify.success('Message sent to your coach.');
      },
      onError: onRefused,
    });
  }

  let content: ReactNode;
  if (messages.isPending) {
    content = <LoadingList />;
  } else if (shown.length === 0) {
    content = (
      <EmptyState
        className="bg-white"
        icon={Inbox}
        as="h2"
        title="No messages found"
        text="Try adjusting your search or send your first message!"
      />
    );
  } else {
    content = (
      <ul className="flex flex-col gap-4" aria-label="Messages">
        {shown.map((message) => (
          <li key={message.id}>
            <MessageCard message={message} onOpen={() => openMessage(message.id)} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section>
      <PanelHeading
        title="Coach Messaging"
        description="Ask your coach a question, share feedback or send your monthly review. Messaging is unlimited."
        actions={
          <Button
            disabled={sendRefusal !== null}
            onClick={() => {
              send.reset();
              setComposing(true);
            }}
          >
            <Plus aria-hidden="true" />
            New Message
          </Button>
        }
      />
      <div className="flex flex-col gap-6">
        {sendRefusal ? (
          <Alert tone="info">{sendRefusal}</Alert>
        ) : (
          guardianCopy && (
            <Alert tone="info">A copy of every message is sent to your parent or guardian.</Alert>
          )
        )}
        {messages.isError && (
          <LoadError
            title="We could not load your messages"
            onRetry={() => messages.refetch()}
            retrying={messages.isFetching}
          />
        )}
        {/* Three figures side by side even on a phone, so the messages stay near the top. */}
        <div className="grid grid-cols-3 gap-3 sm:gap-4 [&>div]:max-sm:p-3 [&>div>div:first-child>span]:max-sm:hidden">
          <StatCard label="Total Messages" icon={MessageSquare} value={list.length} />
          <StatCard label="Pending" icon={Clock} value={list.filter((m) => m.status === 'pending').length} />
          <StatCard
            label="Answered"
            icon={CircleCheck}
            value={list.filter((m) => m.status === 'answered').length}
          />
        </div>
        <div className="grid gap-4 rounded-xl border border-line bg-white p-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
          <SearchField
            label="Search messages"
            value={search}
            onChange={(value) => setSearch(value)}
            placeholder="Subject or message"
          />
          <Field label="Status">
            <Select value={status} onChange={(e) => setStatus(e.target.value as 'all' | MessageStatus)}>
              <option value="all">All statuses</option>
              {MESSAGE_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {STATUS_LABELS[s]}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="Type">
            <Select value={type} onChange={(e) => setType(e.target.value as 'all' | MessageType)}>
              <option value="all">All types</option>
              {MESSAGE_TYPES.map((t) => (
                <option key={t} value={t}>
                  {TYPE_LABELS[t]}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        {content}
      </div>
      <NewMessageDialog
        open={composing}
        onOpenChange={setComposing}
        studentId={user.id}
        coaches={coachChoices}
        guardianCopy={guardianCopy}
        sending={send.isPending}
        progress={send.progress}
        error={send.error}
        onSend={sendMessage}
      />
      <MessageDetailDialog message={open} onOpenChange={(next) => !next && setOpenId(null)} />
    </section>
  );
}
