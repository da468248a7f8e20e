import { KeyRound, UserCheck, UserX } from 'lucide-react';
import { useId, useState } from 'react';
import type { StaffAccount } from '@/core/contracts/staff-admin';
import { STAFF_ROLES, type StaffRole, staffRoleLabel } from '@/core/rules/staff-roles';
import { Avatar } from '@/web/components/ui/avatar';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Select } from '@/web/components/ui/select';
import { notify } from '@/web/components/ui/toast';
import { errorMessageFor } from '@/web/lib/api';
import { cn } from '@/web/lib/class-names';
import { useSendStaffReset, useUpdateStaff } from '../api/admin-staff';
import { DisableStaffDialog } from './disable-staff-dialog';

const CHANGE_FAILED = {
  server: 'The account could not be changed. Please try again.',
  network: 'The account could not be changed. Please check your connection and try again.',
};
const RESET_FAILED = {
  server: 'The reset link could not be sent. Please try again.',
  network: 'The reset link could not be sent. Please check your connection and try again.',
};

function studentCount(count: number): string {
  if (count === 0) return 'No students';
  return count === 1 ? '1 student' : `${count} students`;
}

/** One staff account: who, their role (changeable), whether they can sign in, and what an admin can do. */
export function StaffAccountCard({ account, isSelf }: { account: StaffAccount; isSelf: boolean }) {
  const name = `${account.firstName} ${account.lastName}`;
  const update = useUpdateStaff();
  const reset = useSendStaffReset();
  const [confirming, setConfirming] = useState(false);
  const roleId = useId();
  // While a role change is on its way the select shows the chosen role; once it settles the saved one shows
  // again, which after a refusal is the old one.
  const [roleChoice, setRoleChoice] = useState<StaffRole | null>(null);

  function changeRole(role: StaffRole) {
    setRoleChoice(role);
    update.mutate(
      { id: account.id, patch: { role } },
      {
        onSettled: () => setRoleChoice(null),
        onSuccess: () => notify.success(`${name} is now ${staffRoleLabel(role)}.`),
        onError: (error) => notify.error(errorMessageFor(error, CHANGE_FAILED)),
      },
    );
  }

  function setActive(active: boolean) {
    update.mutate(
      { id: account.id, patch: { active } },
      {
        onSuccess: () => {
          setConfirming(false);
          notify.success(active ? `${name} can sign in again.` : `${name} is disabled and signed out.`);
        },
        onError: (error) => {
          setConfirming(false);
          notify.error(errorMessageFor(error, CHANGE_FAILED));
        },
      },
    );
  }

  function sendReset() {
    reset.mutate(account.id, {
      onSuccess: ({ message }) => notify.success(message),
      onError: (error) => notify.error(errorMessageFor(error, RESET_FAILED)),
    });
  }

  return (
    <li
      data-testid="staff-account"
      className={cn(
        'grid gap-4 rounded-xl border border-line p-4 shadow-card sm:p-5',
        'lg:grid-cols-[minmax(0,1fr)_13rem_19rem] lg:items-center',
        account.active ? 'bg-white' : 'bg-cream-50',
      )}
    >
      <div className="flex min-w-0 items-start gap-3">
        <Avatar name={name} />
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-1.5">
            <h3 className="font-semibold text-ink-900">{name}</h3>
            {isSelf && <Badge tone="brand">You</Badge>}
            {account.active ? <Badge tone="success">Active</Badge> : <Badge tone="warning">Disabled</Badge>}
          </div>
          <p className="mt-0.5 text-sm break-all text-ink-600">{account.email}</p>
          <p className="mt-1 text-sm text-ink-700">
            {staffRoleLabel(account.role)} · {studentCount(account.studentCount)}
          </p>
          {isSelf && (
            <p id={`${roleId}-self`} className="mt-1 text-sm text-ink-600">
              Your own account: another administrator can change its role.
            </p>
          )}
        </div>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={roleId} className="text-sm font-semibold text-ink-700">
          Role<span className="sr-only"> of {name}</span>
        </label>
        <Select
          id={roleId}
          value={roleChoice ?? account.role}
          disabled={isSelf}
          aria-describedby={isSelf ? `${roleId}-self` : undefined}
          onChange={(event) => changeRole(event.target.value as StaffRole)}
        >
          {STAFF_ROLES.map((role) => (
            <option key={role} value={role}>
              {staffRoleLabel(role)}
            </option>
          ))}
        </Select>
      </div>
      <div className="flex flex-wrap gap-2 lg:justify-end">
        <Button
          variant="secondary"
          size="sm"
          onClick={sendReset}
          loading={reset.isPending}
          loadingText="Sending…"
          disabled={!account.active}
          aria-label={`Send reset link to ${name}`}
        >
          <KeyRound aria-hidden="true" />
          Send reset link
        </Button>
        {!isSelf &&
          (account.active ? (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => setConfirming(true)}
              disabled={update.isPending}
              aria-label={`Disable ${name}`}
            >
              <UserX aria-hidden="true" />
              Disable
            </Button>
          ) : (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => setActive(true)}
              loading={update.isPending}
              loadingText="Enabling…"
              aria-label={`Enable ${name}`}
            >
              <UserCheck aria-hidden="true" />
              Enable
            </Button>
          ))}
      </div>
      <DisableStaffDialog
        name={name}
        open={confirming}
        busy={update.isPending}
        onConfirm={() => setActive(false)}
        onCancel={() => setConfirming(false)}
      />
    </li>
  );
}
