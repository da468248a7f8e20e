import { PoundSterling } from 'lucide-react';
import { useState } from 'react';
import type { PlanSummary } from '@/core/contracts/memberships';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { formatPence } from '@/web/lib/format';
import { planKindLabel, planSessionsLabel, planTierLabel } from './membership-wording';
import { PlanPriceDialog } from './plan-price-dialog';

function PlanCard({ plan }: { plan: PlanSummary }) {
  const [open, setOpen] = useState(false);
  return (
    <li
      data-testid="membership-plan"
      className="flex flex-col gap-3 rounded-xl border border-line bg-white p-4 shadow-card sm:p-5"
    >
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <h4 className="font-semibold text-ink-900">{plan.name}</h4>
        <Badge tone={plan.kind === 'squad' ? 'info' : 'brand'}>{planKindLabel(plan.kind)}</Badge>
      </div>
      <p className="text-ink-900">
        <span data-testid="plan-price" className="font-display text-2xl font-semibold">
          {formatPence(plan.pricePence)}
        </span>{' '}
        <span className="text-sm text-ink-600">a month</span>
      </p>
      <p className="text-sm text-ink-700">
        {planTierLabel(plan.tier)} · {planSessionsLabel(plan)}
      </p>
      <div className="mt-auto border-t border-line pt-3">
        <Button
          variant="secondary"
          size="sm"
          aria-label={`Change price of ${plan.name}`}
          onClick={() => setOpen(true)}
        >
          <PoundSterling aria-hidden="true" />
          Change price
        </Button>
      </div>
      <PlanPriceDialog plan={plan} open={open} onOpenChange={setOpen} />
    </li>
  );
}

/** The plans on sale and what a new member pays for each. */
export function PlansList({ plans }: { plans: readonly PlanSummary[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
      {plans.map((plan) => (
        <PlanCard key={plan.id} plan={plan} />
      ))}
    </ul>
  );
}
