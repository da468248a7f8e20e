import type { Lesson } from '../schemas';

export const lesson07: Lesson = {
  id: 7,
  title: 'Key Moves 1 to 4: Building the Backswing (P1 to P4)',
  description:
    "The academy's 8 key moves break the swing into checkpoints you can see and feel. This lesson builds the backswing with the first four: the takeaway, shaft parallel, lead arm parallel and set, and the top, each keyed to a P-position from address (P1) to the top (P4). Directions are for right-handed players; left-handers mirror them.",
  focus:
    'Move the club from address to the top through the P2 and P3 checkpoints with the body and arms working together.',
  moduleOutcomes: [
    'The player can name the P1 to P4 positions and the key move that belongs to each.',
    'The player can stop at P2 with the shaft parallel to the ground and to the target line and the toe pointing roughly up, checked on video or in a mirror.',
    'The player can stop at P3 with the lead arm parallel to the ground, the wrists set and the butt of the club pointing at or near the target line.',
    'The player can reach a balanced top of the backswing (P4) with a full chest turn and the club no further than parallel to the ground, and hit 10 balls with a pause at the top.',
  ],
  fundamentals: [
    {
      title: 'The P-positions of the backswing',
      concepts: [
        {
          name: 'P1: address',
          description:
            'Balanced posture, the lead arm and the shaft roughly in a line, the clubface square to the target and the body parallel to the target line.',
        },
        {
          name: 'P2: shaft parallel',
          description:
            'The club has moved back until the shaft is parallel to the ground and roughly parallel to the target line, with the hands about over the trail thigh.',
        },
        {
          name: 'P3: lead arm parallel',
          description:
            'The lead arm is parallel to the ground in the backswing and the wrists have hinged, so the shaft points up rather than along the ground.',
        },
        {
          name: 'P4: the top',
          description:
            'The last moment of the backswing, just before the club changes direction. The body has finished turning and the club is set for the downswing.',
        },
      ],
    },
    {
      title: 'Key moves 1 and 2: takeaway to shaft parallel (P1 to P2)',
      concepts: [
        {
          name: 'Key move 1: one-piece takeaway',
          description:
            'The club, hands, arms and chest start back together in one smooth motion. For the first couple of feet the clubhead stays outside the hands and the wrists stay quiet.',
        },
        {
          name: 'Key move 2: shaft parallel',
          description:
            'At P2 the shaft points along a line parallel to the target line, the toe of the club points roughly up and the hands are in front of the chest, not pulled behind you.',
        },
      ],
    },
    {
      title: 'Key moves 3 and 4: set and top (P3 to P4)',
      concepts: [
        {
          name: 'Key move 3: lead arm parallel and set',
          description:
            'By P3 the wrists have hinged so the shaft and lead arm make roughly an L shape. The butt of the club points at or near the target line, a sign that the club is on plane.',
        },
        {
          name: 'Key move 4: the top',
          description:
            'At P4 the chest has turned about 90 degrees, the lead arm is across the chest, the lead wrist is fairly flat and the club points roughly parallel to the target line, not past parallel to the ground.',
        },
        {
          name: 'Pressure at the top',
          description:
            'More pressure now sits in the trail foot, on the inside of the heel, and the trail knee still has some flex.',
        },
      ],
    },
  ],
  exercises: [
    {
      id: '7-1',
      title: 'Takeaway to P2 Checkpoint',
      description:
        'Rehearse key moves 1 and 2: a one-piece takeaway to P2, checked against an alignment stick and a mirror, then hit short shots that swing through P2.',
      keyPoints: [
        'Club, hands, arms and chest start back together',
        'At P2 the shaft is parallel to the ground and to the stick on the ground',
        'Toe of the club points roughly up at P2',
        'Hands stay in front of the chest',
      ],
      instructions: [
        'Lay an alignment stick on the ground along your toe line, parallel to the target line.',
        'Take your address (P1) with a 7-iron in front of a mirror or a camera down the line.',
        'Move the club back slowly until the shaft is parallel to the ground, and stop.',
        'Check: shaft parallel to the stick, toe pointing roughly up, hands over your trail thigh. Adjust if needed.',
        'Return to P1 and repeat 10 times, each time a little more smoothly.',
        'Hit 10 balls with a swing from P2 back to the mirror position of P2 on the other side (hip height to hip height).',
      ],
      expectedOutcome:
        'The player takes the club back in one piece to a correct P2 and can feel the position without the mirror.',
      videoRequired: true,
      imageRequired: false,
      coachTips: [
        'Film down the line with the camera on the hand line at address, so the shaft angles are honest.',
        'A clubhead that whips inside the hands in the first 2 ft is the most common fault; ask the player to feel the chest move the club.',
        'A face pointing at the ground at P2 is shut; a face pointing at the sky is open.',
      ],
      warmupRequired: true,
      setupInstructions: [
        'An alignment stick, a 7-iron and 10 balls.',
        'A mirror or a phone on a tripod down the line.',
      ],
      scoringCriteria:
        'Of 10 rehearsals checked on video or in a mirror, count those with the shaft parallel to the stick and the toe roughly up; aim for 8 or more.',
    },
    {
      id: '7-2',
      title: 'P3 Set and Hold',
      description:
        'Practise key move 3: swing to P3, hold the position for 2 seconds while you check it, then swing down and hit the ball.',
      keyPoints: [
        'Lead arm parallel to the ground',
        'Wrists set: shaft and lead arm roughly in an L',
        'Butt of the club points at or near the target line',
        'Chest keeps turning; the arms do not lift on their own',
      ],
      instructions: [
        'Lay an alignment stick on the ground along the target line, just beyond the ball.',
        'Take an 8-iron, swing back slowly to P3 and stop.',
        'Check in a mirror or on video that the butt of the club points at or near the stick.',
        'Make 5 rehearsals, holding P3 for 2 seconds each time.',
        'Hit 10 balls: swing to P3, hold for 2 seconds, then swing down and through to a balanced finish.',
      ],
      expectedOutcome:
        'The player sets the wrists correctly by P3 with the club on plane, and can start the downswing from a good P3.',
      videoRequired: true,
      imageRequired: false,
      coachTips: [
        'If the butt points well outside the stick, the club is steep; if it points at the feet or inside, it is flat.',
        'Young juniors may set the wrists early and fully; that is fine if the butt points at the line.',
      ],
      warmupRequired: true,
      setupInstructions: [
        'An alignment stick, an 8-iron and 10 balls.',
        'A mirror or phone camera down the line.',
      ],
      scoringCriteria:
        'Count the 10 paused shots with a correct P3 (checked on video) and a solid strike; aim for 6 or more.',
    },
    {
      id: '7-3',
      title: 'Pause at the Top',
      description:
        'Swing to the top (P4), pause for a full second, then swing through. The pause builds a complete backswing and stops you rushing the change of direction.',
      keyPoints: [
        'Full chest turn, about 90 degrees for most adults',
        'Club no further than parallel to the ground',
        'Lead wrist fairly flat',
        'Pause for 1 second, then start down smoothly from the ground up',
      ],
      instructions: [
        'Take a 7-iron and set up to a ball with a target in mind.',
        'Make 3 rehearsals, swinging to P4 and holding it while you check your chest turn and the club position in a mirror or on video.',
        'Hit a ball: swing to P4, count "one" out loud, then swing through to a balanced finish.',
        'Repeat for 10 balls.',
        'Hit 5 more with a normal swing, keeping the feeling of a full, unhurried top.',
      ],
      expectedOutcome:
        'The player reaches a full, balanced P4 and starts the downswing smoothly, with solid strikes even after the pause.',
      videoRequired: true,
      imageRequired: false,
      coachTips: [
        'A pause shows whether the player is balanced at the top; if they wobble, the backswing was too long or the pressure was on the outside of the trail foot.',
        'Past parallel at the top often comes from a collapsing lead arm or a trail elbow that flies away from the body.',
        'Players who hit it well after a pause have usually found a better sequence; let them keep a hint of it.',
      ],
      warmupRequired: true,
      setupInstructions: ['A 7-iron and 15 balls.', 'A phone on a tripod face-on and down the line.'],
      scoringCriteria: 'Count the 10 paused shots struck solidly with a balanced finish; aim for 7 or more.',
    },
    {
      id: '7-4',
      title: 'Slow-Motion P1 to P4',
      description:
        'Move through P1, P2, P3 and P4 in slow motion without a ball, stopping at each checkpoint, then speed up step by step until it becomes one backswing.',
      keyPoints: [
        'Stop and check at every P-position',
        'Say the key move out loud at each stop',
        'Then do it in one smooth move, slowly',
        'Only add speed when the checkpoints stay correct',
      ],
      instructions: [
        'Stand in front of a mirror with a 7-iron and take your address (P1).',
        'Move to P2 and stop; say "shaft parallel" and check it.',
        'Move to P3 and stop; say "lead arm parallel and set" and check it.',
        'Move to P4 and stop; say "the top" and check it.',
        'Repeat 5 times, then make 5 backswings in one slow movement without stops.',
        'Make 5 backswings at half speed and 5 at normal speed, with a full swing through each time.',
      ],
      expectedOutcome:
        'The player can link the four backswing checkpoints into one smooth motion and knows what each should look like.',
      videoRequired: false,
      imageRequired: false,
      coachTips: [
        'Use the same words every time; juniors learn the positions by their names.',
        'Pick the one checkpoint that goes wrong first as speed rises; that is the homework.',
      ],
      setupInstructions: ['A mirror and a 7-iron.'],
      scoringCriteria:
        'Completed when the player moves through all four checkpoints correctly 5 times in a row in slow motion.',
    },
  ],
};
