/**
 * The three chipping tests (student-portal §3, §9): ten shots from 10, 20 or 30 yards, each scored 0 to 5
 * by where the ball finishes, and a chart that reads the total as a handicap level.
 */

export interface ChippingOutcome {
  id: string;
  points: 0 | 1 | 2 | 3 | 4 | 5;
  description: string;
}

/** Highest first, as the game's outcome grid shows them. */
export const chippingOutcomes: ChippingOutcome[] = [
  { id: 'holed', points: 5, description: 'Holed' },
  { id: 'within-3-feet', points: 4, description: 'Within 3 feet' },
  { id: 'within-6-feet', points: 3, description: 'Within 6 feet' },
  { id: 'within-9-feet', points: 2, description: 'Within 9 feet' },
  { id: 'outside-9-feet', points: 1, description: 'Outside 9 feet or off the green' },
  { id: 'unplayable', points: 0, description: 'Chunked, bladed or unplayable' },
];

export interface HandicapBand {
  /** Inclusive total-score range. */
  range: { min: number; max: number };
  level: string;
  colour: string;
}

export interface ChippingTest {
  id: 'test-10-yard' | 'test-20-yard' | 'test-30-yard';
  name: string;
  distance: 10 | 20 | 30;
  description: string;
  handicapChart: HandicapBand[];
}

export const CHIPPING_SHOTS = 10;
export const CHIPPING_MAX_SCORE = 50;

const chart = (bands: [number, number][]): HandicapBand[] => {
  const levels = [
    ['Tour-level', 'purple'],
    ['Handicap 1-5', 'blue'],
    ['Handicap 6-10', 'green'],
    ['Handicap 11-15', 'yellow'],
    ['Handicap 16-20', 'orange'],
    ['Handicap 21+', 'red'],
  ] as const;
  return bands.map(([min, max], i) => ({ range: { min, max }, level: levels[i]![0], colour: levels[i]![1] }));
};

export const chippingTests: ChippingTest[] = [
  {
    id: 'test-10-yard',
    name: '10-Yard Chipping Test',
    distance: 10,
    description:
      'Ten chips from 10 yards off the green to one hole. A short, low-running chip: land it just on the green and let it roll like a putt.',
    handicapChart: chart([
      [45, 50],
      [40, 44],
      [35, 39],
      [30, 34],
      [25, 29],
      [0, 24],
    ]),
  },
  {
    id: 'test-20-yard',
    name: '20-Yard Chipping Test',
    distance: 20,
    description:
      'Ten shots from 20 yards. Choose your landing spot and club, then commit: the test rewards a repeatable strike and good distance control.',
    handicapChart: chart([
      [44, 50],
      [38, 43],
      [32, 37],
      [26, 31],
      [20, 25],
      [0, 19],
    ]),
  },
  {
    id: 'test-30-yard',
    name: '30-Yard Chipping Test',
    distance: 30,
    description:
      'Ten shots from 30 yards, between a chip and a pitch. Carry the ball further with more height and make it stop near the hole.',
    handicapChart: chart([
      [42, 50],
      [36, 41],
      [30, 35],
      [24, 29],
      [18, 23],
      [0, 17],
    ]),
  },
];

export function chippingTest(id: string): ChippingTest | undefined {
  return chippingTests.find((t) => t.id === id);
}
