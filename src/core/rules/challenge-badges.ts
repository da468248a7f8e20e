import { breakParLevel } from '../content/coaching/break-par-levels';
import type { ChippingTest } from '../content/coaching/chipping-tests';
import type { PuttingLadder } from '../content/coaching/putting-ladders';
import type { MedalTier } from './medals';

/** What a badge is called and looks like; the tier is decided by each challenge's own rule. */
export interface BadgeLook {
  challengeType: 'break_par' | 'putting' | 'chipping';
  challengeId: string;
  name: string;
  colour: string;
  emoji: string;
}

export const MEDAL_EMOJI: Record<MedalTier, string> = { gold: '🥇', silver: '🥈', bronze: '🥉' };

/** A Break Par level's badge wears the level's colour whatever the medal. */
export function breakParBadge(level: number): BadgeLook {
  const info = breakParLevel(level);
  if (!info) throw new RangeError(`No Break Par level ${level}`);
  return {
    challengeType: 'break_par',
    challengeId: String(level),
    name: info.badge.name,
    colour: info.colour,
    emoji: info.badge.emoji,
  };
}

/** A ladder's badge takes its medal's colour: a completed ladder shows gold, silver or bronze. */
export function puttingBadge(ladder: PuttingLadder, tier: MedalTier): BadgeLook {
  return {
    challengeType: 'putting',
    challengeId: ladder.id,
    name: `${ladder.name} Ladder`,
    colour: tier,
    emoji: tier === 'gold' ? '🏆' : MEDAL_EMOJI[tier],
  };
}

export function chippingBadge(test: ChippingTest, tier: MedalTier): BadgeLook {
  return {
    challengeType: 'chipping',
    challengeId: test.id,
    name: test.name,
    colour: tier,
    emoji: MEDAL_EMOJI[tier],
  };
}
