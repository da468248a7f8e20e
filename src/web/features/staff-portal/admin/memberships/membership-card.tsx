import type { StaffMembershipRow } from '@/core/contracts/memberships';
import { Badge } from '@/web/components/ui/badge';
import { formatPence } from '@/web/lib/format';
import { creditsLabel, membershipStatusLabel, nextPaymentLabel, squadTimeLabel } from './membership-wording';

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-ink-600">{term}</dt>
      <dd className="font-medium break-words text-ink-900">{children}</dd>
    </div>
  );
}

/** One membership: who it is for and who pays, its state, and what it gives this month. */
export function MembershipCard({ membership: m }: { membership: StaffMembershipRow }) {
  const status = membershipStatusLabel(m);
  const next = nextPaymentLabel(m);
  const credits = creditsLabel(m.credits);
  const squad = squadTimeLabel(m.squadTime);
  const name = `${m.student.firstName} ${m.student.lastName}`;
  return (
    <li
      data-testid="membership"
      className="flex flex-col gap-3 rounded-xl border border-line bg-white p-4 shadow-card sm:p-5"
    >
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <h4 className="font-semibold text-ink-900">{name}</h4>
          <Badge tone={status.tone}>{status.label}</Badge>
        </div>
        <p className="text-sm break-words text-ink-600">
          {m.plan.name} · paid by {m.payer}
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 border-t border-line pt-3">
        <Fact term="Monthly price">{formatPence(m.pricePence)}</Fact>
        <Fact term="Next payment">{next ?? 'None due'}</Fact>
        {credits && <Fact term="Lessons left">{credits}</Fact>}
        {squad && <Fact term="Squad time">{squad}</Fact>}
      </dl>
    </li>
  );
}
