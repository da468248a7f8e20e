import { BadgeCheck, Clock3, KeyRound, Mail, MessageSquare, UserRound } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { FamilyChild } from '@/core/contracts/family';
import { Avatar } from '@/web/components/ui/avatar';
import { Badge } from '@/web/components/ui/badge';
import { Button, buttonClasses } from '@/web/components/ui/button';
import { Card, CardContent } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { formatDate, formatDateTime } from '@/web/lib/format';
import { ConsentsCard } from '../consents/consents-card';
import { useStudentDashboard } from '../dashboard/student-dashboard-query';
import { STATUS_LABELS } from '../messages/message-labels';
import { InviteLoginDialog } from './invite-login-dialog';

const statusLabel = (status: string) => STATUS_LABELS[status as keyof typeof STATUS_LABELS] ?? status;

/** One child on the Family home: who they are, their coach, latest activity and messages, and their portal. */
export function ChildCard({ child, onOpen }: { child: FamilyChild; onOpen: () => void }) {
  const [inviting, setInviting] = useState(false);
  const fullName = `${child.firstName} ${child.lastName}`;
  const titleId = `child-${child.id}`;

  return (
    <Card>
      <CardContent className="flex flex-col gap-5 p-5 sm:p-6">
        <article aria-labelledby={titleId} className="flex flex-col gap-5">
          <div className="flex min-w-0 items-center gap-3">
            <Avatar name={fullName} size="lg" />
            <div className="min-w-0">
              <h2 id={titleId} className="truncate font-display text-2xl font-semibold text-ink-900">
                {fullName}
              </h2>
              <p className="text-sm text-ink-600">
                {child.age === null ? 'Age not recorded' : `Age ${child.age}`} · Coach:{' '}
                {child.coachName ?? 'not chosen yet'}
              </p>
            </div>
          </div>

          <LatestActivity childId={child.id} />

          <section aria-label={`${child.firstName}'s messages`} className="flex flex-col gap-2">
            <div className="flex flex-wrap items-center gap-2">
              <MessageSquare className="size-4 text-fairway-700" aria-hidden="true" />
              <h3 className="text-base font-semibold text-ink-900">Recent messages</h3>
              {child.unreadReplies > 0 && (
                <Badge tone="info">
                  {child.unreadReplies === 1 ? '1 unread reply' : `${child.unreadReplies} unread replies`}
                </Badge>
              )}
            </div>
            {child.recentMessages.length === 0 ? (
              <p className="text-sm text-ink-600">No messages with the coach yet.</p>
            ) : (
              <ul className="flex flex-col divide-y divide-line">
                {child.recentMessages.map((message) => (
                  <li key={message.id} className="flex flex-wrap items-baseline justify-between gap-x-3 py-2">
                    <span className="min-w-0 break-words font-semibold text-ink-800">{message.subject}</span>
                    <span className="text-sm text-ink-600">
                      {statusLabel(message.status)} · {formatDate(message.createdAt)}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>

          <OwnLogin child={child} onInvite={() => setInviting(true)} />

          <ConsentsCard studentId={child.id} firstName={child.firstName} audience="guardian" />

          <div className="flex flex-col gap-3 sm:flex-row">
            <Button onClick={onOpen} className="sm:self-start">
              <UserRound aria-hidden="true" />
              Open {child.firstName}'s portal
            </Button>
            <Link
              to={`/portal/membership?studentId=${encodeURIComponent(child.id)}`}
              className={buttonClasses({ variant: 'secondary', className: 'sm:self-start' })}
            >
              <BadgeCheck aria-hidden="true" />
              Membership
            </Link>
          </div>
        </article>
      </CardContent>
      <InviteLoginDialog child={child} open={inviting} onOpenChange={setInviting} />
    </Card>
  );
}

/** The newest item of the child's recent activity (their dashboard's card). */
function LatestActivity({ childId }: { childId: string }) {
  const dashboard = useStudentDashboard(childId);
  const latest = dashboard.data?.recentActivity[0];
  return (
    <div className="flex items-start gap-3 rounded-lg bg-cream-100 p-3">
      <Clock3 className="mt-0.5 size-4 shrink-0 text-fairway-700" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <h3 className="text-sm font-semibold text-ink-600">Latest activity</h3>
        {dashboard.isPending ? (
          <Skeleton className="mt-1 h-5 w-3/4" />
        ) : latest ? (
          <p className="text-base break-words text-ink-900">
            {latest.title} <span className="text-sm text-ink-600">· {formatDateTime(latest.at)}</span>
          </p>
        ) : (
          <p className="text-base text-ink-700">
            {dashboard.isError ? 'Activity could not be loaded.' : 'Nothing yet.'}
          </p>
        )}
      </div>
    </div>
  );
}

function OwnLogin({ child, onInvite }: { child: FamilyChild; onInvite: () => void }) {
  if (child.login) {
    return (
      <p className="flex items-center gap-2 text-sm text-ink-700">
        <KeyRound className="size-4 text-fairway-700" aria-hidden="true" />
        Signs in as <span className="font-semibold break-all">{child.login.username}</span>
      </p>
    );
  }
  if (!child.mayHaveOwnLogin) return null;
  return (
    <div className="flex flex-col gap-2">
      {child.loginInvitation && (
        <p className="flex items-start gap-2 text-sm text-ink-700">
          <Mail className="mt-0.5 size-4 shrink-0 text-fairway-700" aria-hidden="true" />
          <span>
            Invitation sent to <span className="font-semibold break-all">{child.loginInvitation.email}</span>,
            waiting until {formatDate(child.loginInvitation.expiresAt)}.
          </span>
        </p>
      )}
      <Button variant="secondary" size="sm" className="self-start" onClick={onInvite}>
        <KeyRound aria-hidden="true" />
        {child.loginInvitation ? 'Send a new invitation' : `Give ${child.firstName} their own login`}
      </Button>
    </div>
  );
}
