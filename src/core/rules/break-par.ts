import { BREAK_PAR_HOLES, type BreakParLevel, breakParLevels } from '../content/coaching/break-par-levels';
import type { MedalTier } from './medals';

export const BREAK_PAR_MAX_LEVEL = breakParLevels.length;
export const HOLE_SCORE_MIN = 1;
export const HOLE_SCORE_MAX = 10;

export function isValidHoleScore(score: unknown): score is number {
  return (
    Number.isInteger(score) && (score as number) >= HOLE_SCORE_MIN && (score as number) <= HOLE_SCORE_MAX
  );
}

/** Gold at or under target−2, silver at target−1, bronze at the target; above it the round does not pass. */
export function breakParMedal(total: number, target: number): MedalTier | null {
  if (total <= target - 2) return 'gold';
  if (total === target - 1) return 'silver';
  if (total === target) return 'bronze';
  return null;
}

export interface BreakParResult {
  total: number;
  target: number;
  par: number;
  passed: boolean;
  medal: MedalTier | null;
}

/** Scores a round of six holes against its level; the server's answer, whatever the browser thinks. */
export function scoreBreakParRound(level: BreakParLevel, scores: readonly number[]): BreakParResult {
  if (scores.length !== BREAK_PAR_HOLES) throw new RangeError(`A round has ${BREAK_PAR_HOLES} holes`);
  if (!scores.every(isValidHoleScore)) throw new RangeError('Each hole score is a whole number from 1 to 10');
  const total = scores.reduce((sum, s) => sum + s, 0);
  const medal = breakParMedal(total, level.targetScore);
  return {
    total,
    target: level.targetScore,
    par: level.parStructure.totalPar,
    passed: medal !== null,
    medal,
  };
}

export type HoleLabel = 'Albatross' | 'Eagle' | 'Birdie' | 'Par' | 'Bogey' | 'Double+';

/** A hole's name for a score against its par (student-portal §9). */
export function holeLabel(score: number, par: number): HoleLabel {
  const diff = score - par;
  if (diff <= -3) return 'Albatross';
  if (diff === -2) return 'Eagle';
  if (diff === -1) return 'Birdie';
  if (diff === 0) return 'Par';
  if (diff === 1) return 'Bogey';
  return 'Double+';
}

/** After passing `level`, the highest level open to the player (never beyond the last). */
export function unlockedAfterPass(highestUnlocked: number, passedLevel: number): number {
  return Math.min(BREAK_PAR_MAX_LEVEL, Math.max(highestUnlocked, passedLevel + 1));
}

/** Level 1 is always open; level N opens once level N−1 is completed. */
export function isLevelOpen(level: number, highestUnlocked: number): boolean {
  return level >= 1 && level <= Math.max(1, Math.min(highestUnlocked, BREAK_PAR_MAX_LEVEL));
}
