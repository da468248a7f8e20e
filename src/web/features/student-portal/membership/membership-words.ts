import type { MembershipSummary, MembershipView } from '@/core/contracts/memberships';
import { SQUAD_TIME_LABELS } from '@/core/rules/membership-state';
import { MEMBERSHIP_TIER_LABELS } from '@/core/rules/membership-tiers';
import { formatDate, formatPence } from '@/web/lib/format';

/*
 * A membership in words, from what the server answered and nothing else: the portal, the Family page and the
 * dashboard's banner say it the same way.
 */

export type StatusTone = 'success' | 'warning' | 'error' | 'neutral';

/** The status badge: what the membership is doing now. */
export function statusOf(m: MembershipSummary): { label: string; tone: StatusTone } {
  switch (m.status) {
    case 'active':
      return m.cancelAtPeriodEnd
        ? { label: 'Cancelling', tone: 'warning' }
        : { label: 'Active', tone: 'success' };
    case 'past_due':
      return { label: 'Payment failed', tone: 'error' };
    case 'canceled':
      return { label: 'Ended', tone: 'neutral' };
    default:
      return { label: 'Not started', tone: 'neutral' };
  }
}

/** "£440.00 a month · next payment 22 Dec 2026", or when it ends instead of renewing. */
export function paymentLine(m: MembershipSummary): string {
  const price = `${formatPence(m.pricePence)} a month`;
  if (!m.currentPeriodEnd) return price;
  if (m.status === 'canceled') return `Ended ${formatDate(m.currentPeriodEnd)}`;
  if (m.cancelAtPeriodEnd) return `${price} · ends ${formatDate(m.currentPeriodEnd)}, nothing more to pay`;
  if (m.status === 'past_due') return `${price} · the last payment failed`;
  return `${price} · next payment ${formatDate(m.currentPeriodEnd)}`;
}

/** "3 of 8 lessons left this month", or the squad's weekly place. */
export function allowanceLine(m: MembershipSummary): string | null {
  if (m.squadTime) return `Fridays ${SQUAD_TIME_LABELS[m.squadTime]}, a fixed place every week`;
  if (!m.credits) return null;
  const { left, perMonth } = m.credits;
  return `${left} of ${perMonth} ${perMonth === 1 ? 'lesson' : 'lessons'} left this month`;
}

/**
 * After a failed renewal: until when the tier is kept and what to do, or, once the server has ended the
 * grace period and dropped the tier, that it closed and how to open it again. Null otherwise.
 */
export function graceNotice(m: MembershipSummary): string | null {
  if (m.status !== 'past_due' || !m.graceUntil) return null;
  const plan = m.plan.name;
  return m.inGrace
    ? `The last payment for ${plan} did not go through. Everything in ${plan} stays open until ${formatDate(m.graceUntil)}: update the card in Manage membership and Stripe will try again.`
    : `The last payment for ${plan} did not go through, and what ${plan} opens closed on ${formatDate(m.graceUntil)}. Update the card in Manage membership: once Stripe takes the payment, it opens again.`;
}

/** Where the tier comes from, when it is not simply the membership. */
export function tierSourceLine(
  view: Pick<MembershipView, 'tier' | 'tierSource' | 'override'>,
): string | null {
  const tier = MEMBERSHIP_TIER_LABELS[view.tier];
  if (view.tierSource === 'override' && view.override) {
    const until = view.override.endsOn ? ` until ${formatDate(view.override.endsOn)}` : '';
    return `${tier}, set by the academy${until}: ${view.override.reason}`;
  }
  if (view.tierSource === 'membership') return null;
  return view.tier === 'free' ? null : `${tier}, set by the academy`;
}
