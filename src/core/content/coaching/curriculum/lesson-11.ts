import type { Lesson } from '../schemas';

export const lesson11: Lesson = {
  id: 11,
  title: 'Skills Lab: Scoring Shots Under Pressure',
  description:
    'This lesson is all games and tests. Each one puts the short-game and putting skills from the earlier lessons under a little pressure, with a score to beat, the way the course does. Directions are for right-handed players; left-handers mirror them.',
  focus: 'Turn practice into scoring: every shot has a target, a score and a consequence.',
  moduleOutcomes: [
    'The player can get up and down at least 4 times from 9 different lies around the green.',
    'The player can escape a greenside bunker onto the green with at least 7 of 10 balls.',
    'The player can pitch to targets at 20, 30 and 40 yards, changing distance every shot, and score at least 18 of 36 points.',
    'The player can two-putt at least 7 of 9 times from 20, 30 and 40 ft.',
    'The player can play a 9-hole short course around the practice green and record a score against a par of 18.',
  ],
  fundamentals: [],
  exercises: [
    {
      id: '11-1',
      title: 'Up-and-Down Challenge',
      description:
        'From 9 different spots around the green, chip or pitch on and hole out. Every time you finish in 2 shots or fewer you have got up and down.',
      keyPoints: [
        'Choose the shot for the lie: chip when you can, pitch when you must',
        'Pick a landing spot for every chip',
        'Treat the putt as part of the shot; it is not finished until it is holed',
        'One ball per spot, no second tries',
      ],
      instructions: [
        'Place 9 balls around the green: 3 on the fringe, 3 in light rough and 3 between 15 and 25 yards away.',
        'Choose a different hole for each group of 3 balls.',
        'Play each ball with your full routine: read the lie, pick a club and a landing spot.',
        'Chip or pitch onto the green, then hole out with your putter.',
        'Write down how many shots each ball took.',
        'Count the balls you got up and down in 2 shots or fewer.',
      ],
      expectedOutcome:
        'You get up and down at least 4 times out of 9 and can explain why you chose each club.',
      videoRequired: false,
      imageRequired: false,
      coachTips: [
        'Let the player choose the club; ask why afterwards rather than before.',
        'Include at least one downhill and one tight lie once the player is comfortable.',
        'Record the score each time so the player can beat their own record.',
      ],
      warmupRequired: true,
      setupInstructions: [
        'A practice green with room to chip and pitch from all sides.',
        '9 balls, a wedge, a 9-iron or 8-iron, a putter and 3 holes or targets.',
      ],
      scoringCriteria: 'Count up-and-downs (2 shots or fewer) out of 9. Target 4 to 5; elite 6 or more.',
    },
    {
      id: '11-2',
      title: 'Bunker Escape Test',
      description:
        'Ten balls from a greenside bunker, scored by where they finish. The first job is always to get out; the second is to get close.',
      keyPoints: [
        'Feet wider, ball forward of centre, face slightly open',
        'Splash the sand about 2 inches behind the ball',
        'Keep the club above the sand at address, as the rules require on the course',
        'Swing through to a full finish; never stop at the sand',
      ],
      instructions: [
        'Enter the bunker from the low side and place 10 balls in a good lie.',
        'Draw a line in the sand about 2 inches behind where the ball sits and make 3 practice splashes on the line, away from the balls.',
        'Set up with your feet wider than usual, the ball forward of centre and the face slightly open.',
        'Play each ball to a flag 10 to 20 yards away, splashing the sand out onto the green.',
        'Score each ball: 0 still in the bunker, 1 out but off the green, 2 on the green, 3 within 6 ft of the flag.',
        'Rake the bunker when you finish.',
      ],
      expectedOutcome:
        'At least 7 of 10 balls finish on the green, and you can splash the sand out with a full finish every time.',
      videoRequired: true,
      imageRequired: false,
      coachTips: [
        'Film face-on to check that the club enters the sand behind the ball, not at it.',
        'A player who decelerates usually fears hitting it too far; show how much sand softens the shot.',
        'Keep everyone out of the bunker and well to the side while a player is hitting.',
      ],
      warmupRequired: true,
      setupInstructions: [
        'A greenside bunker with a flag 10 to 20 yards away.',
        '10 balls, a sand wedge and a rake.',
      ],
      scoringCriteria: '0, 1, 2 or 3 points per ball, maximum 30. Target 16 to 23 points; elite 24 or more.',
    },
    {
      id: '11-3',
      title: 'Pitching Round the Clock: 20, 30 and 40 Yards',
      description:
        'Pitch 12 balls to three targets, changing distance after every shot. It trains the skill the course asks for: one ball, one distance, one chance.',
      keyPoints: [
        'Change the backswing length, not the speed of the swing',
        'Pick your landing spot before you set up',
        'Hold your finish until the ball lands',
        'New distance every shot; no repeating a shot you just hit',
      ],
      instructions: [
        'Set up 3 targets, such as flags or cones, at 20, 30 and 40 yards.',
        'Play 4 rounds of 3 balls, changing target every shot: 20, 40, 30; then 40, 20, 30; then 30, 20, 40; then 40, 30, 20.',
        'Make 1 practice swing to feel the length before each shot.',
        'Score each ball where it finishes: 3 points within 6 ft, 2 points within 12 ft, 1 point within 20 ft.',
        'Add up your score out of 36.',
      ],
      expectedOutcome: 'You can change distance every shot and score at least 18 of 36 points.',
      videoRequired: false,
      imageRequired: false,
      coachTips: [
        "Use the backswing lengths from the player's wedge distances so this test matches their yardage card.",
        'If the player chases the ball with their eyes, have them say where they want it to land out loud first.',
        'Keep the circles marked with cones or tees so scoring is honest.',
      ],
      warmupRequired: true,
      setupInstructions: [
        'A short-game area or a quiet part of the range with room for 40 yards.',
        '12 balls, a wedge, 3 flags or cones and tees to mark 6 ft and 12 ft around each target.',
      ],
      scoringCriteria:
        '3 points within 6 ft, 2 within 12 ft, 1 within 20 ft; 12 balls, maximum 36. Target 18 to 25; elite 26 or more.',
    },
    {
      id: '11-4',
      title: 'Lag and Hole: Two-Putt Pressure',
      description:
        'Nine long putts from 20, 30 and 40 ft, each holed out. The first putt must finish close enough that the second is easy, and every three-putt costs you.',
      keyPoints: [
        'Pace first, line second',
        'Picture a 3 ft circle round the hole as your target',
        'Read the second putt as carefully as the first',
        'Hole out every ball',
      ],
      instructions: [
        'Push tees in at 20, 30 and 40 ft from one hole, each on a different side of it.',
        'Putt 3 balls from each tee, in the order 20, 40, 30.',
        'Hole out every ball and count the putts it took.',
        'Note how many first putts finished within 3 ft of the hole.',
        'Count your two-putts or better out of 9.',
      ],
      expectedOutcome:
        'You two-putt or better at least 7 times out of 9 and leave most first putts within 3 ft.',
      videoRequired: false,
      imageRequired: false,
      coachTips: [
        'Add pressure for better players: one three-putt and they start again.',
        "Ask the player to call 'short', 'long' or 'good' as the ball is rolling; it builds feel.",
        'Record first-putt distances to compare with the 20 ft test in lesson 18.',
      ],
      warmupRequired: false,
      setupInstructions: ['A practice green with room for a 40 ft putt.', '3 tees, 3 balls and a putter.'],
      scoringCriteria:
        'Two-putts or better out of 9. Target 7 to 8; elite 9 of 9 with at least 6 first putts within 3 ft.',
    },
    {
      id: '11-5',
      title: 'The Short Course: 9 Holes Around the Green',
      description:
        'Play a 9-hole course around the practice green, each hole starting with a chip, pitch, bunker shot or long putt. Par is 2 for each hole, 18 in all.',
      keyPoints: [
        'Use your full routine on every shot',
        'Play one ball, as on the course',
        'Choose the safest shot that can still finish close',
        'Write your score after each hole',
      ],
      instructions: [
        'With your coach, choose 9 starting spots: 3 chips, 2 pitches, 2 bunker shots and 2 long putts.',
        'Give each spot a different hole and mark the start with a tee.',
        'Play each hole until the ball is holed, counting every shot.',
        'Write each score on a card next to its par of 2.',
        'Add up your total and compare it with the par of 18.',
      ],
      expectedOutcome:
        'You complete the course with a recorded score and know which hole cost you the most shots.',
      videoRequired: false,
      imageRequired: false,
      coachTips: [
        'Play alongside the player or pair two juniors; a match adds healthy pressure.',
        'Keep the same 9 starting spots for a month so scores can be compared.',
        'Afterwards, pick the worst hole and turn it into the next practice session.',
      ],
      warmupRequired: true,
      setupInstructions: [
        'A practice green with a bunker and room to chip and pitch.',
        '1 ball, a wedge, a sand wedge, a 9-iron, a putter, 9 tees and a scorecard.',
      ],
      scoringCriteria: 'Total strokes over 9 holes against a par of 18. Target 18 to 20; elite 16 or fewer.',
    },
  ],
};
