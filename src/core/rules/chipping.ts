import { CHIPPING_SHOTS, type ChippingTest } from '../content/coaching/chipping-tests';
import type { MedalTier } from './medals';

export function isValidShotPoints(points: unknown): points is number {
  return Number.isInteger(points) && (points as number) >= 0 && (points as number) <= 5;
}

/** Gold 45–50, silver 40–44, bronze 35–39 (student-portal §9). */
export function chippingMedal(total: number): MedalTier | null {
  if (total >= 45) return 'gold';
  if (total >= 40) return 'silver';
  if (total >= 35) return 'bronze';
  return null;
}

/** The chart's level for a total on this test's distance. */
export function chippingHandicapLevel(test: ChippingTest, total: number): string {
  const band = test.handicapChart.find((b) => total >= b.range.min && total <= b.range.max);
  if (!band) throw new RangeError(`No band for a total of ${total}`);
  return band.level;
}

export interface ChippingResult {
  total: number;
  maxScore: number;
  medal: MedalTier | null;
  handicapLevel: string;
}

/** Scores ten shots: the server computes total, medal and level from the outcomes alone. */
export function scoreChippingTest(test: ChippingTest, shots: readonly number[]): ChippingResult {
  if (shots.length !== CHIPPING_SHOTS) throw new RangeError(`A test has ${CHIPPING_SHOTS} shots`);
  if (!shots.every(isValidShotPoints)) throw new RangeError('Each shot scores a whole number from 0 to 5');
  const total = shots.reduce((sum, s) => sum + s, 0);
  return {
    total,
    maxScore: CHIPPING_SHOTS * 5,
    medal: chippingMedal(total),
    handicapLevel: chippingHandicapLevel(test, total),
  };
}

/** Tests completed out of three, as a percentage capped at 100. */
export function chippingProgressPercent(testsCompleted: number, testCount = 3): number {
  return Math.min(100, Math.round((testsCompleted / testCount) * 100));
}
