import {
  LADDER_PROGRESS_TOTAL,
  type PuttingLadder,
  puttingLadders,
} from '@/core/content/coaching/putting-ladders';
import type { Badge, LadderCompletion } from '@/core/contracts/challenges';
import { betterMedal, type MedalTier } from '@/core/rules/medals';

export type LadderCategory = PuttingLadder['category'];

/** The five ladder tabs, in the spec's order (student-portal §2). */
export const LADDER_TABS: ReadonlyArray<{ value: LadderCategory; label: string }> = [
  { value: '4-step', label: '4-Step' },
  { value: '6-step', label: '6-Step' },
  { value: '8-step', label: '8-Step' },
  { value: '10-step', label: '10-Step' },
  { value: 'champion', label: 'Champion' },
];

export const laddersIn = (category: LadderCategory): PuttingLadder[] =>
  puttingLadders.filter((ladder) => ladder.category === category);

/** The ladders the student has climbed at least once. */
export const climbedLadderIds = (completions: readonly LadderCompletion[]): ReadonlySet<string> =>
  new Set(completions.map((completion) => completion.ladder_id));

/** The best medal the server has awarded on each ladder, keyed by ladder id. */
export function bestMedalByLadder(badges: readonly Badge[]): ReadonlyMap<string, MedalTier> {
  const best = new Map<string, MedalTier>();
  for (const badge of badges) {
    if (badge.challenge_type !== 'putting') continue;
    best.set(badge.challenge_id, betterMedal(best.get(badge.challenge_id), badge.tier));
  }
  return best;
}

/** Ladders climbed out of every ladder there is, as a 0–100 share for the progress bar. */
export function ladderCollectionPercent(laddersCompleted: number): number {
  return Math.min(100, Math.round((laddersCompleted / LADDER_PROGRESS_TOTAL) * 100));
}

/** '1 attempt', '2 attempts'. */
export const attemptsLabel = (count: number) => `${count} ${count === 1 ? 'attempt' : 'attempts'}`;

export const MEDAL_NAMES: Record<MedalTier, string> = { gold: 'Gold', silver: 'Silver', bronze: 'Bronze' };
