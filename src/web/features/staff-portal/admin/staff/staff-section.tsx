import { UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/web/components/ui/button';
import { EmptyState } from '@/web/components/ui/empty-state';
import { LoadError } from '@/web/components/ui/load-error';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useAdminStaff } from '../api/admin-staff';
import { AddStaffDialog } from './add-staff-dialog';
import { StaffAccountCard } from './staff-account-card';

function StaffSkeleton() {
  return (
    <div className="flex flex-col gap-3" aria-busy="true">
      <p className="sr-only" role="status">
        Loading staff accounts…
      </p>
      {[0, 1, 2].map((i) => (
        <div
          key={i}
          className="flex items-center gap-3 rounded-xl border border-line bg-white p-5 shadow-card"
        >
          <Skeleton className="size-11 rounded-full" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-5 w-1/3" />
            <Skeleton className="h-4 w-1/2" />
          </div>
          <Skeleton className="hidden h-11 w-48 rounded-full lg:block" />
        </div>
      ))}
    </div>
  );
}

function summary(total: number, disabled: number): string {
  const accounts = total === 1 ? '1 account' : `${total} accounts`;
  return disabled ? `${accounts}, ${disabled} disabled` : accounts;
}

/** Staff accounts: add one with an e-mailed invitation, change a role, disable or enable, send a reset link. */
export function StaffSection({ selfId }: { selfId: string }) {
  const staff = useAdminStaff();
  const [adding, setAdding] = useState(false);
  // A fresh dialog each time it opens, so nothing typed for an earlier person lingers.
  const [dialogKey, setDialogKey] = useState(0);
  const accounts = staff.data?.staff ?? [];

  function openAdd() {
    setDialogKey((key) => key + 1);
    setAdding(true);
  }

  return (
    <section aria-labelledby="admin-staff-heading" className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h2 id="admin-staff-heading" className="font-display text-2xl font-semibold">
            Staff
          </h2>
          <p className="mt-1 text-sm text-ink-600">
            {staff.data
              ? `${summary(accounts.length, accounts.filter((a) => !a.active).length)}. A disabled account cannot sign in.`
              : 'Coaches, instructors and administrators who use this portal.'}
          </p>
        </div>
        <Button onClick={openAdd}>
          <UserPlus aria-hidden="true" />
          Add staff member
        </Button>
      </div>
      {staff.isError ? (
        <LoadError
          title="The staff accounts could not be loaded"
          onRetry={() => staff.refetch()}
          retrying={staff.isFetching}
        />
      ) : !staff.data ? (
        <StaffSkeleton />
      ) : accounts.length === 0 ? (
        <EmptyState icon={Users} title="No staff accounts" text="Add a coach to invite them to the portal." />
      ) : (
        <ul className="flex flex-col gap-3">
          {accounts.map((account) => (
            <StaffAccountCard key={account.id} account={account} isSelf={account.id === selfId} />
          ))}
        </ul>
      )}
      <AddStaffDialog key={dialogKey} open={adding} onOpenChange={setAdding} />
    </section>
  );
}
