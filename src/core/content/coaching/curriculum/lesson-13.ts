import type { Lesson } from '../schemas';

export const lesson13: Lesson = {
  id: 13,
  title: 'Swing Geometry: Plane, Path, Angle of Attack and Low Point',
  description:
    'The club swings around you on a tilted circle, and the shape of that circle decides where it bottoms out, which way it travels through the ball and how steeply it arrives. This lesson gives you simple pictures and drills for plane, path, angle of attack and low point, so you can understand your own ball flight and divots. Directions are for right-handed players; left-handers mirror them.',
  focus:
    'Understand the shape of your swing well enough to control where it bottoms out and which way it travels through the ball.',
  moduleOutcomes: [
    'The player can explain the swing plane and check it on video at P2, P3, P4 and P5.',
    'The player can start divots on the target side of a line with at least 7 of 10 full iron shots.',
    'The player can strike 8 of 10 short-iron shots without touching a towel laid 6 inches behind the ball.',
    'The player can describe an in-to-out and an out-to-in path and swing between two path markers on at least 7 of 10 shots.',
  ],
  fundamentals: [
    {
      title: 'The swing plane',
      concepts: [
        {
          name: 'A tilted circle',
          description:
            "The clubhead travels on a circle tilted to match your posture and the length of the club. A driver's plane is flatter than a wedge's because you stand further from the ball.",
        },
        {
          name: 'Plane checkpoints',
          description:
            "Seen from behind, the butt end of the club points at or near the target line when the lead arm is parallel to the ground going back (P3) and coming down (P5). At the top (P4) a full swing's shaft lies roughly parallel to the target line.",
        },
        {
          name: 'Laid off and across the line',
          description:
            'If the shaft at the top points left of the target line it is laid off; if it points right of it, it is across the line. Neither is wrong in itself, but each needs a matching downswing, so it is worth knowing which you do.',
        },
      ],
    },
    {
      title: 'Path and face',
      concepts: [
        {
          name: 'Club path',
          description:
            'Path is the direction the clubhead is moving at impact. In-to-out means it is moving to the right of the target line; out-to-in means to the left.',
        },
        {
          name: 'Face sets the start, face-to-path sets the curve',
          description:
            'The ball starts mostly where the face points at impact. It curves away from the path: a face closed to the path curves it left, a face open to the path curves it right.',
        },
      ],
    },
    {
      title: 'Angle of attack and low point',
      concepts: [
        {
          name: 'Angle of attack',
          description:
            'This is whether the clubhead is moving down or up at impact. Irons should be moving down, so the ball is struck before the turf. A driver from a tee can be level or slightly upwards, which is why the ball sits forward.',
        },
        {
          name: 'Low point',
          description:
            "The low point is the bottom of the club's arc. With irons it should be in front of the ball; the best players bottom out around 4 to 5 inches ahead of it. A low point behind the ball gives heavy or thin shots.",
        },
        {
          name: 'Small changes, big effects',
          description:
            'Strike a quarter of an inch lower and the club can meet the ground around 2 to 3 inches behind the ball. Low-point control comes from a centre that stays steady and pressure that moves onto the lead side before impact.',
        },
      ],
    },
  ],
  exercises: [
    {
      id: '13-1',
      title: 'The Line Drill: Divots in Front',
      description:
        'Hit balls placed on a line at right angles to the target line. Every divot must start on the target side of the line, which proves your low point is in front of the ball.',
      keyPoints: [
        'Ball sits on the line',
        'Divot starts on the target side of the line',
        'Pressure moves to the lead foot before impact',
        'Build from half swings to full swings',
      ],
      instructions: [
        'On grass, spray a line about 2 ft long at right angles to the target line, or lay a strip of tape if you are on a mat.',
        'Make 5 practice half swings along the line without a ball; each should brush the turf on the target side of the line.',
        'Place a ball on the line and hit 5 half swings with a 9-iron.',
        'Check each divot or brush mark: it should start on the line or in front of it.',
        'When you get 5 in a row, move up to three-quarter and then full swings.',
        'Finish with 10 full swings and count the divots that start on the target side.',
      ],
      expectedOutcome:
        'At least 7 of 10 full-swing divots start on the target side of the line, and you can feel the difference from a heavy shot.',
      videoRequired: false,
      imageRequired: true,
      coachTips: [
        'Photograph the row of divots; a tidy row in front of the line is a great record of progress.',
        'If the marks are behind the line, check that the pressure has moved to the lead side at impact.',
        'On a mat, use a line of sand or tape and watch for the first mark.',
      ],
      warmupRequired: true,
      setupInstructions: [
        'A grass practice area where divots are allowed, or a mat with tape or a line of sand.',
        'Line-marking spray or tape, 20 balls and a 9-iron.',
      ],
      scoringCriteria:
        'Out of 10 full swings, count divots that start on or in front of the line. Target 7 to 8; elite 9 or more.',
    },
    {
      id: '13-2',
      title: 'The Towel Drill: Ball First',
      description:
        'A towel laid flat behind the ball punishes a low point that falls too early. Strike the ball without brushing the towel.',
      keyPoints: [
        'Short irons and wedges only',
        'Towel flat, about 6 inches behind the ball',
        'Steady centre; do not hang back',
        'Strike down on the ball, then the turf',
      ],
      instructions: [
        'Fold a towel flat and lay it on the ground about 6 inches behind the ball, on the target line.',
        'Use a wedge or 9-iron.',
        'Make 3 slow practice swings over the towel.',
        'Hit 5 balls with half swings without touching the towel.',
        'Move on to three-quarter swings and hit 10 more balls.',
        'Count the balls struck cleanly without touching the towel.',
      ],
      expectedOutcome: 'You strike at least 8 of 10 three-quarter shots without the towel moving.',
      videoRequired: false,
      imageRequired: false,
      coachTips: [
        'Beginners can start with the towel 8 to 10 inches back and move it closer.',
        'Do not use this drill with long clubs; the low point and shallower arc make it misleading.',
        'If the player tops the ball trying to miss the towel, shorten the swing and focus on pressure moving forward.',
      ],
      warmupRequired: true,
      setupInstructions: ['A practice area or range bay.', 'A towel, 15 balls and a wedge or 9-iron.'],
      scoringCriteria:
        'Count clean strikes (towel untouched) out of 10 three-quarter swings. Target 8; elite 10.',
    },
    {
      id: '13-3',
      title: 'Path and Start-Line Gates',
      description:
        'Two headcovers shape the path of the club through the ball and a gate of sticks 10 ft ahead checks the start line. Together they show how path and face work.',
      keyPoints: [
        'Swing between the headcovers without touching either',
        'Start the ball through the gate',
        'A ball that starts on line but curves tells you about face-to-path',
        'Smooth three-quarter swings first',
      ],
      instructions: [
        'Push 2 alignment sticks into the ground 10 ft in front of the ball on the target line, 12 inches apart.',
        'Place one headcover about 6 inches behind the ball and 3 inches beyond it, on the side away from you.',
        'Place a second headcover about 6 inches in front of the ball and 3 inches inside it, on your side.',
        'Hit 10 balls with a 7-iron, swinging between the headcovers.',
        'For each ball, note whether the path was clean and whether the ball started through the gate.',
        'When you score 15 or more, narrow the gate to 6 inches.',
      ],
      expectedOutcome:
        'You can swing between the headcovers and start at least 7 of 10 balls through the gate.',
      videoRequired: true,
      imageRequired: true,
      coachTips: [
        'Hitting the outside headcover behind the ball shows an out-to-in path; hitting the inside one ahead shows the same thing.',
        'Film down the line to show the player the path relative to the sticks.',
        'Keep other players well to the side; a ball can rebound off the gate.',
      ],
      warmupRequired: true,
      setupInstructions: [
        'A range bay with room for sticks 10 ft ahead.',
        '2 alignment sticks, 2 headcovers, 10 balls and a 7-iron.',
      ],
      scoringCriteria:
        '1 point for a clean path and 1 point for starting through the gate; 10 balls, maximum 20. Target 13 to 17; elite 18 or more.',
    },
    {
      id: '13-4',
      title: 'Plane Check on Video',
      description:
        'Film your swing from down the line and check the club against the plane at P2, P3, P4 and P5.',
      keyPoints: [
        'Phone at hand height, pointing along the target line',
        'At P2 the shaft is parallel to the target line',
        'At P3 and P5 the butt end points at or near the target line',
        'At P4 note whether the shaft is laid off, parallel or across the line',
      ],
      instructions: [
        'Set the phone on a stand behind you, level with your hands and pointing down the target line.',
        'Record 3 swings with a 7-iron.',
        'Pause the best swing at P2 and check that the shaft is parallel to the target line.',
        'Pause at P3 and P5 and check where the butt end points.',
        'Pause at P4 and describe the shaft direction: laid off, parallel or across the line.',
        'Write your notes and keep the video for lesson 14.',
      ],
      expectedOutcome:
        'You can describe your own plane at four checkpoints and know which one to work on first.',
      videoRequired: true,
      imageRequired: false,
      coachTips: [
        'Camera position matters more than anything: a phone aimed off the target line makes every plane look wrong.',
        'Pick one checkpoint to work on; changing everything at once helps no one.',
        'Remember that good players vary at the top; the P3 and P5 checks matter more.',
      ],
      warmupRequired: true,
      setupInstructions: ['A phone and a stand.', 'A 7-iron and 3 balls.'],
      scoringCriteria: 'Complete when the player has written a note for each of P2, P3, P4 and P5.',
    },
  ],
};
