import { Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import type { AdminService, DiaryCoach } from '@/core/contracts/booking-admin';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { LoadError } from '@/web/components/ui/load-error';
import { Skeleton } from '@/web/components/ui/skeleton';
import { formatPence } from '@/web/lib/format';
import { useBookingServices } from '../api/booking-services';
import { ServiceDialog } from './service-dialog';

/** The payment rule in a few words, with the deposit where there is one. */
function paymentSummary(s: AdminService) {
  if (s.paymentRule === 'online_full') return 'Paid online in full';
  if (s.paymentRule === 'deposit') {
    const deposit = s.depositPence === null ? 'Deposit' : `${formatPence(s.depositPence)} deposit`;
    return `${deposit} online, rest at the venue`;
  }
  return 'Paid at the venue';
}

/** Admins: what can be booked, with its price, length, places and coaches. */
export function ServicesPanel({ coaches }: { coaches: DiaryCoach[] }) {
  const services = useBookingServices();
  const [editing, setEditing] = useState<AdminService | 'new' | null>(null);
  const coachName = (id: number) => coaches.find((c) => c.id === id)?.name ?? `Coach ${id}`;

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-base text-ink-600">Prices, lengths and coaches of everything bookable online.</p>
        <Button onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" />
          Add service
        </Button>
      </div>
      {services.isPending && (
        <div className="grid gap-4 md:grid-cols-2">
          <p role="status" className="sr-only">
            Loading services…
          </p>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-40 rounded-xl" />
          ))}
        </div>
      )}
      {services.isError && (
        <LoadError
          title="The services could not be loaded"
          onRetry={() => services.refetch()}
          retrying={services.isFetching}
        />
      )}
      {services.data && (
        <ul className="grid gap-4 md:grid-cols-2">
          {services.data.services.map((s) => (
            <li
              key={s.id}
              className="flex flex-col gap-3 rounded-xl border border-line bg-white p-5 shadow-card"
            >
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <h3 className="text-lg font-semibold text-ink-900">{s.name}</h3>
                  <div className="mt-1 flex flex-wrap gap-2">
                    <Badge tone="brand">{s.kind === 'lesson' ? 'Lesson' : 'Dated sessions'}</Badge>
                    {s.active ? <Badge tone="success">On sale</Badge> : <Badge>Not on sale</Badge>}
                  </div>
                </div>
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => setEditing(s)}
                  aria-label={`Edit ${s.name}`}
                >
                  <Pencil aria-hidden="true" />
                  Edit
                </Button>
              </div>
              <dl className="grid grid-cols-3 gap-3 text-base">
                <div>
                  <dt className="text-sm text-ink-600">Price</dt>
                  <dd className="font-semibold text-ink-900">{formatPence(s.pricePence)}</dd>
                </div>
                <div>
                  <dt className="text-sm text-ink-600">Length</dt>
                  <dd className="font-semibold text-ink-900">{s.duration} min</dd>
                </div>
                <div>
                  <dt className="text-sm text-ink-600">Places</dt>
                  <dd className="font-semibold text-ink-900">{s.capacity}</dd>
                </div>
              </dl>
              <p className="text-sm text-ink-600">
                {s.coachIds.length ? `Coaches: ${s.coachIds.map(coachName).join(', ')}` : 'Any coach'}
              </p>
              <p className="text-sm text-ink-600">Payment: {paymentSummary(s)}</p>
            </li>
          ))}
        </ul>
      )}
      <ServiceDialog service={editing} coaches={coaches} onClose={() => setEditing(null)} />
    </div>
  );
}
