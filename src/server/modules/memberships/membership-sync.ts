import { graceEnds, type MembershipStatus } from '@/core/rules/membership-state';
import type { Tx } from '../../db/client';
import type { Subscription } from '../payments/stripe-billing';
import { syncTier } from './membership-tier';
import { type MembershipRow, membershipsRepository } from './memberships.repository';

/** Stripe's subscription statuses, as a membership's. */
export function statusOf(stripe: Subscription['status']): MembershipStatus {
  switch (stripe) {
    case 'active':
    case 'trialing':
      return 'active';
    case 'past_due':
    case 'unpaid':
      return 'past_due';
    case 'incomplete':
    case 'paused':
      return 'incomplete';
    default:
      return 'canceled';
  }
}

export interface Applied {
  membership: MembershipRow;
  /** It became active (first payment, or a renewal after a failure). */
  activated: boolean;
  /** A new paid period began. */
  renewed: boolean;
}

/**
 * Makes a membership what Stripe says its subscription is now: status, paid period, cancellation, plan (by
 * its price) and what the member pays; a grace period from the first failed renewal; then the student's tier.
 * The subscription is always Stripe's current one (read from Stripe, not taken from an event), so events
 * that arrive late, twice or out of order cannot set an older state over a newer one.
 */
export async function applySubscription(
  tx: Tx,
  membership: MembershipRow,
  sub: Subscription,
  now: Date,
  failedAt?: Date,
  onDuplicate?: (paid: MembershipRow, live: MembershipRow) => Promise<void>,
): Promise<Applied> {
  const repo = membershipsRepository(tx);
  let status = statusOf(sub.status);
  if (status === 'active' || status === 'past_due') {
    // Two Checkouts paid for one student (opened in two tabs): the second is recorded, gives nothing,
    // and the academy is told to cancel it; the processing of later events must not stop on it.
    const other = await repo.live(membership.studentId);
    if (other && other.id !== membership.id) {
      status = 'incomplete';
      await onDuplicate?.(membership, other);
    }
  }
  const planId = (await repo.planOfPrice(sub.priceId)) ?? membership.planId;
  const graceUntil = status === 'past_due' ? (membership.graceUntil ?? graceEnds(failedAt ?? now)) : null;
  const values = {
    status,
    planId,
    pricePence: sub.unitAmount > 0 ? sub.unitAmount : membership.pricePence,
    stripeSubscriptionId: sub.id,
    stripeCustomerId: sub.customerId,
    currentPeriodStart: sub.currentPeriodStart,
    currentPeriodEnd: sub.currentPeriodEnd,
    cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
    graceUntil,
    startedAt: membership.startedAt ?? (status === 'active' ? now : null),
    updatedAt: now,
  };
  await repo.update(membership.id, values);
  await syncTier(tx, membership.studentId, now);
  return {
    membership: { ...membership, ...values },
    activated: status === 'active' && membership.status !== 'active',
    renewed:
      status === 'active' &&
      (membership.currentPeriodStart?.getTime() ?? 0) !== sub.currentPeriodStart.getTime(),
  };
}
