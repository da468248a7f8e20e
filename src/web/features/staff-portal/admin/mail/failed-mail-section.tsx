import { Mail, MailCheck, RotateCw } from 'lucide-react';
import type { UndeliveredMail } from '@/core/contracts/mail-admin';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { EmptyState } from '@/web/components/ui/empty-state';
import { LoadError } from '@/web/components/ui/load-error';
import { Skeleton } from '@/web/components/ui/skeleton';
import { notify } from '@/web/components/ui/toast';
import { errorMessageFor } from '@/web/lib/api';
import { formatDateTime } from '@/web/lib/format';
import { useFailedMail, useResendMail } from '../api/failed-mail';

const RESEND_FAILED = {
  server: 'The e-mail could not be queued again. Please try again.',
  network: 'The e-mail could not be queued again. Please check your connection and try again.',
};

/** '1 attempt', '3 attempts' */
function attemptsLabel(attempts: number): string {
  return attempts === 1 ? '1 attempt' : `${attempts} attempts`;
}

function FailedMailCard({ mail }: { mail: UndeliveredMail }) {
  const resend = useResendMail();
  return (
    <li
      data-testid="failed-mail"
      className="flex flex-col gap-3 rounded-xl border border-line bg-white p-4 shadow-card sm:p-5"
    >
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <h3 className="min-w-0 font-semibold break-words text-ink-900">{mail.subject}</h3>
          {mail.status === 'expired' ? (
            <Badge tone="neutral">Link expired</Badge>
          ) : (
            <Badge tone="error">Not delivered</Badge>
          )}
        </div>
        <p className="text-sm text-ink-600">
          <time dateTime={mail.createdAt} className="whitespace-nowrap">
            {formatDateTime(mail.createdAt)}
          </time>{' '}
          · <span className="whitespace-nowrap">{attemptsLabel(mail.attempts)}</span>
        </p>
      </div>
      <p className="flex min-w-0 items-start gap-2 text-base text-ink-800">
        <Mail className="mt-0.5 size-5 shrink-0 text-ink-600" aria-hidden="true" />
        <span className="min-w-0 break-all">
          <span className="sr-only">To </span>
          {mail.to}
        </span>
      </p>
      {mail.error && (
        <p className="text-sm break-words text-ink-700">
          The mail server said: <span className="font-medium">{mail.error}</span>
        </p>
      )}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 border-t border-line pt-3">
        {mail.resendable ? (
          <Button
            variant="secondary"
            size="sm"
            loading={resend.isPending}
            loadingText="Resending…"
            aria-label={`Resend ${mail.subject} to ${mail.to}`}
            onClick={() =>
              resend.mutate(mail.id, {
                onSuccess: ({ message }) => notify.success(message),
                onError: (error) => notify.error(errorMessageFor(error, RESEND_FAILED)),
              })
            }
          >
            <RotateCw aria-hidden="true" />
            Resend
          </Button>
        ) : (
          <p className="text-sm text-ink-600">
            Its link no longer works: the person needs to ask for a new one.
          </p>
        )}
      </div>
    </li>
  );
}

function FailedMailSkeleton() {
  return (
    <div className="grid gap-3 lg:grid-cols-2" aria-busy="true">
      <p className="sr-only" role="status">
        Loading undelivered e-mail…
      </p>
      {[0, 1].map((i) => (
        <div key={i} className="flex flex-col gap-3 rounded-xl border border-line bg-white p-5 shadow-card">
          <Skeleton className="h-5 w-64" />
          <Skeleton className="h-4 w-40" />
          <Skeleton className="h-6 w-56" />
          <Skeleton className="h-11 w-32" />
        </div>
      ))}
    </div>
  );
}

/** E-mail the academy could not deliver: what the mail server said, and a way to send it again. */
export function FailedMailSection() {
  const list = useFailedMail();
  const mail = list.data?.mail ?? [];
  return (
    <section aria-labelledby="admin-mail-heading" className="flex flex-col gap-5">
      <div className="min-w-0">
        <h2 id="admin-mail-heading" className="font-display text-2xl font-semibold">
          Undelivered e-mail
        </h2>
        <p className="mt-1 text-sm text-ink-600">
          E-mail the mail server refused, or kept refusing for a day, and e-mail whose link ran out before it
          could be delivered. Other delays are retried on their own.
        </p>
      </div>
      {list.isError ? (
        <LoadError
          title="Undelivered e-mail could not be loaded"
          onRetry={() => list.refetch()}
          retrying={list.isFetching}
        />
      ) : !list.data ? (
        <FailedMailSkeleton />
      ) : mail.length === 0 ? (
        <EmptyState
          icon={MailCheck}
          title="No undelivered e-mail"
          text="If the mail server refuses a message for good, it appears here with a way to send it again."
        />
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2">
          {mail.map((m) => (
            <FailedMailCard key={m.id} mail={m} />
          ))}
        </ul>
      )}
    </section>
  );
}
