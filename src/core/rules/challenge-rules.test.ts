import { describe, expect, it } from 'vitest';
import { breakParLevel, breakParLevels } from '../content/coaching/break-par-levels';
import {
  CHIPPING_MAX_SCORE,
  chippingOutcomes,
  chippingTest,
  chippingTests,
} from '../content/coaching/chipping-tests';
import {
  breakParMedal,
  holeLabel,
  isLevelOpen,
  isValidHoleScore,
  scoreBreakParRound,
  unlockedAfterPass,
} from './break-par';
import { chippingHandicapLevel, chippingMedal, chippingProgressPercent, scoreChippingTest } from './chipping';
import { moduleProgressPercent, overallProgressPercent } from './curriculum-progress';
import { betterMedal } from './medals';
import {
  completeStep,
  ladderMedal,
  ladderProgressPercent,
  restartLadder,
  startLadder,
} from './putting-ladder';

describe('Break Par levels', () => {
  it('has the six levels of the table, six holes each, pars adding up', () => {
    expect(breakParLevels.map((l) => [l.level, l.name, l.colour, l.yardage, l.targetScore])).toEqual([
      [1, 'Starter Stars', 'white', 30, 17],
      [2, 'Fairway Flyers', 'yellow', 50, 17],
      [3, 'Swing Builders', 'orange', 75, 17],
      [4, 'Junior Strikers', 'blue', 100, 17],
      [5, 'Course Commanders', 'red', 125, 19],
      [6, 'Pro Pathfinders', 'purple', 150, 21],
    ]);
    for (const level of breakParLevels) {
      expect(level.parStructure.holesPars).toHaveLength(6);
      expect(level.parStructure.holesPars.reduce((a, b) => a + b, 0)).toBe(level.parStructure.totalPar);
      expect(level.targetScore).toBe(level.parStructure.totalPar - 1);
      expect(level.badge.name && level.badge.emoji && level.badge.description).toBeTruthy();
    }
    expect(breakParLevels.map((l) => l.badge.name)).toEqual([
      'White Star Achiever',
      'Yellow Flyer Badge',
      'Orange Swing Badge',
      'Blue Striker Badge',
      'Red Commander Badge',
      'Purple Pro Badge',
    ]);
    expect(breakParLevel(5)?.parStructure.holesPars).toEqual([3, 3, 3, 3, 4, 4]);
    expect(breakParLevel(6)?.parStructure.totalPar).toBe(22);
  });
});

