/** The three medals every challenge awards, lowest first. */
export const MEDAL_TIERS = ['bronze', 'silver', 'gold'] as const;
export type MedalTier = (typeof MEDAL_TIERS)[number];

export const medalRank = (tier: MedalTier): number => MEDAL_TIERS.indexOf(tier);

/** The better of two medals: a better round upgrades a badge and a worse one never downgrades it. */
export function betterMedal(current: MedalTier | null | undefined, earned: MedalTier): MedalTier {
  if (!current) return earned;
  return medalRank(earned) > medalRank(current) ? earned : current;
}
