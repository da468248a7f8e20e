import { useId, useState } from 'react';
import type { AdminStudent } from '@/core/contracts/staff-admin';
import { MEMBERSHIP_TIER_LABELS, MEMBERSHIP_TIERS, type MembershipTier } from '@/core/rules/membership-tiers';
import { Badge } from '@/web/components/ui/badge';
import { Select } from '@/web/components/ui/select';
import { Spinner } from '@/web/components/ui/spinner';
import { notify } from '@/web/components/ui/toast';
import { errorMessageFor } from '@/web/lib/api';
import { useUpdateAdminStudent } from '../api/admin-students';
import { AccessLog } from './access-log';
import { HandSetTier } from './hand-set-tier';
import type { CoachOption } from './student-filters';
import { TierDialog } from './tier-dialog';

const SAVE_FAILED = {
  server: 'The change could not be saved. Please try again.',
  network: 'The change could not be saved. Please check your connection and try again.',
};

/** The select's value for 'No coach' (a select cannot hold null). */
const NO_COACH = '';

/**
 * One student: who they are, and their tier and coach. A coach is saved as soon as it is chosen; a tier opens
 * a dialog asking why and until when, as it is then set by hand.
 */
export function StudentRow({ student, coaches }: { student: AdminStudent; coaches: readonly CoachOption[] }) {
  const name = `${student.firstName} ${student.lastName}`;
  // The select stays enabled while a coach is saved (disabling a focused control drops keyboard focus);
  // changes to one student are queued.
  const coachUpdate = useUpdateAdminStudent(student.id);
  const saving = coachUpdate.isPending;
  const tierId = useId();
  const coachId = useId();
  // While a change is asked about or on its way its select shows the new choice; once it settles the saved
  // value shows again, which after a failure or a cancel is the old one.
  const [tierChoice, setTierChoice] = useState<MembershipTier | null>(null);
  const [coachChoice, setCoachChoice] = useState<string | null>(null);
  const shownTier = tierChoice ?? student.membershipTier;
  const shownCoach = coachChoice ?? student.coachId ?? NO_COACH;
  const currentCoachListed = !student.coachId || coaches.some((c) => c.id === student.coachId);

  function changeCoach(value: string) {
    setCoachChoice(value);
    coachUpdate.mutate(
      { coachId: value === NO_COACH ? null : value },
      {
        onSettled: () => setCoachChoice(null),
        onSuccess: ({ student: saved }) =>
          notify.success(
            saved.coachName ? `${name} is now coached by ${saved.coachName}.` : `${name} has no coach now.`,
          ),
        onError: (error) => notify.error(errorMessageFor(error, SAVE_FAILED)),
      },
    );
  }

  return (
    <li
      data-testid="admin-student"
      className="grid gap-3 px-4 py-4 sm:px-5 lg:grid-cols-[minmax(0,1fr)_11rem_15rem] lg:items-end lg:gap-4"
    >
      <div className="min-w-0 lg:self-center">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <h3 className="font-semibold text-ink-900">{name}</h3>
          {student.junior && <Badge tone="info">Junior</Badge>}
          {saving && (
            <span className="inline-flex items-center gap-1.5 text-sm text-ink-600">
              <Spinner className="size-4" />
              Saving…
            </span>
          )}
        </div>
        <p className="mt-0.5 text-sm break-all text-ink-600">{student.email}</p>
        {student.tierOverride && (
          <HandSetTier studentId={student.id} name={name} override={student.tierOverride} />
        )}
      </div>
      <div className="grid gap-3 sm:grid-cols-2 lg:contents">
        <div className="flex flex-col gap-1">
          <label htmlFor={tierId} className="text-sm font-semibold text-ink-700">
            Tier<span className="sr-only"> of {name}</span>
          </label>
          <Select
            id={tierId}
            value={shownTier}
            onChange={(event) => setTierChoice(event.target.value as MembershipTier)}
          >
            {MEMBERSHIP_TIERS.map((tier) => (
              <option key={tier} value={tier}>
                {MEMBERSHIP_TIER_LABELS[tier]}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={coachId} className="text-sm font-semibold text-ink-700">
            Coach<span className="sr-only"> of {name}</span>
          </label>
          <Select id={coachId} value={shownCoach} onChange={(event) => changeCoach(event.target.value)}>
            <option value={NO_COACH}>No coach</option>
            {coaches.map((coach) => (
              // A disabled coach stays visible as a student's current one, but cannot be chosen anew.
              <option key={coach.id} value={coach.id} disabled={!coach.active}>
                {coach.active ? coach.name : `${coach.name} (disabled)`}
              </option>
            ))}
            {!currentCoachListed && student.coachId && (
              <option value={student.coachId} disabled>
                {student.coachName ?? 'Unknown coach'}
              </option>
            )}
          </Select>
        </div>
      </div>
      <div className="lg:col-span-3">
        <AccessLog studentId={student.id} name={name} />
      </div>
      <TierDialog
        student={{ id: student.id, name }}
        tier={tierChoice !== null && tierChoice !== student.membershipTier ? tierChoice : null}
        onClose={() => setTierChoice(null)}
      />
    </li>
  );
}