describe('Break Par rules', () => {
  const level1 = breakParLevel(1)!;

  it('awards gold at or under target−2, silver at target−1, bronze at the target, nothing above', () => {
    expect(breakParMedal(14, 17)).toBe('gold');
    expect(breakParMedal(15, 17)).toBe('gold');
    expect(breakParMedal(16, 17)).toBe('silver');
    expect(breakParMedal(17, 17)).toBe('bronze');
    expect(breakParMedal(18, 17)).toBeNull();
  });

  it.each([
    [1, 17],
    [2, 17],
    [3, 17],
    [4, 17],
    [5, 19],
    [6, 21],
  ])('level %i (target %i): the medal boundaries of a real round', (n, target) => {
    const level = breakParLevel(n)!;
    expect(level.targetScore).toBe(target);
    // A round of pars, then strokes taken off the first holes to reach each total.
    const roundOf = (total: number) => {
      const scores = [...level.parStructure.holesPars];
      let over = scores.reduce((a, b) => a + b, 0) - total;
      for (let i = 0; over > 0; i = (i + 1) % scores.length) {
        if (scores[i]! > 1) {
          scores[i]!--;
          over--;
        }
      }
      for (let i = 0; over < 0; i = (i + 1) % scores.length, over++) scores[i]!++;
      return scores;
    };
    const medalAt = (total: number) => scoreBreakParRound(level, roundOf(total));
    expect(medalAt(target - 3)).toMatchObject({ total: target - 3, medal: 'gold', passed: true });
    expect(medalAt(target - 2)).toMatchObject({ medal: 'gold', passed: true });
    expect(medalAt(target - 1)).toMatchObject({ medal: 'silver', passed: true });
    expect(medalAt(target)).toMatchObject({ medal: 'bronze', passed: true });
    expect(medalAt(target + 1)).toMatchObject({ medal: null, passed: false });
  });

  it('recomputes a round from its six hole scores', () => {
    expect(scoreBreakParRound(level1, [3, 3, 2, 3, 3, 3])).toEqual({
      total: 17,
      target: 17,
      par: 18,
      passed: true,
      medal: 'bronze',
    });
    expect(scoreBreakParRound(breakParLevel(6)!, [3, 3, 4, 4, 4, 4])).toMatchObject({
      total: 22,
      passed: false,
      medal: null,
    });
    expect(() => scoreBreakParRound(level1, [3, 3, 3, 3, 3])).toThrow(RangeError);
    expect(() => scoreBreakParRound(level1, [3, 3, 3, 3, 3, 11])).toThrow(RangeError);
    expect(() => scoreBreakParRound(level1, [3, 3, 3, 3, 3, 0])).toThrow(RangeError);
    expect(() => scoreBreakParRound(level1, [3, 3, 3, 3, 3, 2.5])).toThrow(RangeError);
  });

  it('accepts whole hole scores from 1 to 10 only', () => {
    expect([0, 1, 8, 10, 11, 2.5, '3', null].map(isValidHoleScore)).toEqual([
      false,
      true,
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });

  it('names each hole against its par', () => {
    expect([1, 2, 3, 4, 5, 6, 9].map((s) => holeLabel(s, 4))).toEqual([
      'Albatross',
      'Eagle',
      'Birdie',
      'Par',
      'Bogey',
      'Double+',
      'Double+',
    ]);
    expect(holeLabel(1, 3)).toBe('Eagle');
  });

  it('unlocks the next level on a pass, never beyond level 6, and never locks one again', () => {
    expect(unlockedAfterPass(1, 1)).toBe(2);
    expect(unlockedAfterPass(6, 6)).toBe(6);
    expect(unlockedAfterPass(4, 2)).toBe(4);
    expect(isLevelOpen(1, 0)).toBe(true);
    expect(isLevelOpen(3, 2)).toBe(false);
    expect(isLevelOpen(7, 9)).toBe(false);
  });

  it('keeps the better medal', () => {
    expect(betterMedal(null, 'bronze')).toBe('bronze');
    expect(betterMedal('bronze', 'gold')).toBe('gold');
    expect(betterMedal('gold', 'silver')).toBe('gold');
  });
});

describe('chipping tests', () => {
  it('has the three tests and the six outcomes, highest first', () => {
    expect(chippingTests.map((t) => [t.id, t.distance])).toEqual([
      ['test-10-yard', 10],
      ['test-20-yard', 20],
      ['test-30-yard', 30],
    ]);
    expect(chippingOutcomes.map((o) => o.points)).toEqual([5, 4, 3, 2, 1, 0]);
    expect(CHIPPING_MAX_SCORE).toBe(50);
  });

  it("charts cover 0 to 50 in contiguous bands with no overlap, as the spec's table", () => {
    for (const test of chippingTests) {
      const bands = [...test.handicapChart].sort((a, b) => a.range.min - b.range.min);
      expect(bands[0]!.range.min).toBe(0);
      expect(bands.at(-1)!.range.max).toBe(50);
      for (let i = 1; i < bands.length; i++) expect(bands[i]!.range.min).toBe(bands[i - 1]!.range.max + 1);
    }
    const rows = Object.fromEntries(
      chippingTests.map((t) => [t.distance, t.handicapChart.map((b) => `${b.range.min}-${b.range.max}`)]),
    );
    expect(rows).toEqual({
      10: ['45-50', '40-44', '35-39', '30-34', '25-29', '0-24'],
      20: ['44-50', '38-43', '32-37', '26-31', '20-25', '0-19'],
      30: ['42-50', '36-41', '30-35', '24-29', '18-23', '0-17'],
    });
  });

  it.each([
    [
      'test-10-yard',
      [
        [45, 50],
        [40, 44],
        [35, 39],
        [30, 34],
        [25, 29],
        [0, 24],
      ],
    ],
    [
      'test-20-yard',
      [
        [44, 50],
        [38, 43],
        [32, 37],
        [26, 31],
        [20, 25],
        [0, 19],
      ],
    ],
    [
      'test-30-yard',
      [
        [42, 50],
        [36, 41],
        [30, 35],
        [24, 29],
        [18, 23],
        [0, 17],
      ],
    ],
  ] as const)('%s reads every band at both of its edges', (id, bands) => {
    const test = chippingTest(id)!;
    const names = [
      'Tour-level',
      'Handicap 1-5',
      'Handicap 6-10',
      'Handicap 11-15',
      'Handicap 16-20',
      'Handicap 21+',
    ];
    bands.forEach(([min, max], i) => {
      expect(chippingHandicapLevel(test, min), `${id} ${min}`).toBe(names[i]);
      expect(chippingHandicapLevel(test, max), `${id} ${max}`).toBe(names[i]);
    });
  });

  it('scores ten shots into total, medal and handicap level', () => {
    const test20 = chippingTest('test-20-yard')!;
    expect(scoreChippingTest(test20, [5, 4, 4, 4, 4, 4, 4, 4, 4, 4])).toEqual({
      total: 41,
      maxScore: 50,
      medal: 'silver',
      handicapLevel: 'Handicap 1-5',
    });
    expect(chippingHandicapLevel(test20, 19)).toBe('Handicap 21+');
    expect(chippingHandicapLevel(chippingTest('test-10-yard')!, 45)).toBe('Tour-level');
    expect([50, 45, 44, 40, 39, 35, 34, 0].map(chippingMedal)).toEqual([
      'gold',
      'gold',
      'silver',
      'silver',
      'bronze',
      'bronze',
      null,
      null,
    ]);
    expect(() => scoreChippingTest(test20, [5, 5, 5])).toThrow(RangeError);
    expect(() => scoreChippingTest(test20, [6, 5, 5, 5, 5, 5, 5, 5, 5, 5])).toThrow(RangeError);
    expect(chippingProgressPercent(2)).toBe(67);
    expect(chippingProgressPercent(5)).toBe(100);
  });
});

describe('putting ladder', () => {
  it('advances a step at a time, restarts from the bottom on a miss, and completes at the top', () => {
    let run = startLadder();
    run = completeStep(run, 4);
    run = completeStep(run, 4);
    expect(ladderProgressPercent(run, 4)).toBe(50);
    run = restartLadder(run);
    expect(run).toEqual({ step: 0, attempts: 1, completed: false });
    for (let i = 0; i < 4; i++) run = completeStep(run, 4);
    expect(run).toEqual({ step: 4, attempts: 1, completed: true });
    expect(completeStep(run, 4)).toBe(run);
  });

  it('awards gold with no restart, silver after one or two, bronze after more', () => {
    expect([0, 1, 2, 3, 10].map(ladderMedal)).toEqual(['gold', 'silver', 'silver', 'bronze', 'bronze']);
  });
});

describe('curriculum progress', () => {
  it('rounds module and overall progress', () => {
    expect(moduleProgressPercent(1, 3)).toBe(33);
    expect(moduleProgressPercent(2, 3)).toBe(67);
    expect(moduleProgressPercent(0, 0)).toBe(0);
    expect(overallProgressPercent([33, 67, 100])).toBe(67);
    expect(overallProgressPercent([])).toBe(0);
  });
});
