import { IdCard } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from '@/web/components/ui/empty-state';
import { LoadError } from '@/web/components/ui/load-error';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useAdminMembershipPlans, useAdminMemberships } from '../api/admin-memberships';
import { MembershipCard } from './membership-card';
import { PlansList } from './plans-list';

function CardsSkeleton({ label, count }: { label: string; count: number }) {
  return (
    <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4" aria-busy="true">
      <p className="sr-only" role="status">
        {label}
      </p>
      {['a', 'b', 'c', 'd'].slice(0, count).map((slot) => (
        <div
          key={slot}
          className="flex flex-col gap-3 rounded-xl border border-line bg-white p-5 shadow-card"
        >
          <Skeleton className="h-5 w-32" />
          <Skeleton className="h-7 w-24" />
          <Skeleton className="h-4 w-40" />
          <Skeleton className="h-10 w-36" />
        </div>
      ))}
    </div>
  );
}

function Plans() {
  const plans = useAdminMembershipPlans();
  if (plans.isError) {
    return (
      <LoadError
        title="The plans could not be loaded"
        onRetry={() => plans.refetch()}
        retrying={plans.isFetching}
      />
    );
  }
  if (!plans.data) return <CardsSkeleton label="Loading plans…" count={4} />;
  return <PlansList plans={plans.data.plans} />;
}

function Memberships() {
  const list = useAdminMemberships();
  let body: ReactNode;
  if (list.isError) {
    body = (
      <LoadError
        title="The memberships could not be loaded"
        onRetry={() => list.refetch()}
        retrying={list.isFetching}
      />
    );
  } else if (!list.data) {
    body = <CardsSkeleton label="Loading memberships…" count={2} />;
  } else if (list.data.memberships.length === 0) {
    body = (
      <EmptyState
        icon={IdCard}
        title="No memberships yet"
        text="When a member buys a plan online it appears here, with its payments and lessons left."
      />
    );
  } else {
    const memberships = list.data.memberships;
    body = (
      <>
        <p className="text-sm text-ink-600">
          {memberships.length} {memberships.length === 1 ? 'membership' : 'memberships'}
        </p>
        <ul className="grid gap-3 lg:grid-cols-2">
          {memberships.map((m) => (
            <MembershipCard key={m.id} membership={m} />
          ))}
        </ul>
      </>
    );
  }
  return body;
}

/** The plans and their prices, and every membership bought online with where it stands. */
export function MembershipsSection() {
  return (
    <section aria-labelledby="admin-memberships-heading" className="flex flex-col gap-8">
      <div className="flex flex-col gap-4">
        <div>
          <h2 id="admin-memberships-heading" className="font-display text-2xl font-semibold">
            Memberships
          </h2>
          <p className="mt-1 text-sm text-ink-600">
            What each plan costs a new member, and every membership bought online. A price change applies to
            new members; members already paying keep their price.
          </p>
        </div>
        <h3 className="text-lg font-semibold text-ink-900">Plans and prices</h3>
        <Plans />
      </div>
      <div className="flex flex-col gap-4">
        <h3 className="text-lg font-semibold text-ink-900">Members</h3>
        <Memberships />
      </div>
    </section>
  );
}
