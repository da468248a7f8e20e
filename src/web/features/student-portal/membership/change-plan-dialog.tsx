import { useState } from 'react';
import type { MembershipSummary, PlanSummary } from '@/core/contracts/memberships';
import { MutationDialog } from '@/web/components/portal/mutation-dialog';
import { formatPence } from '@/web/lib/format';
import { useChangePlan } from './membership-api';

/** Moves to another plan: Stripe charges or credits the difference for the rest of the month. */
export function ChangePlanDialog({
  open,
  onOpenChange,
  current,
  plans,
  studentId,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  current: MembershipSummary;
  plans: PlanSummary[];
  studentId?: string;
}) {
  const change = useChangePlan(studentId);
  const [planId, setPlanId] = useState<number | null>(null);
  return (
    <MutationDialog
      open={open}
      onOpenChange={onOpenChange}
      mutation={change}
      onReopen={() => setPlanId(null)}
      title="Change plan"
      description={`From ${current.plan.name} (${formatPence(current.pricePence)} a month). Stripe charges or credits the difference for the rest of this month; the new plan applies once it is paid.`}
      failure={{
        server: 'The plan could not be changed. Nothing was charged: please try again.',
        network: 'We could not reach the academy. Check your connection and try again.',
      }}
      submitLabel="Change plan"
      loadingText="Changing plan…"
      onSubmit={(event) => {
        event.preventDefault();
        if (planId !== null) change.mutate(planId, { onSuccess: () => onOpenChange(false) });
      }}
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="sr-only">New plan</legend>
        {plans.map((plan) => (
          <label
            key={plan.id}
            className="flex items-center justify-between gap-3 rounded-md border border-ink-200 px-4 py-3 text-base has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
          >
            <span className="flex items-center gap-3">
              <input
                type="radio"
                name="plan"
                value={plan.id}
                checked={planId === plan.id}
                onChange={() => setPlanId(plan.id)}
                className="size-4 accent-brand-700"
                required
              />
              {plan.name}
              {plan.sessions > 0 && <span className="text-ink-600">· {plan.sessions} lessons</span>}
            </span>
            <span className="font-medium">{formatPence(plan.pricePence)} a month</span>
          </label>
        ))}
      </fieldset>
    </MutationDialog>
  );
}
