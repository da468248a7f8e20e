/**
 * The putting ladders (student-portal §3, §9): 10 ladders each of 4, 6, 8 and 10 steps, and the 13-step
 * Champion of Champions. A ladder id reads `ladder-{number}-{steps}`: ladder-3-6 is the third 6-step ladder.
 * Each step is one measurable task on a practice green, tried once: pass it and climb, miss and the ladder
 * starts again from step 1 (rules in src/core/rules/putting-ladder.ts). Distances are measured from the hole.
 * Left-to-right and right-to-left describe how the ball curves as the player looks at the hole, so they read
 * the same for left-handed players.
 */

export interface PuttingLadderStep {
  id: string;
  description: string;
}

export interface PuttingLadder {
  id: string;
  name: string;
  difficulty: 'Beginner' | 'Intermediate' | 'Advanced' | 'Elite';
  category: '4-step' | '6-step' | '8-step' | '10-step' | 'champion';
  description: string;
  totalSteps: number;
  steps: PuttingLadderStep[];
}

/** Ordered by size, then ladder number; the champion ladder last. */
export const puttingLadders: PuttingLadder[] = [
  {
    id: 'ladder-1-4',
    name: 'First Steps',
    difficulty: 'Beginner',
    category: '4-step',
    description:
      'Your first ladder. Short, straight putts and one easy two-putt, to learn a steady stroke and a still head.',
    totalSteps: 4,
    steps: [
      {
        id: 'ladder-1-4-step-1',
        description: 'Hole 1 putt from 3 ft on a straight, flat line. Pass: the ball drops.',
      },
      {
        id: 'ladder-1-4-step-2',
        description:
          'Hole 2 putts in a row from 3 ft on a straight, flat line. Pass: both drop with no miss.',
      },
      {
        id: 'ladder-1-4-step-3',
        description: 'Hole 1 putt from 4 ft on a straight, flat line. Pass: the ball drops.',
      },
      {
        id: 'ladder-1-4-step-4',
        description: 'Two-putt from 10 ft. Pass: the ball is in the hole in 2 putts or fewer.',
      },
    ],
  },
  {
    id: 'ladder-2-4',
    name: 'Short Putt Builder',
    difficulty: 'Beginner',
    category: '4-step',
    description:
      'Builds a reliable stroke from 3 and 4 ft, the putts that save the most shots. The number you must hole in a row grows as you climb.',
    totalSteps: 4,
    steps: [
      {
        id: 'ladder-2-4-step-1',
        description: 'Hole 2 putts in a row from 3 ft. Pass: both drop with no miss.',
      },
      {
        id: 'ladder-2-4-step-2',
        description: 'Hole 3 putts in a row from 3 ft. Pass: all 3 drop with no miss.',
      },
      {
        id: 'ladder-2-4-step-3',
        description: 'Hole 2 putts in a row from 4 ft. Pass: both drop with no miss.',
      },
      {
        id: 'ladder-2-4-step-4',
        description: 'Hole 3 putts in a row from 4 ft. Pass: all 3 drop with no miss.',
      },
    ],
  },
  {
    id: 'ladder-3-4',
    name: 'Two-Putt Starter',
    difficulty: 'Beginner',
    category: '4-step',
    description:
      'Longer putts with one simple aim: never take three. You learn to judge the pace first and the line second.',
    totalSteps: 4,
    steps: [
      {
        id: 'ladder-3-4-step-1',
        description: 'Two-putt from 10 ft. Pass: the ball is in the hole in 2 putts or fewer.',
      },
      {
        id: 'ladder-3-4-step-2',
        description: 'Two-putt from 15 ft. Pass: the ball is in the hole in 2 putts or fewer.',
      },
      {
        id: 'ladder-3-4-step-3',
        description: 'Two-putt from 20 ft. Pass: the ball is in the hole in 2 putts or fewer.',
      },
      {
        id: 'ladder-3-4-step-4',
        description: 'Two-putt from 25 ft. Pass: the ball is in the hole in 2 putts or fewer.',
      },
    ],
  },
  {
    id: 'ladder-4-4',
    name: 'Clock Starter',
    difficulty: 'Beginner',
    category: '4-step',
    description:
      'Short putts from all round the hole, so you meet a little slope from every side. Pick a hole on a gentle slope and mark the spots with tees.',
    totalSteps: 4,
    steps: [
      {
        id: 'ladder-4-4-step-1',
        description:
          "Place 4 balls around the hole at 3 ft, at 12, 3, 6 and 9 o'clock, and putt each one. Pass: at least 3 of the 4 holed.",
      },
      {
        id: 'ladder-4-4-step-2',
        description:
          "Place 4 balls around the hole at 3 ft, at 12, 3, 6 and 9 o'clock, and putt each one. Pass: all 4 holed.",
      },
      {
        id: 'ladder-4-4-step-3',
        description:
          "Place 4 balls around the hole at 4 ft, at 12, 3, 6 and 9 o'clock, and putt each one. Pass: at least 3 of the 4 holed.",
      },
      {
        id: 'ladder-4-4-step-4',
        description:
          "Place 4 balls around the hole at 4 ft, at 12, 3, 6 and 9 o'clock, and putt each one. Pass: all 4 holed.",
      },
    ],
  },
  {
    id: 'ladder-5-4',
    name: 'Speed School',
    difficulty: 'Beginner',
    category: '4-step',
    description:
      'Pace first. No putt here has to drop: each one only has to finish close, so you learn how hard to hit it as the putts get longer.',
    totalSteps: 4,
    steps: [
      {
        id: 'ladder-5-4-step-1',
        description: 'Putt 1 ball from 10 ft. Pass: it drops or stops within 3 ft of the hole.',
      },
      {
        id: 'ladder-5-4-step-2',
        description: 'Putt 1 ball from 15 ft. Pass: it drops or stops within 3 ft of the hole.',
      },
      {
        id: 'ladder-5-4-step-3',
        description: 'Putt 1 ball from 20 ft. Pass: it drops or stops within 3 ft of the hole.',
      },
      {
        id: 'ladder-5-4-step-4',
        description: 'Putt 1 ball from 25 ft. Pass: it drops or stops within 3 ft of the hole.',
      },
    ],
  },
  {
    id: 'ladder-6-4',
    name: 'Never Up, Never In',
    difficulty: 'Beginner',
    category: '4-step',
    description:
      'A putt that stops short never drops. Every putt here must reach the hole: hole it, or finish just past it.',
    totalSteps: 4,
    steps: [
      {
        id: 'ladder-6-4-step-1',
        description:
          'Putt 1 ball from 6 ft. Pass: it drops, or stops past the hole no more than 2 ft beyond it.',
      },
      {
        id: 'ladder-6-4-step-2',
        description:
          'Putt 1 ball from 10 ft. Pass: it drops, or stops past the hole no more than 3 ft beyond it.',
      },
      {
        id: 'ladder-6-4-step-3',
        description:
          'Putt 1 ball from 15 ft. Pass: it drops, or stops past the hole no more than 3 ft beyond it.',
      },
      {
        id: 'ladder-6-4-step-4',
        description:
          'Putt 1 ball from 20 ft. Pass: it drops, or stops past the hole no more than 3 ft beyond it.',
      },
    ],
  },
  {
    id: 'ladder-7-4',
    name: 'Slope Starter',
    difficulty: 'Beginner',
    category: '4-step',
    description:
      'Your first putts on a slope. Find a gentle slope near a hole and decide which way the ball will roll before you putt.',
    totalSteps: 4,
    steps: [
      { id: 'ladder-7-4-step-1', description: 'Hole 1 uphill putt from 3 ft. Pass: the ball drops.' },
      { id: 'ladder-7-4-step-2', description: 'Hole 1 downhill putt from 3 ft. Pass: the ball drops.' },
      {
        id: 'ladder-7-4-step-3',
        description:
          'Hole 1 left-to-right putt from 4 ft (it curves from left to right as you look at the hole). Pass: the ball drops.',
      },
      {
        id: 'ladder-7-4-step-4',
        description:
          'Hole 1 right-to-left putt from 4 ft (it curves from right to left as you look at the hole). Pass: the ball drops.',
      },
    ],
  },
  {
    id: 'ladder-8-4',
    name: 'Green Explorer',
    difficulty: 'Beginner',
    category: '4-step',
    description:
      'A little of everything on the practice green: a short putt, a two-putt, a slope and a long one to finish close.',
    totalSteps: 4,
    steps: [
      { id: 'ladder-8-4-step-1', description: 'Hole 1 putt from 3 ft. Pass: the ball drops.' },
      {
        id: 'ladder-8-4-step-2',
        description: 'Two-putt from 15 ft. Pass: the ball is in the hole in 2 putts or fewer.',
      },
      { id: 'ladder-8-4-step-3', description: 'Hole 1 uphill putt from 5 ft. Pass: the ball drops.' },
      {
        id: 'ladder-8-4-step-4',
        description: 'Putt 1 ball from 25 ft. Pass: it drops or stops within 3 ft of the hole.',
      },
    ],
  },
  {
    id: 'ladder-9-4',
    name: 'Pressure Pointer',
    difficulty: 'Intermediate',
    category: '4-step',
    description:
      'Short, sharp tests where one miss ends the climb. Good practice for the putt you must hole to win a match.',
    totalSteps: 4,
    steps: [
      {
        id: 'ladder-9-4-step-1',
        description: 'Hole 3 putts in a row from 4 ft. Pass: all 3 drop with no miss.',
      },
      {
        id: 'ladder-9-4-step-2',
        description: 'Hole 2 putts in a row from 5 ft. Pass: both drop with no miss.',
      },
      {
        id: 'ladder-9-4-step-3',
        description: 'Hole 2 putts in a row from 6 ft. Pass: both drop with no miss.',
      },
      { id: 'ladder-9-4-step-4', description: 'Hole 1 putt from 8 ft. Pass: the ball drops.' },
    ],
  },
  {
    id: 'ladder-10-4',
    name: 'Quick Four',
    difficulty: 'Intermediate',
    category: '4-step',
    description:
      'A four-part check of your whole putting game for a short session: the clock, a lag, a slope and a long putt that must finish close.',
    totalSteps: 4,
    steps: [
      {
        id: 'ladder-10-4-step-1',
        description:
          "Place 4 balls around the hole at 4 ft, at 12, 3, 6 and 9 o'clock, and putt each one. Pass: all 4 holed.",
      },
      {
        id: 'ladder-10-4-step-2',
        description: 'Two-putt from 35 ft. Pass: the ball is in the hole in 2 putts or fewer.',
      },
      {
        id: 'ladder-10-4-step-3',
        description: 'Hole 1 breaking putt from 6 ft, curving either way. Pass: the ball drops.',
      },
      {
        id: 'ladder-10-4-step-4',
        description: 'Putt 1 ball from 30 ft. Pass: it drops or stops within 3 ft of the hole.',
      },
    ],
  },
  {
    id: 'ladder-1-6',
    name: 'Steady Hands',
    difficulty: 'Beginner',
    category: '6-step',
    description:
      'Short putts, and more of them in a row. Keep your head still and make the stroke the same length back and through.',
    totalSteps: 6,
    steps: [
      { id: 'ladder-1-6-step-1', description: 'Hole 1 putt from 3 ft. Pass: the ball drops.' },
      {
        id: 'ladder-1-6-step-2',
        description: 'Hole 3 putts in a row from 3 ft. Pass: all 3 drop with no miss.',
      },
      {
        id: 'ladder-1-6-step-3',
        description: 'Hole 2 putts in a row from 4 ft. Pass: both drop with no miss.',
      },
      {
        id: 'ladder-1-6-step-4',
        description: 'Hole 3 putts in a row from 4 ft. Pass: all 3 drop with no miss.',
      },
      { id: 'ladder-1-6-step-5', description: 'Hole 1 putt from 5 ft. Pass: the ball drops.' },
      {
        id: 'ladder-1-6-step-6',
        description: 'Hole 2 putts in a row from 5 ft. Pass: both drop with no miss.',
      },
    ],
  },
  {
    id: 'ladder-2-6',
    name: 'Lag Starter',
    difficulty: 'Beginner',
    category: '6-step',
    description: 'Long putts for feel. The first putt should finish close enough that the second is easy.',
    totalSteps: 6,
    steps: [
      {
        id: 'ladder-2-6-step-1',
        description: 'Two-putt from 15 ft. Pass: the ball is in the hole in 2 putts or fewer.',
      },
      {
        id: 'ladder-2-6-step-2',
        description: 'Two-putt from 20 ft. Pass: the ball is in the hole in 2 putts or fewer.',
      },
      {
        id: 'ladder-2-6-step-3',
        description: 'Two-putt from 25 ft. Pass: the ball is in the hole in 2 putts or fewer.',
      },
      {
        id: 'ladder-2-6-step-4',
        description: 'Two-putt from 30 ft. Pass: the ball is in the hole in 2 putts or fewer.',
      },
      {
        id: 'ladder-2-6-step-5',
        description: 'Putt 1 ball from 20 ft. Pass: it drops or stops within 3 ft of the hole.',
      },
      {
        id: 'ladder-2-6-step-6',
        description: 'Putt 1 ball from 30 ft. Pass: it drops or stops within 3 ft of the hole.',
      },
    ],
  },
  {
    id: 'ladder-3-6',
    name: 'Around the Clock',
    difficulty: 'Beginner',
    category: '6-step',
    description:
      'The clock drill: balls in a ring around the hole, and every one to be holed. Use a hole on a gentle slope so each spot is a different putt, and mark the spots with tees.',
    totalSteps: 6,
    steps: [
      {
        id: 'ladder-3-6-step-1',
        description:
          "Place 4 balls around the hole at 3 ft, at 12, 3, 6 and 9 o'clock, and putt each one. Pass: all 4 holed.",
      },
      {
        id: 'ladder-3-6-step-2',
        description:
          "Place 4 balls around the hole at 4 ft, at 12, 3, 6 and 9 o'clock, and putt each one. Pass: at least 3 of the 4 holed.",
      },
      {
        id: 'ladder-3-6-step-3',
        description:
          "Place 4 balls around the hole at 4 ft, at 12, 3, 6 and 9 o'clock, and putt each one. Pass: all 4 holed.",
      },
      {
        id: 'ladder-3-6-step-4',
        description:
          'Place 8 balls in an evenly spaced ring around the hole at 3 ft and putt each one. Pass: at least 7 of the 8 holed.',
      },
      {
        id: 'ladder-3-6-step-5',
        description:
          'Place 8 balls in an evenly spaced ring around the hole at 3 ft and putt each one. Pass: all 8 holed.',
      },
      {
        id: 'ladder-3-6-step-6',
        description:
          "Place 4 balls around the hole at 5 ft, at 12, 3, 6 and 9 o'clock, and putt each one. Pass: at least 3 of the 4 holed.",
      },
    ],
  },
  {
    id: 'ladder-4-6',
    name: 'Up and Down the Hill',
    difficulty: 'Beginner',
    category: '6-step',
    description:
      'Uphill and downhill putts: firmer up the slope, softer down it. Choose a slope where you can putt straight up and straight down to a hole.',
    totalSteps: 6,
    steps: [
      { id: 'ladder-4-6-step-1', description: 'Hole 1 uphill putt from 3 ft. Pass: the ball drops.' },
      { id: 'ladder-4-6-step-2', description: 'Hole 1 downhill putt from 3 ft. Pass: the ball drops.' },
      { id: 'ladder-4-6-step-3', description: 'Hole 1 uphill putt from 5 ft. Pass: the ball drops.' },
      { id: 'ladder-4-6-step-4', description: 'Hole 1 downhill putt from 4 ft. Pass: the ball drops.' },
      {
        id: 'ladder-4-6-step-5',
        description: 'Two-putt an uphill putt from 20 ft. Pass: the ball is in the hole in 2 putts or fewer.',
      },
      {
        id: 'ladder-4-6-step-6',
        description:
          'Two-putt a downhill putt from 20 ft. Pass: the ball is in the hole in 2 putts or fewer.',
      },
    ],
  },
  {
    id: 'ladder-5-6',
    name: 'Ten to Forty',
    difficulty: 'Beginner',
    category: '6-step',
    description:
      'The ladder drill: tees at 10, 20, 30 and 40 ft, out to the far tee and back again. Your stroke grows longer as the putt grows, with the same smooth rhythm.',
    totalSteps: 6,
    steps: [
      {
        id: 'ladder-5-6-step-1',
        description: 'Putt 1 ball from 10 ft. Pass: it drops or stops within 3 ft of the hole.',
      },
      {
        id: 'ladder-5-6-step-2',
        description: 'Two-putt from 20 ft. Pass: the ball is in the hole in 2 putts or fewer.',
      },
      {
        id: 'ladder-5-6-step-3',
        description: 'Two-putt from 30 ft. Pass: the ball is in the hole in 2 putts or fewer.',
      },
      {
        id: 'ladder-5-6-step-4',
        description: 'Two-putt from 40 ft. Pass: the ball is in the hole in 2 putts or fewer.',
      },
      {
        id: 'ladder-5-6-step-5',
        description: 'Putt 1 ball from 20 ft. Pass: it drops or stops within 3 ft of the hole.',
      },
      {
        id: 'ladder-5-6-step-6',
        description: 'Putt 1 ball from 30 ft. Pass: it drops or stops within 3 ft of the hole.',
      },
    ],
  },
  {
    id: 'ladder-6-6',
    name: 'Break Reader',
    difficulty: 'Intermediate',
    category: '6-step',
    description:
      'Read the slope, start the ball above the hole and let the slope bring it in. Each putt must curve the way the step says, so find the right spot on the green first.',
    totalSteps: 6,
    steps: [
      {
        id: 'ladder-6-6-step-1',
        description:
          'Hole 1 left-to-right putt from 4 ft (it curves from left to right as you look at the hole). Pass: the ball drops.',
      },
      {
        id: 'ladder-6-6-step-2',
        description:
          'Hole 1 right-to-left putt from 4 ft (it curves from right to left as you look at the hole). Pass: the ball drops.',
      },
      { id: 'ladder-6-6-step-3', description: 'Hole 1 left-to-right putt from 6 ft. Pass: the ball drops.' },
      { id: 'ladder-6-6-step-4', description: 'Hole 1 right-to-left putt from 6 ft. Pass: the ball drops.' },
      {
        id: 'ladder-6-6-step-5',
        description:
          'Putt 1 ball on a breaking putt from 15 ft. Pass: it drops, or stops on the high side of the hole (the side the slope comes from) within 3 ft.',
      },
      {
        id: 'ladder-6-6-step-6',
        description: 'Hole 1 breaking putt from 8 ft, curving either way. Pass: the ball drops.',
      },
    ],
  },
  {
    id: 'ladder-7-6',
    name: 'Pace Control',
    difficulty: 'Intermediate',
    category: '6-step',
    description:
      'Short, long or close: each first putt has a job. You learn to choose a pace and then hit it.',
    totalSteps: 6,
    steps: [
      {
        id: 'ladder-7-6-step-1',
        description:
          'Putt 1 ball from 10 ft and stop it just short of the hole. Pass: it stops short, no more than 2 ft from the hole. A holed putt does not count here.',
      },
      {
        id: 'ladder-7-6-step-2',
        description:
          'Putt 1 ball from 10 ft and roll it just past the hole. Pass: it drops, or stops past the hole no more than 2 ft beyond it.',
      },
      {
        id: 'ladder-7-6-step-3',
        description:
          'Putt 1 ball from 20 ft and stop it just short of the hole. Pass: it stops short, no more than 3 ft from the hole. A holed putt does not count here.',
      },
      {
        id: 'ladder-7-6-step-4',
        description:
          'Putt 1 ball from 20 ft and roll it just past the hole. Pass: it drops, or stops past the hole no more than 3 ft beyond it.',
      },
      {
        id: 'ladder-7-6-step-5',
        description: 'Putt 1 ball from 30 ft. Pass: it drops or stops within 3 ft of the hole.',
      },
      {
        id: 'ladder-7-6-step-6',
        description: 'Two-putt from 40 ft. Pass: the ball is in the hole in 2 putts or fewer.',
      },
    ],
  },
  {
    id: 'ladder-8-6',
    name: 'Make Zone',
    difficulty: 'Intermediate',
    category: '6-step',
    description:
      'The 4 to 8 ft putts that decide matches. The putts get longer while the streaks keep you honest.',
    totalSteps: 6,
    steps: [
      {
        id: 'ladder-8-6-step-1',
        description: 'Hole 3 putts in a row from 4 ft. Pass: all 3 drop with no miss.',
      },
      {
        id: 'ladder-8-6-step-2',
        description: 'Hole 3 putts in a row from 5 ft. Pass: all 3 drop with no miss.',
      },
      {
        id: 'ladder-8-6-step-3',
        description: 'Hole 2 putts in a row from 6 ft. Pass: both drop with no miss.',
      },
      { id: 'ladder-8-6-step-4', description: 'Hole 1 putt from 7 ft. Pass: the ball drops.' },
      { id: 'ladder-8-6-step-5', description: 'Hole 1 putt from 8 ft. Pass: the ball drops.' },
      {
        id: 'ladder-8-6-step-6',
        description: 'Hole 2 putts in a row from 7 ft. Pass: both drop with no miss.',
      },
    ],
  },
  {
    id: 'ladder-9-6',
    name: 'Practice Round',
    difficulty: 'Intermediate',
    category: '6-step',
    description:
      'Six putts like the ones on a real scorecard: lags, short putts and slopes, each played once with your full routine, as on the course.',
    totalSteps: 6,
    steps: [
      {
        id: 'ladder-9-6-step-1',
        description: 'Two-putt from 20 ft. Pass: the ball is in the hole in 2 putts or fewer.',
      },
      { id: 'ladder-9-6-step-2', description: 'Hole 1 putt from 5 ft. Pass: the ball drops.' },
      {
        id: 'ladder-9-6-step-3',
        description: 'Putt 1 ball from 35 ft. Pass: it drops or stops within 3 ft of the hole.',
      },
      { id: 'ladder-9-6-step-4', description: 'Hole 1 downhill putt from 5 ft. Pass: the ball drops.' },
      {
        id: 'ladder-9-6-step-5',
        description: 'Two-putt from 45 ft. Pass: the ball is in the hole in 2 putts or fewer.',
      },
      {
        id: 'ladder-9-6-step-6',
        description: 'Hole 4 putts in a row from 4 ft. Pass: all 4 drop with no miss.',
      },
    ],
  },
  {
    id: 'ladder-10-6',
    name: 'High Side Hero',
    difficulty: 'Intermediate',
    category: '6-step',
    description:
      'Most missed breaking putts finish below the hole and never had a chance. Here each first putt must drop or finish above the hole, on the high side, where it could still fall in.',
    totalSteps: 6,
    steps: [
      {
        id: 'ladder-10-6-step-1',
        description:
          'Putt 1 ball on a left-to-right putt from 10 ft (it curves from left to right as you look at the hole). Pass: it drops, or stops on the high side of the hole within 3 ft.',
      },
      {
        id: 'ladder-10-6-step-2',
        description:
          'Putt 1 ball on a right-to-left putt from 10 ft (it curves from right to left as you look at the hole). Pass: it drops, or stops on the high side of the hole within 3 ft.',
      },
      {
        id: 'ladder-10-6-step-3',
        description:
          'Putt 1 ball on a left-to-right putt from 15 ft. Pass: it drops, or stops on the high side of the hole within 3 ft.',
      },
      {
        id: 'ladder-10-6-step-4',
        description:
          'Putt 1 ball on a right-to-left putt from 15 ft. Pass: it drops, or stops on the high side of the hole within 3 ft.',
      },
      { id: 'ladder-10-6-step-5', description: 'Hole 1 left-to-right putt from 6 ft. Pass: the ball drops.' },
      { id: 'ladder-10-6-step-6', description: 'Hole 1 right-to-left putt from 7 ft. Pass: the ball drops.' },
    ],
  },
  {
    id: 'ladder-1-8',
    name: 'Clockwork',
    difficulty: 'Intermediate',
    category: '8-step',
    description:
      'The clock drill grown up: wider rings and 8 balls at a time. Every spot on the ring is a different read, so take your time on each one.',
    totalSteps: 8,
    steps: [
      {
        id: 'ladder-1-8-step-1',
        description:
          "Place 4 balls around the hole at 3 ft, at 12, 3, 6 and 9 o'clock, and putt each one. Pass: all 4 holed.",
      },
      {
        id: 'ladder-1-8-step-2',
        description:
          "Place 4 balls around the hole at 4 ft, at 12, 3, 6 and 9 o'clock, and putt each one. Pass: all 4 holed.",
      },
      {
        id: 'ladder-1-8-step-3',
        description:
          'Place 8 balls in an evenly spaced ring around the hole at 3 ft and putt each one. Pass: all 8 holed.',
      },
      {
        id: 'ladder-1-8-step-4',
        description:
          "Place 4 balls around the hole at 5 ft, at 12, 3, 6 and 9 o'clock, and putt each one. Pass: at least 3 of the 4 holed.",
      },
      {
        id: 'ladder-1-8-step-5',
        description:
          'Place 8 balls in an evenly spaced ring around the hole at 4 ft and putt each one. Pass: at least 7 of the 8 holed.',
      },
      {
        id: 'ladder-1-8-step-6',
        description:
          "Place 4 balls around the hole at 5 ft, at 12, 3, 6 and 9 o'clock, and putt each one. Pass: all 4 holed.",
      },
      {
        id: 'ladder-1-8-step-7',
        description:
          'Place 8 balls in an evenly spaced ring around the hole at 4 ft and putt each one. Pass: all 8 holed.',
      },
      {
        id: 'ladder-1-8-step-8',
        description:
          "Place 4 balls around the hole at 6 ft, at 12, 3, 6 and 9 o'clock, and putt each one. Pass: at least 3 of the 4 holed.",
      },
    ],
  },
  {
    id: 'ladder-2-8',
    name: 'Lag Master',
    difficulty: 'Intermediate',
    category: '8-step',
    description:
      'Long putts from 20 to 50 ft. First you must never three-putt; then the first putt has to finish inside 3 ft.',
    totalSteps: 8,
    steps: [
      {
        id: 'ladder-2-8-step-1',
        description: 'Two-putt from 20 ft. Pass: the ball is in the hole in 2 putts or fewer.',
      },
      {
        id: 'ladder-2-8-step-2',
        description: 'Two-putt from 30 ft. Pass: the ball is in the hole in 2 putts or fewer.',
      },
      {
        id: 'ladder-2-8-step-3',
        description: 'Two-putt from 40 ft. Pass: the ball is in the hole in 2 putts or fewer.',
      },
      {
        id: 'ladder-2-8-step-4',
        description: 'Two-putt from 50 ft. Pass: the ball is in the hole in 2 putts or fewer.',
      },
      {
        id: 'ladder-2-8-step-5',
        description: 'Putt 1 ball from 25 ft. Pass: it drops or stops within 3 ft of the hole.',
      },
      {
        id: 'ladder-2-8-step-6',
        description: 'Putt 1 ball from 30 ft. Pass: it drops or stops within 3 ft of the hole.',
      },
      {
        id: 'ladder-2-8-step-7',
        description: 'Putt 1 ball from 40 ft. Pass: it drops or stops within 3 ft of the hole.',
      },
      {
        id: 'ladder-2-8-step-8',
        description:
          'Putt 2 balls from 50 ft and hole out with each. Pass: each ball is in the hole in 2 putts or fewer.',
      },
    ],
  },
  {
    id: 'ladder-3-8',
    name: 'Short Putt Specialist',
    difficulty: 'Intermediate',
    category: '8-step',
    description:
      'From 3 ft out to 8 ft. These are the putts you should hole, and the streaks add the pressure of a real round.',
    totalSteps: 8,
    steps: [
      {
        id: 'ladder-3-8-step-1',
        description: 'Hole 4 putts in a row from 3 ft. Pass: all 4 drop with no miss.',
      },
      {
        id: 'ladder-3-8-step-2',
        description: 'Hole 3 putts in a row from 4 ft. Pass: all 3 drop with no miss.',
      },
      {
        id: 'ladder-3-8-step-3',
        description: 'Hole 3 putts in a row from 5 ft. Pass: all 3 drop with no miss.',
      },
      {
        id: 'ladder-3-8-step-4',
        description: 'Hole 5 putts in a row from 4 ft. Pass: all 5 drop with no miss.',
      },
      {
        id: 'ladder-3-8-step-5',
        description: 'Hole 2 putts in a row from 6 ft. Pass: both drop with no miss.',
      },
      { id: 'ladder-3-8-step-6', description: 'Hole 1 putt from 7 ft. Pass: the ball drops.' },
      {
        id: 'ladder-3-8-step-7',
        description: 'Hole 3 putts in a row from 6 ft. Pass: all 3 drop with no miss.',
      },
      { id: 'ladder-3-8-step-8', description: 'Hole 1 putt from 8 ft. Pass: the ball drops.' },
    ],
  },
  {
    id: 'ladder-4-8',
    name: 'Slope Master',
    difficulty: 'Intermediate',
    category: '8-step',
    description:
      'Every putt here is on a slope: uphill, downhill, left to right and right to left. Read it, commit to a line and roll it at your chosen pace.',
    totalSteps: 8,
    steps: [
      { id: 'ladder-4-8-step-1', description: 'Hole 1 uphill putt from 4 ft. Pass: the ball drops.' },
      { id: 'ladder-4-8-step-2', description: 'Hole 1 downhill putt from 4 ft. Pass: the ball drops.' },
      {
        id: 'ladder-4-8-step-3',
        description:
          'Hole 1 left-to-right putt from 5 ft (it curves from left to right as you look at the hole). Pass: the ball drops.',
      },
      {
        id: 'ladder-4-8-step-4',
        description:
          'Hole 1 right-to-left putt from 5 ft (it curves from right to left as you look at the hole). Pass: the ball drops.',
      },
      { id: 'ladder-4-8-step-5', description: 'Hole 1 uphill putt from 7 ft. Pass: the ball drops.' },
      { id: 'ladder-4-8-step-6', description: 'Hole 1 downhill putt from 6 ft. Pass: the ball drops.' },
      {
        id: 'ladder-4-8-step-7',
        description:
          'Two-putt a downhill putt from 30 ft. Pass: the ball is in the hole in 2 putts or fewer.',
      },
      {
        id: 'ladder-4-8-step-8',
        description: 'Hole 1 breaking putt from 8 ft, curving either way. Pass: the ball drops.',
      },
    ],
  },
  {
    id: 'ladder-5-8',
    name: 'Speed Gates',
    difficulty: 'Intermediate',
    category: '8-step',
    description:
      'Pace control at every length. Each first putt is told where to stop: short of the hole, past it or close to it.',
    totalSteps: 8,
    steps: [
      {
        id: 'ladder-5-8-step-1',
        description:
          'Putt 1 ball from 10 ft and roll it just past the hole. Pass: it drops, or stops past the hole no more than 2 ft beyond it.',
      },
      {
        id: 'ladder-5-8-step-2',
        description:
          'Putt 1 ball from 15 ft and stop it just short of the hole. Pass: it stops short, no more than 2 ft from the hole. A holed putt does not count here.',
      },
      {
        id: 'ladder-5-8-step-3',
        description:
          'Putt 1 ball from 20 ft and roll it just past the hole. Pass: it drops, or stops past the hole no more than 3 ft beyond it.',
      },
      {
        id: 'ladder-5-8-step-4',
        description:
          'Putt 1 ball from 25 ft and stop it just short of the hole. Pass: it stops short, no more than 3 ft from the hole. A holed putt does not count here.',
      },
      {
        id: 'ladder-5-8-step-5',
        description: 'Putt 1 ball from 30 ft. Pass: it drops or stops within 3 ft of the hole.',
      },
      {
        id: 'ladder-5-8-step-6',
        description:
          'Putt 1 ball from 35 ft and roll it just past the hole. Pass: it drops, or stops past the hole no more than 3 ft beyond it.',
      },
      {
        id: 'ladder-5-8-step-7',
        description: 'Putt 1 ball from 40 ft. Pass: it drops or stops within 3 ft of the hole.',
      },
      {
        id: 'ladder-5-8-step-8',
        description: 'Putt 1 ball from 45 ft. Pass: it drops or stops within 3 ft of the hole.',
      },
    ],
  },
  {
    id: 'ladder-6-8',
    name: 'Break Master',
    difficulty: 'Advanced',
    category: '8-step',
    description:
      'Bigger breaks and both sides of the hole. One step asks you to miss low on purpose, so you see how much the putt really breaks; the next asks you to fix it on the high side.',
    totalSteps: 8,
    steps: [
      { id: 'ladder-6-8-step-1', description: 'Hole 1 left-to-right putt from 6 ft. Pass: the ball drops.' },
      { id: 'ladder-6-8-step-2', description: 'Hole 1 right-to-left putt from 6 ft. Pass: the ball drops.' },
      {
        id: 'ladder-6-8-step-3',
        description:
          'On a breaking putt from 12 ft, play less break than you read, on purpose. Pass: it stops on the low side of the hole (below it) within 2 ft.',
      },
      {
        id: 'ladder-6-8-step-4',
        description:
          'On a breaking putt from 12 ft, play enough break to keep it above the hole. Pass: it drops, or stops on the high side within 2 ft.',
      },
      { id: 'ladder-6-8-step-5', description: 'Hole 1 left-to-right putt from 8 ft. Pass: the ball drops.' },
      { id: 'ladder-6-8-step-6', description: 'Hole 1 right-to-left putt from 8 ft. Pass: the ball drops.' },
      {
        id: 'ladder-6-8-step-7',
        description:
          'Putt 1 ball on a breaking putt from 25 ft. Pass: it drops, or stops on the high side of the hole within 3 ft.',
      },
      {
        id: 'ladder-6-8-step-8',
        description: 'Hole 1 breaking putt from 10 ft, curving either way. Pass: the ball drops.',
      },
    ],
  },
  {
    id: 'ladder-7-8',
    name: 'Pressure Cooker',
    difficulty: 'Advanced',
    category: '8-step',
    description:
      'Streaks that shorten as the putts get longer, up to a single 10-footer at the top. Use the same routine on every ball.',
    totalSteps: 8,
    steps: [
      {
        id: 'ladder-7-8-step-1',
        description: 'Hole 5 putts in a row from 3 ft. Pass: all 5 drop with no miss.',
      },
      {
        id: 'ladder-7-8-step-2',
        description: 'Hole 4 putts in a row from 4 ft. Pass: all 4 drop with no miss.',
      },
      {
        id: 'ladder-7-8-step-3',
        description: 'Hole 3 putts in a row from 5 ft. Pass: all 3 drop with no miss.',
      },
      {
        id: 'ladder-7-8-step-4',
        description: 'Hole 3 putts in a row from 6 ft. Pass: all 3 drop with no miss.',
      },
      {
        id: 'ladder-7-8-step-5',
        description: 'Hole 2 putts in a row from 7 ft. Pass: both drop with no miss.',
      },
      {
        id: 'ladder-7-8-step-6',
        description: 'Hole 2 putts in a row from 8 ft. Pass: both drop with no miss.',
      },
      { id: 'ladder-7-8-step-7', description: 'Hole 1 putt from 9 ft. Pass: the ball drops.' },
      { id: 'ladder-7-8-step-8', description: 'Hole 1 putt from 10 ft. Pass: the ball drops.' },
    ],
  },
  {
    id: 'ladder-8-8',
    name: 'Tournament Rehearsal',
    difficulty: 'Advanced',
    category: '8-step',
    description:
      'Eight putts like a competition round: long lags, testing short putts, a slope and one to win at the end. Go through your full routine each time.',
    totalSteps: 8,
    steps: [
      {
        id: 'ladder-8-8-step-1',
        description: 'Two-putt from 30 ft. Pass: the ball is in the hole in 2 putts or fewer.',
      },
      {
        id: 'ladder-8-8-step-2',
        description: 'Hole 3 putts in a row from 5 ft. Pass: all 3 drop with no miss.',
      },
      {
        id: 'ladder-8-8-step-3',
        description: 'Putt 1 ball from 40 ft. Pass: it drops or stops within 3 ft of the hole.',
      },
      { id: 'ladder-8-8-step-4', description: 'Hole 1 downhill putt from 6 ft. Pass: the ball drops.' },
      {
        id: 'ladder-8-8-step-5',
        description: 'Two-putt from 50 ft. Pass: the ball is in the hole in 2 putts or fewer.',
      },
      {
        id: 'ladder-8-8-step-6',
        description: 'Hole 1 breaking putt from 8 ft, curving either way. Pass: the ball drops.',
      },
      {
        id: 'ladder-8-8-step-7',
        description:
          'Putt 1 ball from 35 ft and roll it just past the hole. Pass: it drops, or stops past the hole no more than 3 ft beyond it.',
      },
      { id: 'ladder-8-8-step-8', description: 'Hole 1 putt from 10 ft. Pass: the ball drops.' },
    ],
  },
  {
    id: 'ladder-9-8',
    name: '3-6-9 Compass',
    difficulty: 'Advanced',
    category: '8-step',
    description:
      'Rings of balls around the hole at 3, 6 and 9 ft. On a sloping hole each ring is harder than it looks, because every ball breaks a different way.',
    totalSteps: 8,
    steps: [
      {
        id: 'ladder-9-8-step-1',
        description:
          "Place 4 balls around the hole at 3 ft, at 12, 3, 6 and 9 o'clock, and putt each one. Pass: all 4 holed.",
      },
      {
        id: 'ladder-9-8-step-2',
        description:
          'Place 8 balls in an evenly spaced ring around the hole at 3 ft and putt each one. Pass: all 8 holed.',
      },
      {
        id: 'ladder-9-8-step-3',
        description:
          "Place 4 balls around the hole at 6 ft, at 12, 3, 6 and 9 o'clock, and putt each one. Pass: at least 3 of the 4 holed.",
      },
      {
        id: 'ladder-9-8-step-4',
        description:
          "Place 4 balls around the hole at 6 ft, at 12, 3, 6 and 9 o'clock, and putt each one. Pass: all 4 holed.",
      },
      {
        id: 'ladder-9-8-step-5',
        description:
          'Place 8 balls in an evenly spaced ring around the hole at 6 ft and putt each one. Pass: at least 6 of the 8 holed.',
      },
      {
        id: 'ladder-9-8-step-6',
        description:
          "Place 4 balls around the hole at 9 ft, at 12, 3, 6 and 9 o'clock, and putt each one. Pass: at least 2 of the 4 holed and every miss stops within 2 ft.",
      },
      {
        id: 'ladder-9-8-step-7',
        description:
          'Place 8 balls in an evenly spaced ring around the hole at 6 ft and putt each one. Pass: at least 7 of the 8 holed.',
      },
      {
        id: 'ladder-9-8-step-8',
        description:
          'Place 8 balls in an evenly spaced ring around the hole at 9 ft and putt each one. Pass: at least 4 of the 8 holed.',
      },
    ],
  },
  {
    id: 'ladder-10-8',
    name: 'Long and Short',
    difficulty: 'Advanced',
    category: '8-step',
    description:
      'Long putts and short putts in turn, the way a round goes. A good lag is only worth it if you hole the next one.',
    totalSteps: 8,
    steps: [
      {
        id: 'ladder-10-8-step-1',
        description: 'Putt 1 ball from 30 ft. Pass: it drops or stops within 3 ft of the hole.',
      },
      {
        id: 'ladder-10-8-step-2',
        description: 'Hole 3 putts in a row from 4 ft. Pass: all 3 drop with no miss.',
      },
      {
        id: 'ladder-10-8-step-3',
        description: 'Putt 1 ball from 40 ft. Pass: it drops or stops within 3 ft of the hole.',
      },
      {
        id: 'ladder-10-8-step-4',
        description: 'Hole 3 putts in a row from 5 ft. Pass: all 3 drop with no miss.',
      },
      {
        id: 'ladder-10-8-step-5',
        description: 'Putt 1 ball from 45 ft. Pass: it drops or stops within 3 ft of the hole.',
      },
      {
        id: 'ladder-10-8-step-6',
        description: 'Hole 2 putts in a row from 6 ft. Pass: both drop with no miss.',
      },
      {
        id: 'ladder-10-8-step-7',
        description: 'Putt 1 ball from 50 ft. Pass: it drops or stops within 3 ft of the hole.',
      },
      {
        id: 'ladder-10-8-step-8',
        description: 'Hole 2 putts in a row from 7 ft. Pass: both drop with no miss.',
      },
    ],
  },
  {
    id: 'ladder-1-10',
    name: 'Foot by Foot',
    difficulty: 'Advanced',
    category: '10-step',
    description:
      'One putt from every distance from 3 to 10 ft, with two streaks on the way. Step back 1 ft at a time and keep the same routine.',
    totalSteps: 10,
    steps: [
      { id: 'ladder-1-10-step-1', description: 'Hole 1 putt from 3 ft. Pass: the ball drops.' },
      { id: 'ladder-1-10-step-2', description: 'Hole 1 putt from 4 ft. Pass: the ball drops.' },
      { id: 'ladder-1-10-step-3', description: 'Hole 1 putt from 5 ft. Pass: the ball drops.' },
      {
        id: 'ladder-1-10-step-4',
        description: 'Hole 5 putts in a row from 4 ft. Pass: all 5 drop with no miss.',
      },
      { id: 'ladder-1-10-step-5', description: 'Hole 1 putt from 6 ft. Pass: the ball drops.' },
      { id: 'ladder-1-10-step-6', description: 'Hole 1 putt from 7 ft. Pass: the ball drops.' },
      {
        id: 'ladder-1-10-step-7',
        description: 'Hole 3 putts in a row from 6 ft. Pass: all 3 drop with no miss.',
      },
      { id: 'ladder-1-10-step-8', description: 'Hole 1 putt from 8 ft. Pass: the ball drops.' },
      { id: 'ladder-1-10-step-9', description: 'Hole 1 putt from 9 ft. Pass: the ball drops.' },
      { id: 'ladder-1-10-step-10', description: 'Hole 1 putt from 10 ft. Pass: the ball drops.' },
    ],
  },
  {
    id: 'ladder-2-10',
    name: 'Lag Ladder',
    difficulty: 'Advanced',
    category: '10-step',
    description:
      'Long putts from 20 to 50 ft, first to two-putt and then to finish inside 3 ft, with 2 balls at a time near the top. It builds distance control you can take to any green.',
    totalSteps: 10,
    steps: [
      {
        id: 'ladder-2-10-step-1',
        description: 'Two-putt from 30 ft. Pass: the ball is in the hole in 2 putts or fewer.',
      },
      {
        id: 'ladder-2-10-step-2',
        description: 'Two-putt from 40 ft. Pass: the ball is in the hole in 2 putts or fewer.',
      },
      {
        id: 'ladder-2-10-step-3',
        description: 'Two-putt from 50 ft. Pass: the ball is in the hole in 2 putts or fewer.',
      },
      {
        id: 'ladder-2-10-step-4',
        description: 'Putt 1 ball from 20 ft. Pass: it drops or stops within 3 ft of the hole.',
      },
      {
        id: 'ladder-2-10-step-5',
        description: 'Putt 1 ball from 30 ft. Pass: it drops or stops within 3 ft of the hole.',
      },
      {
        id: 'ladder-2-10-step-6',
        description: 'Putt 2 balls from 30 ft. Pass: both drop or stop within 3 ft of the hole.',
      },
      {
        id: 'ladder-2-10-step-7',
        description: 'Putt 1 ball from 40 ft. Pass: it drops or stops within 3 ft of the hole.',
      },
      {
        id: 'ladder-2-10-step-8',
        description: 'Putt 2 balls from 40 ft. Pass: both drop or stop within 3 ft of the hole.',
      },
      {
        id: 'ladder-2-10-step-9',
        description: 'Putt 1 ball from 50 ft. Pass: it drops or stops within 3 ft of the hole.',
      },
      {
        id: 'ladder-2-10-step-10',
        description: 'Putt 2 balls from 50 ft. Pass: both drop or stop within 3 ft of the hole.',
      },
    ],
  },
  {
    id: 'ladder-3-10',
    name: 'Read and Roll',
    difficulty: 'Advanced',
    category: '10-step',
    description:
      'Breaking putts with slope both across and along the line: uphill breakers, downhill breakers and long curling putts. Read from behind the ball and from below the hole before you putt.',
    totalSteps: 10,
    steps: [
      { id: 'ladder-3-10-step-1', description: 'Hole 1 left-to-right putt from 5 ft. Pass: the ball drops.' },
      { id: 'ladder-3-10-step-2', description: 'Hole 1 right-to-left putt from 5 ft. Pass: the ball drops.' },
      {
        id: 'ladder-3-10-step-3',
        description: 'Hole 1 uphill putt from 7 ft that breaks left to right. Pass: the ball drops.',
      },
      {
        id: 'ladder-3-10-step-4',
        description: 'Hole 1 downhill putt from 6 ft that breaks right to left. Pass: the ball drops.',
      },
      {
        id: 'ladder-3-10-step-5',
        description:
          'Putt 1 ball on a breaking putt from 15 ft. Pass: it drops, or stops on the high side of the hole within 2 ft.',
      },
      {
        id: 'ladder-3-10-step-6',
        description:
          'Putt 1 ball on a downhill breaking putt from 20 ft. Pass: it drops or stops within 3 ft of the hole.',
      },
      { id: 'ladder-3-10-step-7', description: 'Hole 1 left-to-right putt from 8 ft. Pass: the ball drops.' },
      { id: 'ladder-3-10-step-8', description: 'Hole 1 right-to-left putt from 8 ft. Pass: the ball drops.' },
      {
        id: 'ladder-3-10-step-9',
        description:
          'Putt 1 ball on a breaking putt from 30 ft. Pass: it drops, or stops on the high side of the hole within 3 ft.',
      },
      {
        id: 'ladder-3-10-step-10',
        description: 'Hole 1 breaking putt from 10 ft, curving either way. Pass: the ball drops.',
      },
    ],
  },
  {
    id: 'ladder-4-10',
    name: 'Clock Master',
    difficulty: 'Advanced',
    category: '10-step',
    description:
      'Every ring of the clock drill from 3 to 7 ft, with 4 and then 8 balls. On a sloping hole this is a test of reading as much as stroking.',
    totalSteps: 10,
    steps: [
      {
        id: 'ladder-4-10-step-1',
        description:
          "Place 4 balls around the hole at 3 ft, at 12, 3, 6 and 9 o'clock, and putt each one. Pass: all 4 holed.",
      },
      {
        id: 'ladder-4-10-step-2',
        description:
          'Place 8 balls in an evenly spaced ring around the hole at 3 ft and putt each one. Pass: all 8 holed.',
      },
      {
        id: 'ladder-4-10-step-3',
        description:
          "Place 4 balls around the hole at 4 ft, at 12, 3, 6 and 9 o'clock, and putt each one. Pass: all 4 holed.",
      },
      {
        id: 'ladder-4-10-step-4',
        description:
          'Place 8 balls in an evenly spaced ring around the hole at 4 ft and putt each one. Pass: all 8 holed.',
      },
      {
        id: 'ladder-4-10-step-5',
        description:
          "Place 4 balls around the hole at 5 ft, at 12, 3, 6 and 9 o'clock, and putt each one. Pass: all 4 holed.",
      },
      {
        id: 'ladder-4-10-step-6',
        description:
          'Place 8 balls in an evenly spaced ring around the hole at 5 ft and putt each one. Pass: at least 7 of the 8 holed.',
      },
      {
        id: 'ladder-4-10-step-7',
        description:
          "Place 4 balls around the hole at 6 ft, at 12, 3, 6 and 9 o'clock, and putt each one. Pass: all 4 holed.",
      },
      {
        id: 'ladder-4-10-step-8',
        description:
          'Place 8 balls in an evenly spaced ring around the hole at 6 ft and putt each one. Pass: at least 6 of the 8 holed.',
      },
      {
        id: 'ladder-4-10-step-9',
        description:
          "Place 4 balls around the hole at 7 ft, at 12, 3, 6 and 9 o'clock, and putt each one. Pass: at least 3 of the 4 holed.",
      },
      {
        id: 'ladder-4-10-step-10',
        description:
          'Place 8 balls in an evenly spaced ring around the hole at 5 ft and putt each one. Pass: all 8 holed.',
      },
    ],
  },
  {
    id: 'ladder-5-10',
    name: 'Match Play Finish',
    difficulty: 'Advanced',
    category: '10-step',
    description:
      'Ten putts to close out a match: long ones you must get down in 2, and short ones you must hole. Imagine the match depends on every one.',
    totalSteps: 10,
    steps: [
      {
        id: 'ladder-5-10-step-1',
        description: 'Two-putt from 25 ft. Pass: the ball is in the hole in 2 putts or fewer.',
      },
      {
        id: 'ladder-5-10-step-2',
        description: 'Hole 3 putts in a row from 4 ft. Pass: all 3 drop with no miss.',
      },
      {
        id: 'ladder-5-10-step-3',
        description: 'Two-putt from 40 ft. Pass: the ball is in the hole in 2 putts or fewer.',
      },
      { id: 'ladder-5-10-step-4', description: 'Hole 1 uphill putt from 6 ft. Pass: the ball drops.' },
      {
        id: 'ladder-5-10-step-5',
        description:
          'Putt 1 ball from 35 ft and roll it just past the hole. Pass: it drops, or stops past the hole no more than 3 ft beyond it.',
      },
      { id: 'ladder-5-10-step-6', description: 'Hole 1 downhill putt from 6 ft. Pass: the ball drops.' },
      {
        id: 'ladder-5-10-step-7',
        description: 'Two-putt from 50 ft. Pass: the ball is in the hole in 2 putts or fewer.',
      },
      {
        id: 'ladder-5-10-step-8',
        description: 'Hole 3 putts in a row from 6 ft. Pass: all 3 drop with no miss.',
      },
      {
        id: 'ladder-5-10-step-9',
        description:
          "Place 4 balls around the hole at 5 ft, at 12, 3, 6 and 9 o'clock, and putt each one. Pass: all 4 holed.",
      },
      {
        id: 'ladder-5-10-step-10',
        description: 'Hole 1 breaking putt from 9 ft, curving either way. Pass: the ball drops.',
      },
    ],
  },
  {
    id: 'ladder-6-10',
    name: 'Nerves of Steel',
    difficulty: 'Elite',
    category: '10-step',
    description:
      'Long streaks of short putts, then single putts out to 10 ft with nothing to spare. Built for players who want to hole out under real pressure.',
    totalSteps: 10,
    steps: [
      {
        id: 'ladder-6-10-step-1',
        description: 'Hole 8 putts in a row from 3 ft. Pass: all 8 drop with no miss.',
      },
      {
        id: 'ladder-6-10-step-2',
        description: 'Hole 6 putts in a row from 4 ft. Pass: all 6 drop with no miss.',
      },
      {
        id: 'ladder-6-10-step-3',
        description: 'Hole 4 putts in a row from 5 ft. Pass: all 4 drop with no miss.',
      },
      {
        id: 'ladder-6-10-step-4',
        description: 'Hole 3 putts in a row from 6 ft. Pass: all 3 drop with no miss.',
      },
      {
        id: 'ladder-6-10-step-5',
        description: 'Hole 2 putts in a row from 7 ft. Pass: both drop with no miss.',
      },
      { id: 'ladder-6-10-step-6', description: 'Hole 1 putt from 8 ft. Pass: the ball drops.' },
      {
        id: 'ladder-6-10-step-7',
        description: 'Hole 2 putts in a row from 8 ft. Pass: both drop with no miss.',
      },
      { id: 'ladder-6-10-step-8', description: 'Hole 1 putt from 9 ft. Pass: the ball drops.' },
      { id: 'ladder-6-10-step-9', description: 'Hole 1 putt from 10 ft. Pass: the ball drops.' },
      {
        id: 'ladder-6-10-step-10',
        description: 'Hole 1 breaking putt from 10 ft, curving either way. Pass: the ball drops.',
      },
    ],
  },
  {
    id: 'ladder-7-10',
    name: 'Tour Lag',
    difficulty: 'Elite',
    category: '10-step',
    description:
      'Distance control at a high standard: tight windows short of, past and around the hole from 20 to 50 ft, finishing with 3 balls from the longest distance.',
    totalSteps: 10,
    steps: [
      {
        id: 'ladder-7-10-step-1',
        description:
          'Putt 1 ball from 20 ft and roll it just past the hole. Pass: it drops, or stops past the hole no more than 2 ft beyond it.',
      },
      {
        id: 'ladder-7-10-step-2',
        description:
          'Putt 1 ball from 20 ft and stop it just short of the hole. Pass: it stops short, no more than 2 ft from the hole. A holed putt does not count here.',
      },
      {
        id: 'ladder-7-10-step-3',
        description: 'Putt 1 ball from 30 ft. Pass: it drops or stops within 3 ft of the hole.',
      },
      {
        id: 'ladder-7-10-step-4',
        description:
          'Putt 1 ball from 30 ft and roll it just past the hole. Pass: it drops, or stops past the hole no more than 3 ft beyond it.',
      },
      {
        id: 'ladder-7-10-step-5',
        description: 'Putt 1 ball from 40 ft. Pass: it drops or stops within 3 ft of the hole.',
      },
      {
        id: 'ladder-7-10-step-6',
        description:
          'Putt 1 ball from 40 ft and stop it just short of the hole. Pass: it stops short, no more than 3 ft from the hole. A holed putt does not count here.',
      },
      {
        id: 'ladder-7-10-step-7',
        description: 'Putt 1 ball from 50 ft. Pass: it drops or stops within 3 ft of the hole.',
      },
      {
        id: 'ladder-7-10-step-8',
        description: 'Putt 2 balls from 50 ft. Pass: both drop or stop within 3 ft of the hole.',
      },
      {
        id: 'ladder-7-10-step-9',
        description:
          'Putt 3 balls, one each from 30, 40 and 50 ft. Pass: all 3 drop or stop within 3 ft of the hole.',
      },
      {
        id: 'ladder-7-10-step-10',
        description: 'Putt 3 balls from 50 ft. Pass: all 3 drop or stop within 3 ft of the hole.',
      },
    ],
  },
  {
    id: 'ladder-8-10',
    name: 'Slope Scholar',
    difficulty: 'Elite',
    category: '10-step',
    description:
      'The hardest reads on the green: downhill breakers, big curling putts and putts that must die at the hole. Walk around the putt and find the fall line before every step.',
    totalSteps: 10,
    steps: [
      {
        id: 'ladder-8-10-step-1',
        description: 'Hole 1 downhill putt from 5 ft that breaks left to right. Pass: the ball drops.',
      },
      {
        id: 'ladder-8-10-step-2',
        description: 'Hole 1 downhill putt from 5 ft that breaks right to left. Pass: the ball drops.',
      },
      {
        id: 'ladder-8-10-step-3',
        description: 'Hole 1 uphill putt from 8 ft that breaks left to right. Pass: the ball drops.',
      },
      {
        id: 'ladder-8-10-step-4',
        description: 'Hole 1 uphill putt from 8 ft that breaks right to left. Pass: the ball drops.',
      },
      {
        id: 'ladder-8-10-step-5',
        description:
          'On a breaking putt from 15 ft, play less break than you read, on purpose. Pass: it stops on the low side of the hole (below it) within 2 ft.',
      },
      {
        id: 'ladder-8-10-step-6',
        description:
          'Putt 1 ball on a breaking putt from 20 ft. Pass: it drops, or stops on the high side of the hole within 2 ft.',
      },
      {
        id: 'ladder-8-10-step-7',
        description:
          'Putt 1 ball on a downhill putt from 20 ft and stop it just short of the hole. Pass: it stops short, no more than 2 ft from the hole. A holed putt does not count here.',
      },
      {
        id: 'ladder-8-10-step-8',
        description: 'Hole 1 downhill breaking putt from 8 ft. Pass: the ball drops.',
      },
      {
        id: 'ladder-8-10-step-9',
        description:
          'Putt 1 ball on a breaking putt from 35 ft. Pass: it drops, or stops on the high side of the hole within 3 ft.',
      },
      {
        id: 'ladder-8-10-step-10',
        description: 'Hole 1 left-to-right or right-to-left putt from 10 ft. Pass: the ball drops.',
      },
    ],
  },
  {
    id: 'ladder-9-10',
    name: 'Complete Putter',
    difficulty: 'Elite',
    category: '10-step',
    description:
      'Every putting skill in one ladder: the clock, streaks, lags, slopes and pace to a chosen spot. Pass this and there is no weak part of your putting left.',
    totalSteps: 10,
    steps: [
      {
        id: 'ladder-9-10-step-1',
        description:
          "Place 4 balls around the hole at 4 ft, at 12, 3, 6 and 9 o'clock, and putt each one. Pass: all 4 holed.",
      },
      {
        id: 'ladder-9-10-step-2',
        description: 'Two-putt from 50 ft. Pass: the ball is in the hole in 2 putts or fewer.',
      },
      {
        id: 'ladder-9-10-step-3',
        description: 'Hole 5 putts in a row from 5 ft. Pass: all 5 drop with no miss.',
      },
      {
        id: 'ladder-9-10-step-4',
        description: 'Putt 1 ball from 40 ft. Pass: it drops or stops within 3 ft of the hole.',
      },
      { id: 'ladder-9-10-step-5', description: 'Hole 1 left-to-right putt from 8 ft. Pass: the ball drops.' },
      {
        id: 'ladder-9-10-step-6',
        description:
          'Putt 1 ball from 30 ft and stop it just short of the hole. Pass: it stops short, no more than 2 ft from the hole. A holed putt does not count here.',
      },
      {
        id: 'ladder-9-10-step-7',
        description:
          'Place 8 balls in an evenly spaced ring around the hole at 5 ft and putt each one. Pass: at least 7 of the 8 holed.',
      },
      { id: 'ladder-9-10-step-8', description: 'Hole 1 downhill putt from 7 ft. Pass: the ball drops.' },
      {
        id: 'ladder-9-10-step-9',
        description: 'Putt 1 ball from 50 ft. Pass: it drops or stops within 3 ft of the hole.',
      },
      { id: 'ladder-9-10-step-10', description: 'Hole 1 putt from 10 ft. Pass: the ball drops.' },
    ],
  },
  {
    id: 'ladder-10-10',
    name: 'The 18th Green',
    difficulty: 'Elite',
    category: '10-step',
    description:
      'Ten putts as if the whole round comes down to the last green. Long lags you cannot three-putt, short putts you cannot miss, and a 10-footer to finish.',
    totalSteps: 10,
    steps: [
      {
        id: 'ladder-10-10-step-1',
        description:
          'Putt 1 ball on a breaking putt from 45 ft. Pass: it drops, or stops on the high side of the hole within 3 ft.',
      },
      {
        id: 'ladder-10-10-step-2',
        description: 'Hole 4 putts in a row from 5 ft. Pass: all 4 drop with no miss.',
      },
      {
        id: 'ladder-10-10-step-3',
        description:
          'Two-putt a downhill putt from 40 ft. Pass: the ball is in the hole in 2 putts or fewer.',
      },
      {
        id: 'ladder-10-10-step-4',
        description: 'Hole 3 putts in a row from 6 ft. Pass: all 3 drop with no miss.',
      },
      {
        id: 'ladder-10-10-step-5',
        description:
          'Place 8 balls in an evenly spaced ring around the hole at 4 ft and putt each one. Pass: all 8 holed.',
      },
      {
        id: 'ladder-10-10-step-6',
        description:
          'Putt 1 ball on a downhill putt from 30 ft. Pass: it drops or stops within 2 ft of the hole.',
      },
      {
        id: 'ladder-10-10-step-7',
        description: 'Hole 1 right-to-left putt from 9 ft. Pass: the ball drops.',
      },
      {
        id: 'ladder-10-10-step-8',
        description: 'Hole 2 putts in a row from 7 ft. Pass: both drop with no miss.',
      },
      {
        id: 'ladder-10-10-step-9',
        description:
          "Place 4 balls around the hole at 8 ft, at 12, 3, 6 and 9 o'clock, and putt each one. Pass: at least 2 of the 4 holed.",
      },
      { id: 'ladder-10-10-step-10', description: 'Hole 1 uphill putt from 10 ft. Pass: the ball drops.' },
    ],
  },
  {
    id: 'champion-ladder',
    name: 'Champion of Champions',
    difficulty: 'Elite',
    category: 'champion',
    description:
      "The academy's hardest putting test: 13 steps that cover every skill, from a long streak at 3 ft to a single 10-footer at the top. Pass it and you have earned the title.",
    totalSteps: 13,
    steps: [
      {
        id: 'champion-ladder-step-1',
        description: 'Hole 10 putts in a row from 3 ft. Pass: all 10 drop with no miss.',
      },
      {
        id: 'champion-ladder-step-2',
        description:
          'Place 8 balls in an evenly spaced ring around the hole at 4 ft and putt each one. Pass: all 8 holed.',
      },
      {
        id: 'champion-ladder-step-3',
        description: 'Hole 5 putts in a row from 5 ft. Pass: all 5 drop with no miss.',
      },
      {
        id: 'champion-ladder-step-4',
        description: 'Two-putt from 50 ft. Pass: the ball is in the hole in 2 putts or fewer.',
      },
      {
        id: 'champion-ladder-step-5',
        description: 'Putt 1 ball from 40 ft. Pass: it drops or stops within 3 ft of the hole.',
      },
      {
        id: 'champion-ladder-step-6',
        description:
          'Putt 1 ball from 20 ft and roll it just past the hole. Pass: it drops, or stops past the hole no more than 2 ft beyond it.',
      },
      {
        id: 'champion-ladder-step-7',
        description:
          'Putt 1 ball on a downhill putt from 25 ft and stop it just short of the hole. Pass: it stops short, no more than 2 ft from the hole. A holed putt does not count here.',
      },
      {
        id: 'champion-ladder-step-8',
        description:
          'On a breaking putt from 15 ft, play less break than you read, on purpose. Pass: it stops on the low side of the hole (below it) within 2 ft.',
      },
      {
        id: 'champion-ladder-step-9',
        description: 'Hole 1 left-to-right putt from 8 ft. Pass: the ball drops.',
      },
      {
        id: 'champion-ladder-step-10',
        description: 'Hole 1 right-to-left putt from 8 ft. Pass: the ball drops.',
      },
      {
        id: 'champion-ladder-step-11',
        description:
          'Putt 1 ball on a breaking putt from 30 ft. Pass: it drops, or stops on the high side of the hole within 2 ft.',
      },
      {
        id: 'champion-ladder-step-12',
        description:
          'Place 8 balls in an evenly spaced ring around the hole at 6 ft and putt each one. Pass: at least 7 of the 8 holed.',
      },
      { id: 'champion-ladder-step-13', description: 'Hole 1 putt from 10 ft. Pass: the ball drops.' },
    ],
  },
];

/**
 * The overall progress bar counts completed ladders out of the ladders that exist (41), not the 50 the
 * earlier product assumed, so a player who finishes them all sees 100%.
 */
export const LADDER_PROGRESS_TOTAL = puttingLadders.length;

const ladderById = new Map(puttingLadders.map((ladder) => [ladder.id, ladder]));

export function puttingLadder(id: string): PuttingLadder | undefined {
  return ladderById.get(id);
}
