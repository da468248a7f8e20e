import type { Lesson } from '../schemas';

export const lesson01: Lesson = {
  id: 1,
  title: 'The Opening Lesson: A Baseline of Your Game',
  description:
    'Before we change anything, we find out where your game is today. You warm up, hit wedges to targets at 30, 50 and 70 yards, putt from short range and show us a few full swings, and your coach writes down what they see. Directions are for right-handed players; left-handers mirror them.',
  focus:
    'Record an honest, measurable starting point for strike, direction, distance and short putting, so every later lesson can be measured against it.',
  moduleOutcomes: [
    'The player can carry out a 10-minute warm-up on their own before hitting a ball.',
    'The player can hit 3 wedge shots to each of 3 targets at 30, 50 and 70 yards and record how far from the target each one finishes.',
    'The player can putt 5 balls from 3 ft and 5 balls from 6 ft and write down how many were holed.',
    'The player can name one strength and one thing to improve, agreed with the coach, and the first goal of their programme.',
  ],
  fundamentals: [
    {
      title: 'Why we measure first',
      concepts: [
        {
          name: 'A baseline, not a test',
          description:
            'The numbers from today are a starting point. Nobody passes or fails an opening lesson. We come back to the same tasks later in the programme and compare, so you can see your own progress.',
        },
        {
          name: 'Same task, same way',
          description:
            'A number only means something if we can repeat the task. So we use the same clubs, the same targets and the same number of balls each time: 5 balls per station and 3 shots per wedge target.',
        },
        {
          name: 'Write it down',
          description:
            'Memory flatters us. Every shot in this lesson goes on the scorecard: where it finished, how it was struck and which way it started.',
        },
      ],
    },
    {
      title: 'The 3 swing functions',
      concepts: [
        {
          name: 'Strike',
          description:
            'Where the club bottoms out and where the ball meets the face. With irons and wedges the club should reach its lowest point just after the ball, and the ball should come off the middle of the face.',
        },
        {
          name: 'Start line and curve',
          description:
            'Where the clubface points at impact mostly decides where the ball starts. How the face points compared with the direction the club is swinging decides which way it curves.',
        },
        {
          name: 'Speed',
          description:
            'How fast the club is moving when it meets the ball. Speed comes from the body and is only useful when the strike and the start line are still under control.',
        },
      ],
    },
    {
      title: 'Safe and ready to practise',
      concepts: [
        {
          name: 'Space to swing',
          description:
            'Before every swing, check there is nobody within two club-lengths of you. Never stand in front of a player who is hitting, and never walk forward to collect balls while anyone is still swinging.',
        },
        {
          name: 'Warm body, better swing',
          description:
            'Muscles that are warm move further and more smoothly. A short warm-up of gentle turns, swings and stretches helps you swing well and lowers the chance of a strain.',
        },
      ],
    },
  ],
  exercises: [
    {
      id: '1-1',
      title: 'Warm-Up and Five-Ball Contact Check',
      description:
        'A simple warm-up routine you can do before every lesson and round, followed by 5 easy wedge shots to the 30-yard target so the coach can see your first strikes.',
      keyPoints: [
        'Warm up before the first ball, every time',
        'Start small and build up: small swings first, bigger ones later',
        'Smooth rhythm matters more than distance today',
        'Check your space before every swing',
      ],
      instructions: [
        'March on the spot or walk briskly for 1 minute to raise your heart rate.',
        'Hold a club across your shoulders and turn gently back and through 10 times.',
        'Do 10 slow hip circles each way and 10 gentle arm circles each way.',
        'Hold a wedge and make 10 small swings, hip height to hip height, brushing the grass.',
        'Make 5 bigger practice swings, each a little longer than the last.',
        'Hit 5 balls with your wedge to the 30-yard target and tell your coach how each one felt.',
      ],
      expectedOutcome:
        'The player is warm and loose, knows the routine well enough to repeat it alone, and has hit 5 wedge shots that give the coach a first look at strike and rhythm.',
      videoRequired: false,
      imageRequired: false,
      coachTips: [
        'Watch the practice swings as closely as the shots: the brush of the grass tells you where the low point is.',
        'Keep juniors moving; a young player who stands still for 5 minutes has cooled down again.',
        'Note grip, stance and ball position now, before you say anything, so your baseline notes are honest.',
      ],
      warmupRequired: true,
      setupInstructions: [
        'A flat space with at least two club-lengths of room all round.',
        'A wedge, 5 balls and a target flag at 30 yards.',
      ],
      scoringCriteria:
        'Completed when the full warm-up is done and 5 balls have been hit; record how many of the 5 were struck cleanly (ball first, off the middle of the face, airborne).',
    },
    {
      id: '1-2',
      title: 'Wedge Baseline: 30, 50 and 70 Yards',
      description:
        'Hit 3 wedge shots to each of 3 targets at 30, 50 and 70 yards and record how far from the target each ball finishes. This is our first measure of distance control.',
      keyPoints: [
        'Pick one wedge and use it for every shot',
        'Go through your set-up for every shot, not just the first',
        'Change the length of your swing, not how hard you hit, to change distance',
        'Record every shot, good or bad',
      ],
      instructions: [
        'Set up 3 target flags at 30, 50 and 70 yards, each with a circle of cones 5 yards from the flag.',
        'Take 5 balls to the 30-yard flag: hit 2 settling shots that do not count, then 3 scored shots, one at a time.',
        'After each shot, tell your coach where it finished: inside 5 yards, inside 10 yards, or further.',
        'Move on to the 50-yard flag and play 5 balls the same way: 2 settling shots, then 3 scored.',
        'Finish with 5 balls to the 70-yard flag the same way.',
        'Add up how many of the 9 scored shots finished within 5 yards and within 10 yards of their flag.',
      ],
      expectedOutcome:
        'A written record of 9 wedge shots: the finish of each compared with its target, which shows the player and coach how well the player controls distance with a wedge today.',
      videoRequired: true,
      imageRequired: false,
      coachTips: [
        'Film one swing at each distance from face-on; compare the backswing lengths later.',
        'If a young junior cannot carry 70 yards, record where their best shot finishes and keep the flags the same for the retest.',
        'Do not coach during the baseline. Note what you see; change it next lesson.',
      ],
      warmupRequired: true,
      setupInstructions: [
        'Flags at 30, 50 and 70 yards, measured with a rangefinder or by pacing.',
        'A circle of cones 5 yards from each flag, and a second circle at 10 yards if you have the cones.',
      ],
      scoringCriteria:
        'Count of the 9 shots finishing within 5 yards of their flag and within 10 yards; write down each distance.',
    },
    {
      id: '1-3',
      title: 'Short-Putt Baseline: 3 ft and 6 ft',
      description:
        'Putt 5 balls from 3 ft and 5 balls from 6 ft on a straight, flat putt and count how many you hole. Short putts save more shots than any other part of the game.',
      keyPoints: [
        'Choose a straight, flat putt so the test is the same every time',
        'Same routine for every putt',
        'Hold your finish until the ball stops',
        'Hit the ball firmly enough to go a little past the hole if it misses',
      ],
      instructions: [
        'Find a straight, flat putt and push a tee into the green 3 ft from the hole.',
        'Push a second tee 6 ft from the hole on the same line.',
        'Putt 5 balls from the 3-ft tee, one at a time, going through your routine each time.',
        'Write down how many of the 5 you holed.',
        'Putt 5 balls from the 6-ft tee the same way and write down how many you holed.',
        'Tell your coach where the misses went: short, long, left or right.',
      ],
      expectedOutcome:
        'Two scores, out of 5 from 3 ft and out of 5 from 6 ft, plus a note of the usual miss, to compare with later putting tests.',
      videoRequired: false,
      imageRequired: true,
      coachTips: [
        'Take a photo of the putting set-up from face-on and down the line for the player record.',
        'Note the pattern of misses: short misses point to pace, side misses point to face or aim.',
        'Check the putt really is straight by rolling a ball along it first.',
      ],
      warmupRequired: false,
      setupInstructions: ['A straight, flat putt on the practice green.', '2 tees and 5 balls.'],
      scoringCriteria: 'Number holed out of 5 from 3 ft and out of 5 from 6 ft.',
    },
    {
      id: '1-4',
      title: 'Full-Swing Snapshot',
      description:
        'Hit 5 balls with a 7-iron to a target while the coach films from face-on and down the line. We look at strike, start line, curve and speed, the 3 swing functions.',
      keyPoints: [
        'Use your normal swing; do not try anything new today',
        'Pick a target and aim at it on every shot',
        'Hold your finish so the coach can see your balance',
        'Tell the coach how each strike felt before you look at the result',
      ],
      instructions: [
        'Choose a target flag on the range, somewhere you can reach with a 7-iron.',
        'Hit 2 practice shots to settle in; they do not count.',
        'Hit 5 balls, one at a time, going through your normal set-up each time.',
        'After each shot, say how it felt: middle, heel, toe, heavy or thin.',
        'Tell the coach where each ball started and which way it curved.',
        'Watch the video with your coach and pick one thing you like about your swing.',
      ],
      expectedOutcome:
        'Two video angles of the full swing and a note of 5 shots, giving the coach a picture of strike, start line, curve and speed to plan the programme from.',
      videoRequired: true,
      imageRequired: false,
      coachTips: [
        'Film face-on level with the hands, and down the line with the camera on the hand line, so later videos can match.',
        'Juniors under about 9 may be better with a 9-iron or hybrid; note which club you used so the retest is the same.',
        'Record carry distance if a launch monitor is available; it is a useful speed baseline.',
      ],
      warmupRequired: true,
      setupInstructions: [
        'A range bay with room behind and to the side for the camera, well out of the swing path.',
        'A 7-iron, 7 balls and a phone or tablet on a tripod.',
      ],
      scoringCriteria:
        'For each of the 5 shots record the strike (clean, heavy, thin), the start direction (left, on line, right) and the curve (left, straight, right).',
    },
    {
      id: '1-5',
      title: 'First Impressions and Your Programme Goals',
      description:
        'Player and coach sit down together with the scorecard and videos, agree one strength and one area to improve, and set the first goal of the programme.',
      keyPoints: [
        'Start with something the player does well',
        'One priority at a time',
        'Goals should be measurable and have a date',
        'The player, and a parent for juniors, should agree with the plan',
      ],
      instructions: [
        'Lay out the scorecard from the wedge, putting and full-swing exercises.',
        'Name one thing you did well today and write it down.',
        'Listen to your coach describe the one area that will help your game most.',
        'Agree a goal you can measure, for example "hole 4 of 5 from 3 ft" or "6 of 9 wedges within 10 yards".',
        'Agree when you will retest, usually at the end of the programme or at lesson 18.',
        'Ask any questions you have about the programme before you leave.',
      ],
      expectedOutcome:
        'A short written plan: one strength, one priority, one measurable goal with a retest date, agreed by the player (and a parent for juniors) and the coach.',
      videoRequired: false,
      imageRequired: false,
      coachTips: [
        'Keep it to one priority; a junior who leaves with five thoughts will use none of them.',
        'Tie the priority to one of the 3 swing functions so it matches the language of the programme.',
        "Make the goal a little harder than today's score, not a leap to a tour standard.",
      ],
      warmupRequired: false,
      scoringCriteria: 'Completed when the written plan is agreed and saved to the player record.',
    },
  ],
};
