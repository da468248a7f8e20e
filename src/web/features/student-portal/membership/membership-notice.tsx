import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '@/web/components/ui/alert';
import { namedStudentId, useActingStudent } from '../acting-student';
import { useMembership } from './membership-api';
import { allowanceLine, graceNotice, paymentLine } from './membership-words';

/**
 * The dashboard's line about the membership, and the banner after a failed renewal (the grace period, then its end):
 * each leads to the Membership page. Nothing when there is no membership and none can be bought here.
 */
export function MembershipNotice() {
  const studentId = namedStudentId(useActingStudent());
  const membership = useMembership(studentId);
  if (!membership.data) return null;
  const { membership: current, canBuy } = membership.data;
  const href = `/portal/membership${studentId ? `?studentId=${encodeURIComponent(studentId)}` : ''}`;
  const live = current && (current.status === 'active' || current.status === 'past_due') ? current : null;
  const grace = live ? graceNotice(live) : null;
  if (grace) {
    return (
      <Alert tone="error" title="Payment failed">
        {grace}{' '}
        <Link to={href} className="font-semibold underline underline-offset-4">
          Manage membership
        </Link>
      </Alert>
    );
  }
  if (!live && !canBuy) return null;
  return (
    <Link
      to={href}
      className="flex min-h-14 items-center justify-between gap-3 rounded-xl border border-line bg-white px-5 py-3 text-base shadow-card hover:border-fairway-600"
    >
      <span className="flex flex-col">
        <span className="font-semibold">{live ? `${live.plan.name} membership` : 'Choose a membership'}</span>
        <span className="text-sm text-ink-600">
          {live
            ? [allowanceLine(live), paymentLine(live)].filter(Boolean).join(' · ')
            : 'Monthly coaching with lessons included, billed by card'}
        </span>
      </span>
      <ChevronRight className="size-5 shrink-0 text-ink-600" aria-hidden="true" />
    </Link>
  );
}
