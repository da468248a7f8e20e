import type { Lesson } from '../schemas';

export const lesson15: Lesson = {
  id: 15,
  title: 'Learning from Champions: What Great Ball-Strikers and Putters Share',
  description:
    'The greatest players have swung the club in very different ways, yet they share a handful of habits: they control the strike, they see each shot before they hit it, they can shape the ball on purpose and they putt with a routine they trust. This lesson looks at those patterns and turns each one into practice you can do. Directions are for right-handed players; left-handers mirror them.',
  focus: 'Copy what champions do in common, not how any one of them looks.',
  moduleOutcomes: [
    'The player can describe three habits shared by great ball-strikers and two shared by great putters.',
    'The player can use a see-it-first pre-shot routine, picturing the finish, the flight and then the swing, on every shot of a 10-ball session.',
    'The player can attempt the nine-shot drill with a 7-iron and produce at least 4 of the 9 called shots.',
    'The player can play 18 holes on the putting green with a full routine on every putt and record the score.',
  ],
  fundamentals: [
    {
      title: 'Different swings, the same strike',
      concepts: [
        {
          name: 'Function before fashion',
          description:
            "Jim Furyk's looping swing and Lee Trevino's open stance and low fade look nothing like a textbook, yet both were among the finest ball-strikers of their eras. What they share with smoother swingers such as Adam Scott and Rory McIlroy is control of the low point and a centred strike.",
        },
        {
          name: 'Balance and rhythm',
          description:
            'Great players finish in balance and keep the same rhythm from club to club, whether the swing is quick or slow. Rhythm you can repeat matters more than any particular speed of swing.',
        },
        {
          name: 'Practice with a purpose',
          description:
            'Ben Hogan was famous for hours on the practice ground, working out his swing by hitting balls with a clear aim for each one. The lesson for us is not the number of balls but that every ball has a target and a reason.',
        },
      ],
    },
    {
      title: 'Seeing and shaping the shot',
      concepts: [
        {
          name: 'See it first',
          description:
            'Jack Nicklaus described picturing every shot before he hit it, like a short film: first the ball finishing where he wanted it, then the flight that would take it there, then the swing that would produce that flight.',
        },
        {
          name: 'Shape on purpose',
          description:
            'Tiger Woods was known for working through nine shots in practice: low, middle and high, each as a draw, a straight shot and a fade. Being able to curve the ball both ways means you understand your face and path well enough to fix them.',
        },
        {
          name: 'Play to your strengths',
          description:
            'Champions choose targets they can hit with their stock shot and keep the rarer shots for when they are needed. Nicklaus was known for aiming at the safe part of the green far more often than at the flag.',
        },
      ],
    },
    {
      title: 'What great putters share',
      concepts: [
        {
          name: 'Pace first',
          description:
            'Players regarded as great putters, such as Ben Crenshaw, are remembered above all for their touch: the ball arrives at the hole at the right speed, so even misses finish close.',
        },
        {
          name: 'A routine and a decision',
          description:
            'Great putters read the putt, choose a line and then commit to it. Their routine takes about the same time on every putt, which keeps doubt out of the stroke.',
        },
        {
          name: 'Stillness',
          description:
            'Whatever their grip or stance, the best putters keep the head and lower body quiet until the ball has gone, so the face returns square.',
        },
      ],
    },
  ],
  exercises: [
    {
      id: '15-1',
      title: 'See It First: Finish, Flight, Swing',
      description:
        'Before every shot, picture the finish, then the flight, then the swing, and only then step in and hit. You score yourself on whether the shot matched the picture.',
      keyPoints: [
        'Picture the ball finishing first',
        'Then its flight: height and curve',
        'Then feel the swing with one rehearsal',
        'Say the picture out loud before you hit',
      ],
      instructions: [
        'Choose 3 targets on the range at different distances.',
        'Stand behind the ball and picture where the ball will finish.',
        'Picture the flight that gets it there: how high and which way it curves.',
        'Make one rehearsal swing that matches that flight.',
        "Tell your partner or coach the picture in a few words, for example 'high, small draw, finishes by the flag'.",
        'Hit the ball, then score 1 point if it matched your picture for height and curve. Play 10 balls, changing target every shot.',
      ],
      expectedOutcome:
        'You use the same routine on all 10 balls and at least 5 shots match the picture you described.',
      videoRequired: false,
      imageRequired: false,
      coachTips: [
        'Keep the routine short, under 20 seconds, so it will work on the course.',
        'Juniors can describe the shot as a colour or a character; what matters is a clear picture.',
        'If the player cannot picture a shot, start with the one they hit most often.',
      ],
      warmupRequired: true,
      setupInstructions: ['A range bay with 3 visible targets.', '10 balls and any 2 or 3 clubs.'],
      scoringCriteria:
        '1 point for each shot that matches the called height and curve; 10 balls. Target 5 to 7; elite 8 or more.',
    },
    {
      id: '15-2',
      title: 'The Nine-Shot Drill',
      description:
        'With one 7-iron, hit nine different shots: low, middle and high trajectories, each as a draw, a straight shot and a fade. It tests how well you can control face, path and strike on purpose.',
      keyPoints: [
        'Call each shot before you hit it',
        'Face mostly sets the start, face-to-path the curve',
        'Ball back and hands ahead for low; ball forward for high',
        'One attempt per shot; honesty in scoring',
      ],
      instructions: [
        'Pick a target about 150 yards away, or a distance that suits your 7-iron.',
        'Start with the middle-height straight shot to settle in.',
        'For height, move the ball back with a shorter finish for low and forward with a full, high finish for high.',
        'For curve, start the ball right of target with a face closed to the path for a draw, and left with a face open to the path for a fade.',
        'Call each of the 9 shots aloud, then hit it once.',
        'Score 1 point for each shot that matches both the called height and the called curve.',
      ],
      expectedOutcome:
        'You produce at least 4 of the 9 called shots and know which shapes you still need to work on.',
      videoRequired: false,
      imageRequired: false,
      coachTips: [
        'This drill is for players who already strike the ball solidly; do not introduce it too early.',
        'A launch monitor helps: it shows whether the face and path matched the intention.',
        'Do not make the player chase every shape; a reliable stock shot plus one reliable shape is a great result.',
      ],
      warmupRequired: true,
      setupInstructions: [
        'A range with a target at 7-iron distance.',
        'A 7-iron and 9 balls, plus extra balls for warming up.',
      ],
      scoringCriteria:
        '1 point for each of 9 shots matching the call for height and curve. Target 4 to 6; elite 7 or more.',
    },
    {
      id: '15-3',
      title: "A Champion's Putting Routine: 18 Holes on the Green",
      description:
        'Play 18 holes on the putting green with a full routine on every putt: read, choose a line, rehearse while looking at the hole, commit. Score it like a round.',
      keyPoints: [
        'Read from behind the ball and from the low side',
        'Choose a line and a pace, then commit',
        '2 rehearsal strokes looking at the hole',
        'Hole out every putt',
      ],
      instructions: [
        'Set out 18 starting tees at putts from 3 ft to 30 ft, a mix of uphill, downhill and breaking putts.',
        'On each hole, read the putt from behind the ball and from the low side.',
        'Choose your line and pace, then make 2 rehearsal strokes looking at the hole.',
        'Step in, look once at the hole, and putt.',
        'Hole out and write the number of putts on your card.',
        'Add up your total after 18 holes.',
      ],
      expectedOutcome:
        'You use the same routine on all 18 holes and finish with a score you can beat next time, with no more than two three-putts.',
      videoRequired: false,
      imageRequired: false,
      coachTips: [
        'Keep the same 18 holes for a few weeks so scores are comparable.',
        'Time the routine for two or three putts; it should take about the same time on each.',
        'Praise commitment to the read even when the putt misses.',
      ],
      warmupRequired: false,
      setupInstructions: [
        'A practice green with several holes.',
        '18 tees, a putter, 1 ball and a scorecard.',
      ],
      scoringCriteria:
        'Total putts over 18 holes, par 36. Target 32 to 36; elite 31 or fewer; no more than two three-putts.',
    },
  ],
};
