import type { Lesson } from '../schemas';

export const lesson14: Lesson = {
  id: 14,
  title: 'Swing Checkpoints P1 to P10',
  description:
    "The ten P-positions are snapshots of the swing, from address (P1) to the finish (P10), and each of the academy's 8 key moves lives between two of them. In this lesson you rehearse the checkpoints slowly, film them, and learn which ones matter most for your swing. Directions are for right-handed players; left-handers mirror them.",
  focus:
    'Know what each checkpoint from P1 to P10 looks like and use slow rehearsal and video to improve one at a time.',
  moduleOutcomes: [
    'The player can name and demonstrate all ten positions from P1 to P10 in slow motion.',
    'The player can link each of the 8 key moves to its P-positions.',
    'The player can hold a balanced finish for 3 seconds on at least 8 of 10 full shots.',
    'The player can film their swing face-on and down the line and pick one checkpoint to improve.',
  ],
  fundamentals: [
    {
      title: 'The backswing: P1 to P4 (key moves 1 to 4)',
      concepts: [
        {
          name: 'P1 address and key move 1, the takeaway (P1 to P2)',
          description:
            'At P1 you are balanced, with the lead arm and shaft roughly in line. The takeaway moves the club, hands, arms and chest away together in one even motion.',
        },
        {
          name: 'P2 shaft parallel (key move 2)',
          description:
            'The shaft is parallel to the ground and roughly parallel to the target line, with the hands around the trail thigh and the clubhead about in line with the hands.',
        },
        {
          name: 'P3 lead arm parallel and set (key move 3)',
          description:
            'The lead arm is parallel to the ground and the wrists have hinged so the shaft points up. The butt end points at or near the target line.',
        },
        {
          name: 'P4 the top (key move 4)',
          description:
            'The last instant before the club changes direction. The shoulders have turned fully, the trail leg still supports you and your centre has stayed over the ball.',
        },
      ],
    },
    {
      title: 'The downswing: P5 to P7 (key moves 5 to 7)',
      concepts: [
        {
          name: 'Key move 5, the transition (P4 to P5)',
          description:
            'Pressure moves towards the lead foot and the lower body starts to unwind before the arms hurry. At P5 the lead arm is parallel to the ground again and the wrists are still hinged.',
        },
        {
          name: 'P6 delivery (key move 6)',
          description:
            'The shaft is parallel to the ground coming down, the butt end near its lowest point by the trail hip, and the hips are opening towards the target.',
        },
        {
          name: 'P7 impact (key move 7)',
          description:
            'With irons, the hands are ahead of the ball, the shaft leans forward and most of your pressure is on the lead side. The hips are open and the chest is starting to open.',
        },
      ],
    },
    {
      title: 'The follow-through: P8 to P10 (key move 8)',
      concepts: [
        {
          name: 'P8 shaft parallel after impact',
          description:
            'The shaft is parallel to the ground past the ball, the handle moving up and in, and the toe of the club pointing roughly up: the club has released.',
        },
        {
          name: 'P9 trail arm parallel',
          description: 'The trail arm is parallel to the ground in the follow-through, a mirror of P3.',
        },
        {
          name: 'P10 the finish',
          description:
            'You are balanced on the lead foot, chest facing the target, trail heel up and resting on the toe. A finish you can hold shows that the swing was in balance.',
        },
      ],
    },
  ],
  exercises: [
    {
      id: '14-1',
      title: 'Slow-Motion Backswing Checkpoints: P1 to P4',
      description:
        'Move slowly from address to the top, pausing at each checkpoint while a mirror or phone shows you the position. Slow, correct rehearsal is how a new position becomes your own.',
      keyPoints: [
        'Pause for 2 seconds at each checkpoint',
        'One even takeaway: club, hands, arms and chest together',
        'Lead arm parallel and wrists set at P3',
        'Full turn at P4 with your centre over the ball',
      ],
      instructions: [
        'Stand side-on to a mirror, or film face-on, with a 7-iron and no ball.',
        'Take your P1 address and check your balance.',
        'Move slowly to P2 and hold for 2 seconds; check the shaft is parallel to the ground and the target line.',
        'Move on to P3 and hold for 2 seconds; check the lead arm is parallel to the ground and the wrists have set.',
        'Move on to P4 and hold for 2 seconds; check your turn and balance.',
        'Return to P1 and repeat 5 times, then make 5 full swings at normal speed.',
      ],
      expectedOutcome: 'You can stop at P2, P3 and P4 and match each checkpoint on 4 of 5 slow rehearsals.',
      videoRequired: true,
      imageRequired: false,
      coachTips: [
        'Film face-on for P3 and down the line for P2; one camera angle cannot check everything.',
        'Young juniors enjoy calling out the numbers as they stop: two, three, four.',
        'Keep rehearsals slow; at speed the player goes back to old habits.',
      ],
      warmupRequired: true,
      setupInstructions: ['A mirror or a phone on a stand.', 'A 7-iron and room to swing safely.'],
      scoringCriteria:
        'Out of 5 slow rehearsals, count those that match all three checkpoints (P2, P3, P4). Target 4; elite 5.',
    },
    {
      id: '14-2',
      title: 'The Pump Drill: Transition and Delivery, P4 to P6',
      description:
        'Swing to the top, pump down to P6 and back twice, then swing through and hit the ball. It teaches the lower body to start the downswing while the wrists stay hinged.',
      keyPoints: [
        'Pressure moves to the lead foot as you pump down',
        'Wrists stay hinged to P6',
        'Butt end near the trail hip at P6',
        'Third time, swing through to a balanced finish',
      ],
      instructions: [
        'Set up to a ball with a 7-iron or 8-iron.',
        'Swing to P4 and pause.',
        'Pump down to P6, feeling pressure move into your lead foot, then return to P4.',
        'Pump down a second time, return to P4 again.',
        'On the third move, swing all the way through and hit the ball.',
        'Repeat for 10 balls.',
      ],
      expectedOutcome:
        'You can feel the lower body start the downswing and strike at least 6 of 10 balls solidly from the pumped start.',
      videoRequired: true,
      imageRequired: false,
      coachTips: [
        'If the wrists unhinge during the pump, slow it down and shorten it.',
        'Film face-on to check that the pressure moves forward at P5 and P6.',
        'Compare contact from this drill with normal swings; the difference shows why transition matters.',
      ],
      warmupRequired: true,
      setupInstructions: ['A range bay.', 'A 7-iron or 8-iron and 10 balls.'],
      scoringCriteria: 'Count solid strikes out of 10 pumped swings. Target 6 to 8; elite 9 or more.',
    },
    {
      id: '14-3',
      title: 'Hold Your Finish: P10 Balance',
      description:
        'Hit full shots and hold your finish for 3 seconds after each one. A finish you can hold is the simplest proof that the swing stayed in balance.',
      keyPoints: [
        'Balanced on the lead foot',
        'Chest facing the target',
        'Trail heel up, resting on the toe',
        'Hold still for 3 seconds',
      ],
      instructions: [
        'Take a 7-iron and 10 balls to a range bay.',
        'Rehearse your finish without a club: lead foot holding your weight, chest to the target, trail toe down.',
        'Hit each ball with a full swing and hold the finish while you count to 3.',
        'If you wobble, step or fall back, that ball does not count.',
        'Count the balls where you held the finish for the full 3 seconds.',
        'Repeat with a driver when you score 8 or more.',
      ],
      expectedOutcome: 'You hold a balanced finish for 3 seconds on at least 8 of 10 full shots.',
      videoRequired: false,
      imageRequired: true,
      coachTips: [
        "Photograph the best finish and use it as the player's model.",
        'A finish falling back onto the trail foot often points to a transition problem; link it to the pump drill.',
        'Smooth, not slow: juniors should still swing with speed.',
      ],
      warmupRequired: true,
      setupInstructions: ['A range bay with space to swing.', 'A 7-iron, a driver and 10 balls.'],
      scoringCriteria: 'Count finishes held for 3 seconds out of 10 balls. Target 8; elite 10.',
    },
    {
      id: '14-4',
      title: 'P1 to P10 Video Review',
      description:
        'Film full swings from face-on and down the line, then check every position from P1 to P10 with your coach and choose one checkpoint to work on.',
      keyPoints: [
        'Two camera angles: face-on and down the line',
        'Phone at hand height, square to the target line',
        'Check every position, then choose one',
        'Compare with your lesson 12 and 13 pictures',
      ],
      instructions: [
        'Set a phone face-on, level with your hands and square to you.',
        'Record 3 full swings with a 7-iron.',
        'Move the phone behind you, pointing down the target line, and record 3 more.',
        'Pause each swing at P1 to P10 and tick the positions that match the checkpoints.',
        'With your coach, choose the one checkpoint that will help your strike most.',
        'Write down one drill from this lesson that trains it.',
      ],
      expectedOutcome:
        'You have a checked video of your swing from two angles and a single clear priority for the next month.',
      videoRequired: true,
      imageRequired: false,
      coachTips: [
        'Fix early positions before late ones; P2 and P3 problems often cause P6 and P7 problems.',
        'Keep it positive: name the positions that are good as well as the one to improve.',
        'Save the video to compare in 6 to 8 weeks.',
      ],
      warmupRequired: true,
      setupInstructions: ['A phone and a stand.', 'A 7-iron and 6 balls.'],
      scoringCriteria: 'Complete when all ten positions have been checked and one priority written down.',
    },
  ],
};
