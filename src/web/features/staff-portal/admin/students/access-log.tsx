import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { accessLogResponse } from '@/core/contracts/data-rights';
import { Button } from '@/web/components/ui/button';
import { LoadError } from '@/web/components/ui/load-error';
import { Spinner } from '@/web/components/ui/spinner';
import { formatDateTime } from '@/web/lib/format';
import { getQuery, queryKeys } from '@/web/lib/query-keys';

/** What each logged route showed, in the words an admin answering a family would use. */
const SHOWN_BY: Record<string, string> = {
  'GET /api/staff/students/:id/welfare': 'Welfare card',
  'GET /api/students/:id': 'Profile',
  'PUT /api/students/:id': 'Profile (edited)',
  'GET /api/students/:id/data-export': 'Data export',
};

/** Who was shown a student's medical, emergency and guardian details: read when the admin asks. */
export function AccessLog({ studentId, name }: { studentId: string; name: string }) {
  const [open, setOpen] = useState(false);
  const log = useQuery({
    ...getQuery(queryKeys.studentAccessLog(studentId), accessLogResponse),
    enabled: open,
    retry: false,
  });
  if (!open) {
    return (
      <Button variant="ghost" size="sm" className="self-start" onClick={() => setOpen(true)}>
        Who viewed private details<span className="sr-only"> of {name}</span>
      </Button>
    );
  }
  return (
    <section aria-label={`Who viewed ${name}'s private details`} className="flex flex-col gap-2">
      <h4 className="text-sm font-semibold text-ink-700">Who viewed {name}'s private details</h4>
      {log.isError ? (
        <LoadError
          title="We could not load the log"
          onRetry={() => log.refetch()}
          retrying={log.isFetching}
        />
      ) : !log.data ? (
        <Spinner className="size-5" />
      ) : log.data.entries.length === 0 ? (
        <p className="text-sm text-ink-600">No member of staff has viewed them.</p>
      ) : (
        <ul className="flex flex-col gap-1 text-sm">
          {log.data.entries.map((e) => (
            <li key={`${e.accessedAt}-${e.route}-${e.staffId}`} data-testid="access-log-entry">
              {formatDateTime(e.accessedAt)} · {e.staffName ?? 'A removed staff account'} ·{' '}
              {SHOWN_BY[e.route] ?? e.route}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
