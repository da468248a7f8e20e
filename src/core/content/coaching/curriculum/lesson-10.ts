import type { Lesson } from '../schemas';

export const lesson10: Lesson = {
  id: 10,
  title: 'Set-Up Themes on the Green: Putting Set-Up, Stroke and Green Reading',
  description:
    'Putts make up around 40 per cent of the shots in a typical round, so this lesson builds a putting set-up you can repeat, a stroke that starts the ball on line, and a simple way to read slopes and judge pace. We finish every exercise by holing out, because that is what counts on the course. Directions are for right-handed players; left-handers mirror them.',
  focus:
    'Set up the same way every time, start the ball on your chosen line and roll it at a pace that finishes just past the hole.',
  moduleOutcomes: [
    'The player can take a putting set-up with eyes over the ball, ball just forward of centre and shoulders parallel to the start line, and check it with a mirror or stick.',
    'The player can start 8 of 10 putts through a ball gate 2 ft in front of the ball from 6 ft.',
    'The player can lag putts from 10, 20, 30 and 40 ft so that most finish within 3 ft of the hole.',
    'The player can find the fall line around a hole, read a putt from the low side and name the high side before putting.',
  ],
  fundamentals: [
    {
      title: 'The putting set-up',
      concepts: [
        {
          name: 'Eyes and ball position',
          description:
            'Bend from the hips until your eyes are over the ball or just inside it. Play the ball a little forward of the middle of your stance, so the putter meets it level or very slightly on the way up and it rolls rather than hops.',
        },
        {
          name: 'Parallel lines',
          description:
            'Set the putter face square to your start line first. Then build your feet, hips and shoulders parallel to that line. Your shoulders matter most, because they steer the stroke.',
        },
        {
          name: 'Arms, hands and grip pressure',
          description:
            'Let your arms hang softly so your hands sit under your shoulders. Hold the putter lightly, about 3 or 4 out of 10, with the palms facing each other and the shaft roughly in line with your lead forearm.',
        },
      ],
    },
    {
      title: 'The stroke',
      concepts: [
        {
          name: 'Rock the shoulders',
          description:
            'Move the putter with a gentle rocking of the shoulders. The wrists stay quiet and the lower body and head stay still until the ball has gone.',
        },
        {
          name: 'Face controls the start line',
          description:
            'On a short putt almost all of the start direction comes from where the face points at impact. A face that is square at impact starts the ball on your line even if the stroke is not perfect.',
        },
        {
          name: 'Rhythm sets the length',
          description:
            'Keep the same even rhythm for every putt and change the length of the backswing to change distance. The through-stroke is about as long as the backswing, or a touch longer.',
        },
      ],
    },
    {
      title: 'Reading the green and judging pace',
      concepts: [
        {
          name: 'The fall line',
          description:
            'The fall line is the line water would run straight down the slope through the hole. A putt along it, from directly above or below the hole, is straight. Every other putt curves towards it.',
        },
        {
          name: 'Read from the low side',
          description:
            'Look at a putt from behind the ball, then from the low side halfway to the hole, where slopes are easiest to see. Decide which side is high and how far above the hole you must start the ball.',
        },
        {
          name: 'Pace and break work together',
          description:
            'A ball breaks most as it slows down near the hole. Aim to finish 12 to 18 inches past the hole: firm enough to hold its line, soft enough to leave a tap-in if it misses. Uphill putts break less, downhill putts more.',
        },
      ],
    },
  ],
  exercises: [
    {
      id: '10-1',
      title: 'Putting Set-Up Check',
      description:
        'Build your putting set-up step by step and check each part against a mirror or an alignment stick until you can repeat it without help.',
      keyPoints: [
        'Putter face square to the start line before you place your feet',
        'Eyes over the ball or just inside it',
        'Ball just forward of the middle of your stance',
        'Shoulders parallel to the start line',
        'Light grip, about 3 or 4 out of 10',
      ],
      instructions: [
        'Lay an alignment stick on the green along your start line, about 6 inches beyond the ball.',
        'Set the putter behind the ball with the face square to the stick.',
        'Place your feet, then your hips and shoulders, parallel to the stick.',
        'Hold a second ball on the bridge of your nose and let it drop; it should land on or just inside the ball.',
        'Lay your putter across your shoulders and check that the shaft points parallel to the stick.',
        'Step away, then rebuild the set-up from scratch 5 times, checking each time.',
      ],
      expectedOutcome:
        'You can take the same balanced set-up 5 times in a row, with your eyes over the ball and your shoulders parallel to the start line.',
      videoRequired: false,
      imageRequired: true,
      coachTips: [
        'Take a photo from behind the player, looking down the start line, so they can see their shoulder line.',
        'Juniors often stand too far away and reach; let the arms hang first, then set the putter down.',
        'Check grip pressure by gently pulling the putter head; it should move without the hands squeezing.',
      ],
      warmupRequired: false,
      setupInstructions: [
        'Find a flat part of the putting green.',
        'You need one alignment stick, a putter and 2 balls.',
      ],
      scoringCriteria:
        'Pass when 5 set-ups in a row meet all three checks: ball-drop on or just inside the ball, shoulders parallel to the stick, face square.',
    },
    {
      id: '10-2',
      title: 'Start-Line Gates',
      description:
        'Two gates of tees train a square face and a centred strike: one gate just wider than your putter head, and a ball gate 2 ft in front of the ball.',
      keyPoints: [
        'The putter passes through its gate without touching a tee',
        'The ball rolls through the ball gate on the start line',
        'Keep your head still until the ball is through the gate',
        'Hole out every putt; the gate is only a guide',
      ],
      instructions: [
        'Find a straight putt of 6 ft on a flat part of the green.',
        'Push 2 tees in either side of the ball, just wider than your putter head.',
        'Push 2 more tees in 2 ft in front of the ball, slightly wider than a ball.',
        'Putt 10 balls through both gates towards the hole.',
        'Count how many balls pass cleanly through the ball gate.',
        'When you reach 8 of 10, move the ball back to 8 ft and repeat.',
      ],
      expectedOutcome:
        'At least 8 of 10 putts start through the ball gate, and you feel the difference between a square and an open or closed face.',
      videoRequired: false,
      imageRequired: true,
      coachTips: [
        'If the ball keeps missing the gate on the same side, check the set-up before the stroke.',
        'For young juniors start with a gate 2 balls wide and narrow it as they improve.',
        'Ask the player to say which side a miss went before they look up; it builds feel for the face.',
      ],
      warmupRequired: false,
      setupInstructions: ['A straight, flat putt of 6 ft.', '4 tees, 10 balls and a putter.'],
      scoringCriteria: 'Count putts through the ball gate out of 10. Target: 8 of 10 from 6 ft.',
    },
    {
      id: '10-3',
      title: 'The Ladder: Pace Control from 10 to 40 ft',
      description:
        'Putt up and down a ladder of distances to learn how long a stroke each one needs. The aim is to finish every ball within 3 ft of the hole.',
      keyPoints: [
        'Same rhythm on every putt; change the backswing length',
        'Look at the hole during your practice strokes to feel the distance',
        'Finish past the hole rather than short',
        'Within 3 ft is the target; holing is a bonus',
      ],
      instructions: [
        'Push tees in at 10, 20, 30 and 40 ft from one hole, in a straight line.',
        'Putt 1 ball from 10 ft, then 20, then 30, then 40 ft.',
        'Then come back down: 40, 30, 20 and 10 ft.',
        'After each putt, check whether it finished within 3 ft of the hole, measured with your putter.',
        'Score 1 point for each ball within 3 ft; hole out the others.',
        'Play 3 rounds of 8 putts and write down your best score.',
      ],
      expectedOutcome:
        'You can judge distance from 10 to 40 ft and leave at least 6 of 8 putts within 3 ft of the hole.',
      videoRequired: false,
      imageRequired: false,
      coachTips: [
        'A putter is about 3 ft long for most adults; for juniors use a marked string or count foot-lengths.',
        'If the player is always short going uphill, have them pick a spot 18 inches past the hole as the target.',
        'Keep them talking about feel: was the stroke too long or too short, not just the result.',
      ],
      warmupRequired: true,
      setupInstructions: ['A straight line of 40 ft on the practice green.', '4 tees, 4 balls and a putter.'],
      scoringCriteria:
        '1 point for each of 8 putts finishing within 3 ft of the hole; best of 3 rounds. Target 6 of 8.',
    },
    {
      id: '10-4',
      title: 'Read and Roll: The Clock on a Slope',
      description:
        'Holing putts from all around a hole on a slope teaches you to find the fall line and to play the right amount of break from every side.',
      keyPoints: [
        'Find the fall line before you start',
        'Read each putt from the low side',
        'Pick a start point on the high side and commit to it',
        'Roll the ball to finish just past the hole',
      ],
      instructions: [
        'Choose a hole on a gentle slope and find the fall line by rolling a ball slowly past it.',
        'Push 8 tees in a ring around the hole, each 3 ft away, like the numbers on a clock.',
        'Read each putt from behind the ball and from the low side before you hit it.',
        'Putt from each tee in turn, going round the clock.',
        'If you miss, start again from the first tee.',
        'When you complete the ring at 3 ft, move the tees out to 4 ft, then 5 ft.',
      ],
      expectedOutcome:
        'You can name the high side of every putt around the hole and complete the ring at 3 ft without a miss.',
      videoRequired: false,
      imageRequired: false,
      coachTips: [
        'Start with the two straight putts on the fall line so the player sees there is no break there.',
        'Ask for a prediction before each putt: how many cups outside the hole will you aim?',
        'Misses on the low side usually mean too little read or too little pace; talk about both.',
      ],
      warmupRequired: false,
      setupInstructions: ['A hole on a gentle slope.', '8 tees, 3 balls and a putter.'],
      scoringCriteria:
        'Complete the ring of 8 putts at 3 ft without a miss, then at 4 ft, then 5 ft. Record the furthest ring completed.',
    },
  ],
};
