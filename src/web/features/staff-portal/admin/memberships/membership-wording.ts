import type { PlanSummary, StaffMembershipRow } from '@/core/contracts/memberships';
import { SQUAD_TIME_LABELS } from '@/core/rules/membership-state';
import { MEMBERSHIP_TIER_LABELS } from '@/core/rules/membership-tiers';
import type { BadgeTone } from '@/web/components/ui/badge';
import { formatDate } from '@/web/lib/format';

type StatusFacts = Pick<
  StaffMembershipRow,
  'status' | 'cancelAtPeriodEnd' | 'currentPeriodEnd' | 'graceUntil' | 'inGrace'
>;

/**
 * A membership's state in the academy's words. A failed renewal keeps the tier through the grace period, and a
 * cancellation keeps it to the end of the paid month, so each says until when.
 */
export function membershipStatusLabel(m: StatusFacts): { label: string; tone: BadgeTone } {
  switch (m.status) {
    case 'active':
      if (m.cancelAtPeriodEnd) {
        return {
          label: m.currentPeriodEnd ? `Cancelling — ends ${formatDate(m.currentPeriodEnd)}` : 'Cancelling',
          tone: 'warning',
        };
      }
      return { label: 'Active', tone: 'success' };
    case 'past_due':
      return {
        label: !m.graceUntil
          ? 'Payment failed'
          : m.inGrace
            ? `Payment failed — tier kept until ${formatDate(m.graceUntil)}`
            : `Payment failed — tier dropped ${formatDate(m.graceUntil)}`,
        tone: 'error',
      };
    case 'canceled':
      return { label: 'Ended', tone: 'neutral' };
    case 'incomplete':
      return { label: 'Incomplete', tone: 'neutral' };
    case 'checkout':
      return { label: 'Checkout not finished', tone: 'neutral' };
  }
}

/** The next payment's date, only while one is due: not after a cancellation, a failure or the end. */
export function nextPaymentLabel(m: StatusFacts): string | null {
  if (m.status !== 'active' || m.cancelAtPeriodEnd || !m.currentPeriodEnd) return null;
  return formatDate(m.currentPeriodEnd);
}

/** '3 of 4 this month' */
export function creditsLabel(credits: StaffMembershipRow['credits']): string | null {
  return credits ? `${credits.left} of ${credits.perMonth} this month` : null;
}

/** 'Fridays 4–5 pm' */
export function squadTimeLabel(time: StaffMembershipRow['squadTime']): string | null {
  return time ? `Fridays ${SQUAD_TIME_LABELS[time]}` : null;
}

export function planKindLabel(kind: PlanSummary['kind']): string {
  return kind === 'squad' ? 'Squad' : 'Coaching plan';
}

/** What the plan does to the member's tier: the squad leaves it as it is. */
export function planTierLabel(tier: PlanSummary['tier']): string {
  return tier ? `Gives ${MEMBERSHIP_TIER_LABELS[tier]}` : 'Tier unchanged';
}

/** '4 lessons a month', '4 squad sessions a month' */
export function planSessionsLabel(plan: Pick<PlanSummary, 'kind' | 'sessions'>): string {
  const noun = plan.kind === 'squad' ? 'squad session' : 'lesson';
  return `${plan.sessions} ${noun}${plan.sessions === 1 ? '' : 's'} a month`;
}

/** Pounds as typed ('49', '49.5', '£1,049.00'): two decimals at most. */
const POUNDS = /^£?\s*(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/;

/** Whether the text is an amount in pounds. */
export function isPounds(text: string): boolean {
  return POUNDS.test(text.trim());
}

/** Pounds as typed to whole pence, without floating-point error: '49.99' → 4999; NaN when it is not money. */
export function poundsToPence(text: string): number {
  const trimmed = text.trim();
  if (!isPounds(trimmed)) return Number.NaN;
  const [whole = '0', fraction = ''] = trimmed.replace(/^£\s*/, '').replaceAll(',', '').split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Pence as the price box shows it: 4900 → '49.00'. */
export function penceToPounds(pence: number): string {
  return (pence / 100).toFixed(2);
}
