import { ClipboardList, PartyPopper } from 'lucide-react';
import { useState } from 'react';
import { Checkbox } from '@/web/components/ui/checkbox';
import { EmptyState } from '@/web/components/ui/empty-state';
import { LoadError } from '@/web/components/ui/load-error';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useWaitingList } from '../api/waiting-list';
import { LeadCard } from './lead-card';
import { leadsSummary, visibleLeads } from './leads';

function LeadsSkeleton() {
  return (
    <div className="grid gap-3 lg:grid-cols-2" aria-busy="true">
      <p className="sr-only" role="status">
        Loading the waiting list…
      </p>
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="flex flex-col gap-3 rounded-xl border border-line bg-white p-5 shadow-card">
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-4 w-56" />
          <Skeleton className="h-11 w-64" />
          <Skeleton className="h-11 w-32" />
        </div>
      ))}
    </div>
  );
}

/** The families who asked for a place through the public site's waiting-list form, newest first. */
export function WaitingListSection() {
  const list = useWaitingList();
  const [uncontactedOnly, setUncontactedOnly] = useState(false);
  const leads = list.data?.leads ?? [];
  const shown = visibleLeads(leads, uncontactedOnly);

  return (
    <section aria-labelledby="admin-waiting-heading" className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
        <div className="min-w-0">
          <h2 id="admin-waiting-heading" className="font-display text-2xl font-semibold">
            Waiting list
          </h2>
          <p className="mt-1 text-sm text-ink-600">
            {list.data && leads.length > 0
              ? `${leadsSummary(leads)}. Tick a lead once someone has been in touch.`
              : 'Families who asked for a place through the website.'}
          </p>
        </div>
        {list.data && leads.length > 0 && (
          <Checkbox
            checked={uncontactedOnly}
            onCheckedChange={(checked) => setUncontactedOnly(checked === true)}
            label="Only show leads not contacted yet"
          />
        )}
      </div>
      {list.isError ? (
        <LoadError
          title="The waiting list could not be loaded"
          onRetry={() => list.refetch()}
          retrying={list.isFetching}
        />
      ) : !list.data ? (
        <LeadsSkeleton />
      ) : leads.length === 0 ? (
        <EmptyState
          icon={ClipboardList}
          title="Nobody on the waiting list"
          text="When a family joins the waiting list on the website, they appear here with their details."
        />
      ) : shown.length === 0 ? (
        <EmptyState
          icon={PartyPopper}
          title="Everyone has been contacted"
          text="Untick the filter to see every lead."
        />
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2">
          {shown.map((lead) => (
            <LeadCard key={lead.id} lead={lead} />
          ))}
        </ul>
      )}
    </section>
  );
}
