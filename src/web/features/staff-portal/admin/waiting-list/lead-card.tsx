import { Mail, Phone } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/web/components/ui/badge';
import { Checkbox } from '@/web/components/ui/checkbox';
import { notify } from '@/web/components/ui/toast';
import { errorMessageFor } from '@/web/lib/api';
import { formatDate, formatDateTime } from '@/web/lib/format';
import { useMarkLead } from '../api/waiting-list';
import type { WaitingListLead } from './leads';

const SAVE_FAILED = {
  server: 'The lead could not be updated. Please try again.',
  network: 'The lead could not be updated. Please check your connection and try again.',
};

const contactLink =
  'inline-flex min-h-11 min-w-0 items-center gap-2 rounded-md text-base font-medium text-fairway-800 ' +
  'underline decoration-fairway-300 underline-offset-4 hover:decoration-fairway-700';

/** One family waiting for a place: who to call, about which programme, and whether someone has. */
export function LeadCard({ lead }: { lead: WaitingListLead }) {
  const mark = useMarkLead(lead.id);
  // While the tick is saved the box shows it; once it settles the saved state shows, which after a failure
  // is the old one.
  const [choice, setChoice] = useState<boolean | null>(null);
  const contacted = choice ?? lead.contactedAt !== null;

  function toggle(next: boolean) {
    setChoice(next);
    mark.mutate(next, {
      onSettled: () => setChoice(null),
      onSuccess: () =>
        notify.success(
          next ? `${lead.parentName} marked as contacted.` : `${lead.parentName} marked as not contacted.`,
        ),
      onError: (error) => notify.error(errorMessageFor(error, SAVE_FAILED)),
    });
  }

  return (
    <li
      data-testid="waiting-list-lead"
      className="flex flex-col gap-3 rounded-xl border border-line bg-white p-4 shadow-card sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1.5">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <h3 className="font-semibold text-ink-900">{lead.parentName}</h3>
            {!contacted && <Badge tone="gold">To contact</Badge>}
          </div>
          <p className="text-sm text-ink-600">
            Child aged {lead.childAge} ·{' '}
            <time dateTime={lead.createdAt}>{formatDateTime(lead.createdAt)}</time>
          </p>
        </div>
        <span className="rounded-full border border-fairway-200 bg-fairway-50 px-2.5 py-0.5 text-sm font-medium text-fairway-800">
          {lead.programme}
        </span>
      </div>
      <div className="flex flex-col gap-x-6 sm:flex-row sm:flex-wrap">
        <a href={`mailto:${lead.email}`} className={contactLink}>
          <Mail className="size-5 shrink-0" aria-hidden="true" />
          <span className="break-all">{lead.email}</span>
        </a>
        <a href={`tel:${lead.phone.replace(/[^\d+]/g, '')}`} className={contactLink}>
          <Phone className="size-5 shrink-0" aria-hidden="true" />
          <span>{lead.phone}</span>
        </a>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-x-3 border-t border-line pt-1">
        <Checkbox
          checked={contacted}
          onCheckedChange={(checked) => toggle(checked === true)}
          label={
            <>
              Contacted<span className="sr-only"> {lead.parentName}</span>
            </>
          }
        />
        {lead.contactedAt && choice === null && (
          <p className="text-sm text-ink-600">on {formatDate(lead.contactedAt)}</p>
        )}
      </div>
    </li>
  );
}
