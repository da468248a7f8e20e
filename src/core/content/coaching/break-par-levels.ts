/**
 * The Break Par Challenge's six levels (student-portal §3, §9): six holes each, played from the level's
 * yardage. The spec lists seven holes for level 6 while its scorecard has six: level 6 plays six holes
 * of par 3, 3, 4, 4, 4, 4 (22) with its target of 21 (docs/decisions/0009-coaching-content.md).
 */

export type BreakParColour = 'white' | 'yellow' | 'orange' | 'blue' | 'red' | 'purple';

export interface BreakParLevel {
  level: 1 | 2 | 3 | 4 | 5 | 6;
  name: string;
  colour: BreakParColour;
  /** Yards from tee to green on every hole. */
  yardage: number;
  parStructure: { totalPar: number; holesPars: number[] };
  targetScore: number;
  badge: { name: string; emoji: string; description: string };
}

export const BREAK_PAR_HOLES = 6;

export const breakParLevels: BreakParLevel[] = [
  {
    level: 1,
    name: 'Starter Stars',
    colour: 'white',
    yardage: 30,
    parStructure: { totalPar: 18, holesPars: [3, 3, 3, 3, 3, 3] },
    targetScore: 17,
    badge: {
      name: 'White Star Achiever',
      emoji: '⭐',
      description: 'Broke par over six holes from 30 yards: the first step from range to course.',
    },
  },
  {
    level: 2,
    name: 'Fairway Flyers',
    colour: 'yellow',
    yardage: 50,
    parStructure: { totalPar: 18, holesPars: [3, 3, 3, 3, 3, 3] },
    targetScore: 17,
    badge: {
      name: 'Yellow Flyer Badge',
      emoji: '🪁',
      description: 'Broke par from 50 yards: pitches that land on the green and putts that finish close.',
    },
  },
  {
    level: 3,
    name: 'Swing Builders',
    colour: 'orange',
    yardage: 75,
    parStructure: { totalPar: 18, holesPars: [3, 3, 3, 3, 3, 3] },
    targetScore: 17,
    badge: {
      name: 'Orange Swing Badge',
      emoji: '🔶',
      description: 'Broke par from 75 yards with a controlled wedge swing and a steady short game.',
    },
  },
  {
    level: 4,
    name: 'Junior Strikers',
    colour: 'blue',
    yardage: 100,
    parStructure: { totalPar: 18, holesPars: [3, 3, 3, 3, 3, 3] },
    targetScore: 17,
    badge: {
      name: 'Blue Striker Badge',
      emoji: '🎯',
      description: 'Broke par from 100 yards: clean strikes onto the green and no wasted shots around it.',
    },
  },
  {
    level: 5,
    name: 'Course Commanders',
    colour: 'red',
    yardage: 125,
    parStructure: { totalPar: 20, holesPars: [3, 3, 3, 3, 4, 4] },
    targetScore: 19,
    badge: {
      name: 'Red Commander Badge',
      emoji: '🛡️',
      description: 'Broke par from 125 yards, par 4s included: good decisions as well as good shots.',
    },
  },
  {
    level: 6,
    name: 'Pro Pathfinders',
    colour: 'purple',
    yardage: 150,
    parStructure: { totalPar: 22, holesPars: [3, 3, 4, 4, 4, 4] },
    targetScore: 21,
    badge: {
      name: 'Purple Pro Badge',
      emoji: '🏆',
      description:
        'Broke par from 150 yards over four par 4s and two par 3s: golf played like a tournament player.',
    },
  },
];

export function breakParLevel(level: number): BreakParLevel | undefined {
  return breakParLevels.find((l) => l.level === level);
}
