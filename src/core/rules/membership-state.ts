import { CANCELLATION_NOTICE_HOURS } from '../content/programmes';
import type { MembershipTier } from './membership-tiers';

/** How long a member keeps their tier after a renewal fails, while Stripe retries the card (decision 0034). */
export const GRACE_DAYS = 7;
const DAY = 86_400_000;

export type MembershipStatus = 'checkout' | 'active' | 'past_due' | 'canceled' | 'incomplete';

export interface MembershipFacts {
  status: MembershipStatus;
  /** The tier the plan gives; null for a plan (the squad) that leaves the tier as it is. */
  planTier: MembershipTier | null;
  graceUntil: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

export interface OverrideFacts {
  tier: MembershipTier;
  /** The last London day it applies; null: until changed. */
  endsOn: string | null;
}

export function graceEnds(failedAt: Date): Date {
  return new Date(failedAt.getTime() + GRACE_DAYS * DAY);
}

/**
 * Whether a membership gives its tier now: while active (a cancellation keeps it to the end of the paid
 * period), and after a failed renewal only until the grace period ends.
 */
export function membershipEntitles(
  m: Pick<MembershipFacts, 'status' | 'cancelAtPeriodEnd' | 'currentPeriodEnd' | 'graceUntil'>,
  now: Date,
): boolean {
  if (m.status === 'active') {
    return !(m.cancelAtPeriodEnd && m.currentPeriodEnd !== null && m.currentPeriodEnd <= now);
  }
  if (m.status === 'past_due') return m.graceUntil !== null && now < m.graceUntil;
  return false;
}

export function overrideApplies(o: OverrideFacts, today: string): boolean {
  return o.endsOn === null || today <= o.endsOn;
}

export type TierSource = 'membership' | 'override' | 'none';

/**
 * The tier a student has: an administrator's hand-set tier while it lasts (it is deliberate: a gift, cash,
 * a correction), else what a membership gives, else free. `current` is kept for a student with neither,
 * so an account whose tier was never tied to either is not changed by a sweep.
 */
export function effectiveTier(input: {
  membership: MembershipFacts | null;
  override: OverrideFacts | null;
  now: Date;
  today: string;
}): { tier: MembershipTier; source: TierSource } {
  const { membership, override, now, today } = input;
  if (override && overrideApplies(override, today)) return { tier: override.tier, source: 'override' };
  if (membership?.planTier && membershipEntitles(membership, now)) {
    return { tier: membership.planTier, source: 'membership' };
  }
  return { tier: 'free', source: 'none' };
}

/** Session credits left in the current paid period: they renew each month and do not roll over. */
export function creditsLeft(sessionsPerMonth: number, usedThisPeriod: number): number {
  return Math.max(0, sessionsPerMonth - usedThisPeriod);
}

/** The longest lesson a credit pays for. */
export const CREDIT_LESSON_MAX_MINUTES = 60;

/** A credit comes back when its lesson is cancelled at least 48 hours before it starts. */
export function creditReturns(lessonStart: Date, cancelledAt: Date): boolean {
  return lessonStart.getTime() - cancelledAt.getTime() >= CANCELLATION_NOTICE_HOURS * 3_600_000;
}

/** The squad's two weekly times (Friday, London). */
export const SQUAD_TIMES = ['16:00', '17:00'] as const;
export type SquadTime = (typeof SQUAD_TIMES)[number];
export const SQUAD_TIME_LABELS: Record<SquadTime, string> = { '16:00': '4–5 pm', '17:00': '5–6 pm' };
