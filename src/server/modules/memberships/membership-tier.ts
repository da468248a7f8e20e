import { londonDate } from '@/core/rules/london-time';
import { effectiveTier, type MembershipFacts, type TierSource } from '@/core/rules/membership-state';
import type { MembershipTier } from '@/core/rules/membership-tiers';
import type { DbOrTx } from '../../db/client';
import { conflict } from '../../errors';
import { type MembershipRow, membershipsRepository, type PlanRow } from './memberships.repository';

export function factsOf(membership: MembershipRow, plan: Pick<PlanRow, 'tier'>): MembershipFacts {
  return {
    status: membership.status,
    planTier: plan.tier,
    graceUntil: membership.graceUntil,
    currentPeriodEnd: membership.currentPeriodEnd,
    cancelAtPeriodEnd: membership.cancelAtPeriodEnd,
  };
}

/** The tier a student has now and what gives it, from their membership and any hand-set tier. */
export async function tierNow(
  db: DbOrTx,
  studentId: string,
  now: Date,
): Promise<{ tier: MembershipTier; source: TierSource } | null> {
  const repo = membershipsRepository(db);
  const [membership, override] = await Promise.all([repo.current(studentId), repo.override(studentId)]);
  // A student with neither keeps the tier they have: nothing here decides it.
  if (!membership && !override) return null;
  const plan = membership ? await repo.plan(membership.planId) : undefined;
  return effectiveTier({
    membership: membership && plan ? factsOf(membership, plan) : null,
    override: override ? { tier: override.tier, endsOn: override.endsOn } : null,
    now,
    today: londonDate(now),
  });
}

/**
 * Writes the tier a student has now onto their account, which every gate reads (videos, downloads, badges).
 * Called in the transaction that changed a membership or a hand-set tier, and by the sweep for the ends that
 * come with time (grace, a cancelled period, a hand-set tier's last day). Answers whether it changed.
 */
export async function syncTier(db: DbOrTx, studentId: string, now: Date): Promise<boolean> {
  const decided = await tierNow(db, studentId, now);
  if (!decided) return false;
  const repo = membershipsRepository(db);
  if ((await repo.studentTier(studentId)) === decided.tier) return false;
  await repo.setStudentTier(studentId, decided.tier);
  return true;
}

/** Brings every tier a membership or hand-set tier decides up to date; answers how many changed. */
export async function sweepTiers(db: DbOrTx, now: Date): Promise<number> {
  let changed = 0;
  for (const id of await membershipsRepository(db).studentsWithTierSources()) {
    if (await syncTier(db, id, now)) changed++;
  }
  return changed;
}

/**
 * An administrator's hand-set tier (or, with `tier` null, its removal), and the student's tier after it.
 * The one way a tier is set by hand, whichever screen sets it.
 */
export async function setTierByHand(
  db: DbOrTx,
  input: {
    studentId: string;
    set: { tier: MembershipTier; reason: string; endsOn: string | null } | null;
    staffId: string;
    now: Date;
  },
): Promise<void> {
  const repo = membershipsRepository(db);
  if (input.set) {
    await repo.setOverride({
      studentId: input.studentId,
      ...input.set,
      setBy: input.staffId,
      createdAt: input.now,
    });
  } else {
    await repo.clearOverride(input.studentId);
  }
  // Without a hand-set tier or a membership, a student is on the free tier.
  await repo.setStudentTier(input.studentId, (await tierNow(db, input.studentId, input.now))?.tier ?? 'free');
}

export const CANCEL_MEMBERSHIP_FIRST =
  'This account pays for a membership. Cancel it in Manage membership first: the account can be deleted once it has ended.';

/**
 * An account whose membership Stripe still charges for is not deleted: the subscription would go on taking
 * money with nothing left to show for it. Every deletion path erases through one place, which asks here.
 */
export async function assertNoLiveSubscription(db: DbOrTx, studentId: string): Promise<void> {
  const live = await membershipsRepository(db).live(studentId);
  if (live?.stripeSubscriptionId) throw conflict(CANCEL_MEMBERSHIP_FIRST);
}
