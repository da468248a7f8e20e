import type { Lesson } from '../schemas';

export const lesson16: Lesson = {
  id: 16,
  title: 'Mechanical Concepts: Levers, Width, Lag and Release, Sequence and Ground Forces',
  description:
    'Why does a good swing produce so much speed with so little effort? This lesson explains the mechanics in plain words: the two levers of the arms and club, the width of the arc, how lag is stored and released, the order in which the body moves, and how pushing against the ground powers it all. Directions are for right-handed players; left-handers mirror them.',
  focus:
    'Understand where speed comes from so you can create it with the body and deliver it without losing strike or direction.',
  moduleOutcomes: [
    'The player can explain the two levers of the swing and show how wrist hinge adds distance.',
    'The player can describe the kinematic sequence: pelvis, then chest, then arms, then club, each reaching its top speed a little later.',
    'The player can use the step drill to start the downswing from the ground up on at least 7 of 10 swings.',
    'The player can make the swish of an upside-down club loudest at or after the ball position on at least 7 of 10 swings.',
  ],
  fundamentals: [
    {
      title: 'Levers and width',
      concepts: [
        {
          name: 'Two levers',
          description:
            'The lead arm is the first lever, turning around the shoulder, and the club is the second, hinged at the wrists. Setting the wrists in the backswing creates the second lever; releasing it in the downswing adds a great deal of clubhead speed.',
        },
        {
          name: 'Width and radius',
          description:
            'The radius of the swing is the distance from your centre to the clubhead. A lead arm that stays comfortably long, without being rigid, keeps that radius steady, so the club returns to the same low point.',
        },
        {
          name: 'Width is not stiffness',
          description:
            'Pushing the hands as far away as possible creates tension and slows the swing. Aim for width that feels natural and free.',
        },
      ],
    },
    {
      title: 'Lag and release',
      concepts: [
        {
          name: 'Lag',
          description:
            "Lag is the angle between the lead arm and the shaft held into the downswing. It stores speed, in the same way a whip's tip lags behind the handle before it cracks.",
        },
        {
          name: 'Release',
          description:
            'Release is that angle opening so the clubhead catches up with the hands and squares up at impact. A good release happens because the body and arms slow in sequence, not because you flick the hands.',
        },
        {
          name: 'Early release',
          description:
            'Throwing the club from the top, often called casting, spends the speed before the ball and moves the low point behind it. The result is weak, heavy or thin contact.',
        },
      ],
    },
    {
      title: 'The kinematic sequence',
      concepts: [
        {
          name: 'From the ground up',
          description:
            'In an efficient downswing the pelvis reaches its top speed first, then the chest, then the arms and last the club. Each part is faster than the one before, like a chain passing energy along.',
        },
        {
          name: 'Open at impact',
          description:
            'Because the body leads, good players arrive at impact with the hips clearly open, around 45 degrees in tour players, and the chest open by about 25 degrees, while the club is square.',
        },
      ],
    },
    {
      title: 'Ground forces',
      concepts: [
        {
          name: 'Push to turn',
          description:
            'The feet push against the ground to turn the body. In the downswing, pressure moves into the lead foot early, well before the club reaches the ball.',
        },
        {
          name: 'Push up for speed',
          description:
            'Through impact good players push up from the ground, the lead leg straightening as the hips open. For juniors, balance comes first: speed from the ground is only useful if you still finish balanced.',
        },
      ],
    },
  ],
  exercises: [
    {
      id: '16-1',
      title: 'One Lever, Two Levers',
      description:
        'Hit the same club three ways: with no wrist hinge, with a half hinge, and with a full hinge. The change in carry shows how much distance the second lever adds.',
      keyPoints: [
        'Same backswing length with the arms each time',
        'Only the wrist hinge changes',
        'Centred strike matters more than distance',
        'Write down the carry of every ball',
      ],
      instructions: [
        'Take a 9-iron and 9 balls to a range with distance markers or a launch monitor.',
        'Hit 3 balls with the lead arm swinging to parallel and no wrist hinge at all.',
        'Hit 3 balls to the same arm position with the wrists half hinged.',
        'Hit 3 balls to the same arm position with a full hinge, the shaft pointing up.',
        'Write down the carry of each ball and work out the average for each set of 3.',
        'Compare the averages and say in your own words why they differ.',
      ],
      expectedOutcome:
        'You can show and explain that the full hinge carries clearly further than no hinge with the same arm swing.',
      videoRequired: false,
      imageRequired: false,
      coachTips: [
        'A launch monitor makes the difference obvious through club speed; write down that number too.',
        'Check that the player does not make a longer arm swing to make up for no hinge.',
        'Link it to the clock system for wedges: the same idea gives controlled distances.',
      ],
      warmupRequired: true,
      setupInstructions: ['A range with marked distances or a launch monitor.', 'A 9-iron and 9 balls.'],
      scoringCriteria: 'Complete all 3 sets of 3 and record the average carry for each set.',
    },
    {
      id: '16-2',
      title: 'The Step Drill: Sequence from the Ground Up',
      description:
        'Start with your feet together and step towards the target with your lead foot as the club nears the top. The step makes the lower body lead the downswing, just as the kinematic sequence needs.',
      keyPoints: [
        'Feet together at address',
        'Step as the club nears the top, not after the downswing starts',
        'Lead foot lands, then the hips unwind, then the arms and club follow',
        'Finish balanced on the lead foot',
      ],
      instructions: [
        'Set up with a 7-iron and your feet together, the ball opposite the middle of your feet.',
        'Make 5 rehearsal swings: as the club nears the top, step your lead foot about a foot towards the target.',
        'Feel the lead foot land and push into the ground before the arms swing down.',
        'Hit 10 balls the same way, holding your finish each time.',
        'After each ball, say whether the foot landed before the arms started down.',
        'Finish with 5 normal swings and try to keep the same feeling.',
      ],
      expectedOutcome:
        'On at least 7 of 10 swings the lead foot lands before the arms start down and you finish balanced.',
      videoRequired: true,
      imageRequired: false,
      coachTips: [
        'Film face-on at slow motion: the foot must land before the hands reach hip height.',
        'If the player falls towards the ball, shorten the step.',
        'Check there is space all round; the step moves the player towards the target.',
      ],
      warmupRequired: true,
      setupInstructions: ['A range bay with extra room on the target side.', 'A 7-iron and 15 balls.'],
      scoringCriteria:
        'Count swings where the lead foot lands before the arms start down and the finish is held. Target 7 to 8 of 10; elite 9 or more.',
    },
    {
      id: '16-3',
      title: 'The Swish Drill: Lag and Release',
      description:
        'Turn a club upside down and swing it so the swish is loudest at or after where the ball would be. A swish behind the ball means you have released too early.',
      keyPoints: [
        'Hold the club near the head, grip end down',
        'Swish loudest at or after the ball position',
        'Body leads, the club follows',
        'Full, balanced finish',
      ],
      instructions: [
        'Hold a driver or 7-iron upside down, just below the clubhead.',
        'Lay a tee on the ground where the ball would be.',
        'Make 10 full swings and listen for where the swish is loudest.',
        'Score 1 point each time the swish is at or after the tee.',
        'Turn the club the right way up and hit 5 balls, trying to keep the same feeling.',
      ],
      expectedOutcome:
        'The swish is at or after the ball position on at least 7 of 10 swings and your shots feel freer.',
      videoRequired: false,
      imageRequired: false,
      coachTips: [
        'Stand the coach or a partner to the side and behind so they can hear where the swish is.',
        'For young juniors, an alignment stick or a light training stick makes a good swish too.',
        'If the swish is early, tell the player to let the hips lead and the club arrive late.',
      ],
      warmupRequired: true,
      setupInstructions: [
        'A safe space with at least 3 club-lengths clear all round.',
        'A driver or 7-iron, a tee and 5 balls.',
      ],
      scoringCriteria:
        '1 point for each swish at or after the tee; 10 swings. Target 7 to 8; elite 9 or more.',
    },
  ],
};
