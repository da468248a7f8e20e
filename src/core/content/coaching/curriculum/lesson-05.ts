import type { Lesson } from '../schemas';

export const lesson05: Lesson = {
  id: 5,
  title: 'Swing Function 2: Start Line and Curve, Clubface and Path',
  description:
    'The second swing function is direction. Where the clubface points at impact mostly decides where the ball starts, and how the face points compared with the path of the club decides how it curves. You learn to aim correctly, to start the ball through a gate and to read your own ball flight. Directions are for right-handed players; left-handers mirror them.',
  focus:
    'Aim the face and body correctly, start the ball on your chosen line, and read face and path from the flight.',
  moduleOutcomes: [
    'The player can set up with the clubface aimed at the target and the feet, hips and shoulders parallel to the target line, checked with two alignment sticks.',
    'The player can start at least 6 of 10 half-swing 7-iron shots through a 2-ft gate set 10 ft in front of the ball.',
    'The player can look at a ball flight and say whether the face was open or closed to the target and to the path.',
    'The player can curve the ball left and right on purpose by changing the set-up.',
  ],
  fundamentals: [
    {
      title: 'The face starts the ball',
      concepts: [
        {
          name: 'Face angle at impact',
          description:
            'With irons and woods the ball starts mostly where the face points at impact, roughly three-quarters or more of the way towards the face direction rather than the swing direction. With a putter it is almost all face.',
        },
        {
          name: 'Start line tells you the face',
          description:
            'If a ball starts right of your target, the face was pointing right at impact, whatever the swing felt like. Watch the first few yards of flight, not where the ball ends up.',
        },
      ],
    },
    {
      title: 'Face to path makes the curve',
      concepts: [
        {
          name: 'Club path',
          description:
            'The path is the direction the clubhead is travelling at impact. Swinging from inside the target line to outside it is an in-to-out path; from outside to inside is out-to-in.',
        },
        {
          name: 'Face closed to the path',
          description:
            'When the face points left of the path at impact, the ball curves to the left: a draw, or a hook if it curves a lot.',
        },
        {
          name: 'Face open to the path',
          description:
            'When the face points right of the path at impact, the ball curves to the right: a fade, or a slice if it curves a lot.',
        },
        {
          name: 'Face equal to the path',
          description:
            'When the face and path match, the ball flies straight along that line, even if the line is not at the target. That is a push or a pull, not a curve.',
        },
      ],
    },
    {
      title: 'Aim and alignment',
      concepts: [
        {
          name: 'Face first',
          description:
            'Aim the clubface at the target first, from behind the ball, using a mark a yard or so in front of it. Then build your stance around the face.',
        },
        {
          name: 'Railway tracks',
          description:
            'The ball and clubface sit on the outer rail pointing at the target; your feet, hips and shoulders sit on the inner rail, parallel to it. Your body therefore aims slightly left of the target, not at it.',
        },
      ],
    },
  ],
  exercises: [
    {
      id: '5-1',
      title: 'Start-Line Gate',
      description:
        'Set two sticks 10 ft in front of the ball to make a gate on your target line. Hit half-swing 7-iron shots and count how many start through the gate, which trains the face to point where you aim.',
      keyPoints: [
        'The gate is on your start line, 10 ft ahead of the ball',
        'Gate width 2 ft to start, narrower as you improve',
        'Watch only the first 10 ft of flight',
        'Control the face, not the hands: a steady, smooth swing',
      ],
      instructions: [
        'Lay an alignment stick on the ground behind the ball, pointing at your target.',
        'Push two alignment sticks upright into the ground 10 ft in front of the ball, one either side of the target line, 2 ft apart.',
        'With a 7-iron, hit 10 balls with a swing from hip height to hip height, aiming through the middle of the gate. Short swings keep the ball low enough to pass between the sticks.',
        'Count a shot as good if it passes between the sticks without touching them.',
        'If you get 8 or more of 10, narrow the gate to 1 ft and hit 10 more.',
        'Note where the misses started, left or right, and tell your coach.',
      ],
      expectedOutcome:
        'The player starts most half-swing iron shots on the chosen line, showing they can return the face square to the target at impact.',
      videoRequired: false,
      imageRequired: true,
      coachTips: [
        'Keep the swings short at first; a ball hitting a stick can bounce back, so keep everyone behind and to the side of the hitter.',
        'Misses on one side only usually mean the face; misses on both sides usually mean the strike or the rhythm.',
        'Photograph the set-up from behind so the player can rebuild it at home.',
      ],
      warmupRequired: true,
      setupInstructions: [
        '3 alignment sticks: one on the ground, two upright as the gate.',
        'A 7-iron and 20 balls.',
        'Soft ground to hold the sticks upright, or weighted stands on a mat.',
      ],
      scoringCriteria:
        'Count the shots out of 10 that start through a 2-ft gate; aim for 6 or more, then 8 or more, then repeat with a 1-ft gate.',
    },
    {
      id: '5-2',
      title: 'Railway Tracks Alignment',
      description:
        'Use two alignment sticks to build a correct aim: clubface to the target, body parallel to the target line. Then learn to repeat it without the sticks.',
      keyPoints: [
        'Aim the face first, from behind the ball',
        'Feet, hips and shoulders parallel to the target line',
        'Your body points slightly left of the target, not at it',
        'Check with a club across the thighs and the chest',
      ],
      instructions: [
        'Stand behind the ball, pick a target and lay one stick on the ground just outside the ball, pointing at it.',
        'Lay a second stick parallel to the first, along the line of your toes.',
        'Step in, set the clubface square to the outer stick, then set your feet along the inner stick.',
        'Hold a club across your thighs and then across your chest to check they are parallel to the sticks too.',
        'Hit 5 balls with the sticks in place.',
        'Remove the sticks, aim at a new target, set up and ask your coach to lay a stick down to check you. Repeat 5 times.',
      ],
      expectedOutcome:
        'The player can aim the face at the target and set the body parallel to the target line with and without the sticks.',
      videoRequired: false,
      imageRequired: true,
      coachTips: [
        'Many players aim their feet at the target and push the ball right; show them where the feet point from behind.',
        'Shoulders matter more than feet for the path; check them every time.',
        'Use an intermediate mark, such as a leaf or divot a yard in front of the ball, for juniors.',
      ],
      setupInstructions: ['2 alignment sticks, a spare club for the body checks, a 7-iron and 10 balls.'],
      scoringCriteria:
        'Count the 5 set-ups without sticks where face and shoulders are both within a stick-width of parallel to the target line; aim for 4 or more.',
    },
    {
      id: '5-3',
      title: 'Curve It Both Ways',
      description:
        'Hit 3 draws and 3 fades on purpose by changing the face and path at set-up. Learning to curve the ball both ways proves you understand face and path, and it finds your straightest shot too.',
      keyPoints: [
        'Draw: face aimed where you want the ball to start, body aimed further right',
        'Fade: face aimed where you want the ball to start, body aimed further left',
        'Swing along your body line',
        'Start line first, curve second',
      ],
      instructions: [
        'Pick a target flag and lay an alignment stick on the target line.',
        'For a draw, aim the face a little right of the flag, then set your feet, hips and shoulders further right again, along a second stick.',
        'Swing along your body line and hit 3 balls; each should start right of the flag and curve back towards it.',
        'For a fade, aim the face a little left of the flag and your body further left again.',
        'Swing along your body line and hit 3 balls; each should start left of the flag and curve back towards it.',
        'Finish with 3 balls aimed straight at the flag and note which way they curve.',
      ],
      expectedOutcome:
        'The player curves the ball in both directions on purpose and can explain each shape in terms of face angle and swing path.',
      videoRequired: true,
      imageRequired: false,
      coachTips: [
        'Start with small shapes; a big hook or slice is not the goal.',
        'If the ball starts on the wrong side of the target, the face is the problem, not the path.',
        'A launch monitor showing path and face angle makes this exercise very clear for older players.',
      ],
      warmupRequired: true,
      setupInstructions: [
        '2 alignment sticks, a 7-iron and 12 balls.',
        'A target flag about 100 to 150 yards away, or closer for juniors.',
      ],
      scoringCriteria:
        'Score 1 point for each shot that starts on the correct side of the flag and curves towards it; 6 shots, aim for 4 points.',
    },
    {
      id: '5-4',
      title: 'Read the Flight',
      description:
        'Watch 10 shots and, after each one, call the start line and the curve, then say what the face and path were doing. Your coach confirms each call.',
      keyPoints: [
        'Start line tells you the face',
        'Curve tells you face compared with path',
        'Call it before you talk to anyone',
        'Use the same words each time: start left, on line or right; curve left, none or right',
      ],
      instructions: [
        'Take a 7-iron and aim at a clear target.',
        'Hit a shot and watch the ball all the way down.',
        'Say the start line: left, on line or right.',
        'Say the curve: left, straight or right.',
        'Say what that means: for example "face a little right of target, face closed to the path".',
        'Repeat for 10 shots; your coach marks each call right or wrong.',
      ],
      expectedOutcome:
        'The player reads their own ball flight and describes the face and path that caused it, so they can correct themselves on the course.',
      videoRequired: false,
      imageRequired: false,
      coachTips: [
        'Stand behind the player on the target line so you see the start line accurately.',
        'A launch monitor can settle arguments but let the player guess first.',
      ],
      warmupRequired: true,
      setupInstructions: ['A 7-iron, 10 balls and a clear target.'],
      scoringCriteria: 'Count the correct calls out of 10; aim for 7 or more.',
    },
  ],
};
