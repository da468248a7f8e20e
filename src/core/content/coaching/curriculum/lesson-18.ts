import type { Lesson } from '../schemas';

export const lesson18: Lesson = {
  id: 18,
  title: 'Benchmarking and Skills Testing',
  description:
    "This lesson measures your game with three standard tests, putting, wedges and full swing, scored against the academy's elite benchmarks. You compare the results with your baseline from the opening lesson and use them to plan the next block of practice. Directions are for right-handed players; left-handers mirror them.",
  focus:
    'Test your putting, wedge play and full swing the same way every time, compare with the benchmarks and turn the results into a practice plan.',
  moduleOutcomes: [
    'The player can run the putting test (10 balls from 3 ft, 10 from 6 ft, 10 from 20 ft) and score it against the benchmarks.',
    'The player can run the wedge test and record how many of 10 balls land in the circle and the average distance from the target.',
    'The player can run the full-swing test and measure range (front to back) and dispersion (side to side) for 10 shots.',
    'The player can compare the results with their opening-lesson baseline and choose two goals for the next 6 to 8 weeks.',
  ],
  fundamentals: [
    {
      title: 'Why and how we test',
      concepts: [
        {
          name: 'Same test, same conditions',
          description:
            'A test is only useful if it is repeated the same way: the same distances, the same number of balls, the same scoring and, where possible, similar weather and greens. Record every result.',
        },
        {
          name: 'Test, practise, retest',
          description:
            'Test every 6 to 8 weeks. The results show which skill costs you most shots, and that is where most of your practice should go until the next test.',
        },
        {
          name: 'Benchmarks are a ladder',
          description:
            'Each test has three levels: beginner, target and elite. The elite numbers are the standard of a very good player. Most juniors start at beginner level, and climbing one level is real progress.',
        },
      ],
    },
    {
      title: 'The putting benchmarks',
      concepts: [
        {
          name: '3 ft: elite 9–10 of 10 holed',
          description:
            'Tour players hole almost all of their 3 ft putts, so 9 or 10 of 10 is the elite standard. Anything missed from here is a shot lost.',
        },
        {
          name: '6 ft: elite 8–10 of 10 holed',
          description:
            'Tour players hole about 70 per cent from 6 ft in competition. On a straight, flat practice putt, 8 to 10 of 10 is a demanding elite standard.',
        },
        {
          name: '20 ft: elite average finish 2–3 ft from the hole',
          description:
            'From 20 ft the job is to leave an easy second putt. Tour players leave it on average under 2 ft away; an average finish of 2 to 3 ft is an excellent standard for an amateur.',
        },
      ],
    },
    {
      title: 'The wedge and full-swing benchmarks',
      concepts: [
        {
          name: 'Wedges: elite 7–10 of 10 land in the circle, 3–5 yards from the target',
          description:
            'The circle has a radius of 5 yards around the target. Elite players land 7 to 10 of 10 balls inside it, and their balls finish on average 3 to 5 yards from the target.',
        },
        {
          name: 'Range and dispersion',
          description:
            'Range is the front-to-back spread of a group of shots: the longest carry minus the shortest. Dispersion is the side-to-side spread: the distance between the ball furthest left and the ball furthest right.',
        },
        {
          name: 'Full swing: elite range 10 yards, dispersion 20 yards',
          description:
            'A group of 7-irons from a tour player can fit in an area about 20 yards wide and 10 yards deep. For comparison, on approach shots in general the front-to-back spread grows to around 12 yards for a scratch player, 19 yards at an 8 handicap and 30 yards at a 13 handicap.',
        },
      ],
    },
  ],
  exercises: [
    {
      id: '18-1',
      title: 'Putting Test: 3 ft, 6 ft and 20 ft',
      description:
        'Thirty putts in three parts: 10 from 3 ft, 10 from 6 ft and 10 from 20 ft. Count the putts holed from 3 ft and 6 ft, and measure how far from the hole each 20 ft putt finishes.',
      keyPoints: [
        'Full routine on every putt, as on the course',
        'Use a flat hole so the short putts are nearly straight',
        'From 20 ft, measure every finish, including holed putts as 0 ft',
        'Elite: 9–10 of 10 holed from 3 ft; 8–10 of 10 from 6 ft; average finish 2–3 ft from the hole from 20 ft',
      ],
      instructions: [
        'Find a flat hole on the practice green.',
        'Place 10 balls in a ring 3 ft from the hole, putt each one and count how many you hole.',
        'Move the ring out to 6 ft, putt 10 more and count how many you hole.',
        'Push a tee in 20 ft from the hole and putt 10 balls from it.',
        'Measure how far each 20 ft putt finishes from the hole, to the nearest half foot, before you pick it up.',
        'Add up the 20 ft distances and divide by 10 for your average.',
        'Write all three results on your benchmark card.',
      ],
      expectedOutcome:
        'You have three putting results on your card and know which of the three distances is furthest from the elite benchmark.',
      videoRequired: false,
      imageRequired: false,
      coachTips: [
        "A standard putter is about 3 ft long; a tape measure is better for juniors' shorter putters.",
        'Keep the order the same every time; holing short putts straight after lagging is a different test.',
        'Most juniors are further from the 6 ft benchmark than the 3 ft one; that is normal.',
      ],
      warmupRequired: true,
      setupInstructions: [
        'A flat hole on the practice green with room for a 20 ft putt.',
        '10 balls, a putter, 11 tees and a tape measure or marked string.',
      ],
      scoringCriteria:
        'Putts holed out of 10 from 3 ft; putts holed out of 10 from 6 ft; average finishing distance from 20 ft. Elite: 9–10 of 10 holed from 3 ft; 8–10 of 10 holed from 6 ft; average finish 2–3 ft from the hole from 20 ft.',
    },
    {
      id: '18-2',
      title: 'Wedge Test: Land It in the Circle',
      description:
        'Ten wedge shots at one target inside a circle of 5 yards radius. Count how many land in the circle and measure how far each finishes from the target.',
      keyPoints: [
        'One distance per test: 30, 50 or 70 yards, chosen with your coach',
        'Watch where each ball lands first',
        'Measure where each ball finishes',
        'Elite: 7–10 of 10 land in the circle, finishing 3–5 yards from the target',
      ],
      instructions: [
        'With your coach, choose a test distance of 30, 50 or 70 yards and place a flag or cone at that distance.',
        'Mark a circle of 5 yards radius around the target with cones or a rope.',
        'Hit 10 balls at the target with your full routine.',
        'After each shot, note whether the ball landed inside the circle.',
        'When all 10 balls have been hit, pace the distance from the target to each ball.',
        'Work out the average finishing distance and write both results on your benchmark card.',
      ],
      expectedOutcome:
        'You have a recorded wedge result, balls landing in the circle out of 10 and average distance from the target, at a distance you can test again.',
      videoRequired: false,
      imageRequired: false,
      coachTips: [
        'Choose 30 yards for most under-10s, 50 yards for most juniors and 70 yards for older juniors and adults.',
        'Walk out to measure only when everyone nearby has stopped hitting.',
        "Use the player's wedge clock card so the test also checks their yardages.",
      ],
      warmupRequired: true,
      setupInstructions: [
        'A short-game area or a quiet part of the range with room for 70 yards.',
        '10 balls, a wedge, a flag or cone and 8 cones or a rope for the circle.',
      ],
      scoringCriteria:
        'Balls landing in the 5-yard circle out of 10, and average finishing distance from the target. Elite: 7–10 of 10 land in the circle; average finish 3–5 yards from the target.',
    },
    {
      id: '18-3',
      title: 'Full-Swing Test: Range and Dispersion',
      description:
        'Ten full shots with a 7-iron at one target. Measure the range, the front-to-back spread, and the dispersion, the side-to-side spread, of all 10 balls.',
      keyPoints: [
        'Every ball counts, including the bad ones',
        'Range: longest carry minus shortest carry',
        'Dispersion: furthest left to furthest right',
        'Elite: range 10 yards, dispersion 20 yards',
      ],
      instructions: [
        'Warm up fully, then choose one target at your 7-iron distance.',
        'Hit 10 balls at it with your full routine; younger juniors can use the club they trust most.',
        'On a launch monitor, read the longest and shortest carry and the furthest left and furthest right finishes.',
        'On a practice ground without a monitor, wait until everyone has stopped hitting, then pace the group.',
        'Work out your range (longest minus shortest carry) and dispersion (left-most to right-most).',
        'Write both numbers on your benchmark card.',
      ],
      expectedOutcome:
        'You know your 7-iron range and dispersion and how they compare with the elite benchmark of range 10 yards and dispersion 20 yards.',
      videoRequired: false,
      imageRequired: false,
      coachTips: [
        'Never let anyone walk out to measure while others are still hitting.',
        'Range usually improves first through better strike; dispersion through the face. Point the practice plan at the weaker one.',
        'Keep the club and target the same for each retest.',
      ],
      warmupRequired: true,
      setupInstructions: [
        'A launch monitor, or a private practice ground where balls can be paced.',
        'A 7-iron, 10 balls and a notebook.',
      ],
      scoringCriteria:
        'Range and dispersion of all 10 shots in yards. Elite: range 10 yards (front to back) and dispersion 20 yards (side to side).',
    },
    {
      id: '18-4',
      title: 'Benchmark Card and Practice Plan',
      description:
        'Put your test results together with a chipping test, compare them with your opening-lesson baseline, and agree two goals and a practice plan with your coach.',
      keyPoints: [
        'One card holds every result',
        'Compare with your own baseline first, then with the benchmarks',
        'Two goals, not ten',
        'Plan the next retest date now',
      ],
      instructions: [
        'Play one of the academy chipping tests: 10 shots from 10, 20 or 30 yards, each scored 0 to 5, maximum 50.',
        'Write your chipping score on the benchmark card with your putting, wedge and full-swing results.',
        'Next to each result, write your opening-lesson baseline if you have one.',
        'Mark each result as beginner, target or elite.',
        'With your coach, choose the two results that will save you most shots.',
        'Write a weekly plan with one drill for each goal and a retest date 6 to 8 weeks away.',
      ],
      expectedOutcome: 'You have a full benchmark card, two clear goals and a dated practice plan.',
      videoRequired: false,
      imageRequired: true,
      coachTips: [
        'Celebrate any improvement on the baseline before looking at the gaps.',
        'Goals should be the next level up, not the elite level straight away.',
        'Photograph the card so the player and parent both have a copy.',
      ],
      warmupRequired: false,
      setupInstructions: [
        'The results of tests 18-1 to 18-3.',
        '10 balls, a wedge and a putter for the chipping test.',
      ],
      scoringCriteria: 'Complete when the card holds all four results, two goals and a retest date.',
    },
  ],
};
