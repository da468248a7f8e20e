/** Membership tiers in ascending rank. Content gating compares ranks, never names. */
export const MEMBERSHIP_TIERS = ['free', 'essentials', 'performance', 'elite', 'pro_prep'] as const;
export type MembershipTier = (typeof MEMBERSHIP_TIERS)[number];

export const MEMBERSHIP_TIER_LABELS: Record<MembershipTier, string> = {
  free: 'Free',
  essentials: 'Essentials',
  performance: 'Performance',
  elite: 'Elite',
  pro_prep: 'Pro Prep',
};

export function tierRank(tier: MembershipTier): number {
  return MEMBERSHIP_TIERS.indexOf(tier);
}

/** True when a member on `tier` may use content that requires `required`. */
export function tierAllows(tier: MembershipTier | null | undefined, required: MembershipTier): boolean {
  if (!tier) return false;
  return tierRank(tier) >= tierRank(required);
}
