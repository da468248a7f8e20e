import type { Drill } from '../schemas';

/**
 * Drills for P9 lessons 1 to 9. Each drill has the id of the curriculum exercise it practises and
 * gives the student the same task in more detail. Right-handed wording; left-handers mirror it.
 */
export const drillsLessons01to09: Drill[] = [
  // Lesson 1: the opening lesson (baseline)
  {
    id: '1-1',
    title: 'Warm-Up and Five-Ball Contact Check',
    lessonNumber: 1,
    category: 'movement',
    difficulty: 'beginner',
    objective:
      'Learn a warm-up you can do on your own before every session, then hit 5 easy wedge shots to a 30-yard target and count the clean strikes.',
    setup: [
      'A flat space with at least two club-lengths of room all round you.',
      'A spare club or your wedge for the turning moves.',
      'A wedge, 5 balls and a target flag 30 yards away.',
    ],
    instructions: [
      'March on the spot or walk briskly for 1 minute.',
      'Hold a club across your shoulders and turn gently back and through 10 times.',
      'Make 10 slow hip circles each way and 10 gentle arm circles each way.',
      'Hold your wedge and make 10 small swings, hip height to hip height, brushing the grass each time.',
      'Make 5 bigger practice swings, each a little longer than the last.',
      'Hit 5 balls to the 30-yard flag, one at a time, and say how each one felt: clean, heavy or thin.',
      'Write down how many of the 5 were clean strikes.',
    ],
    scoringFormat: {
      type: 'completion',
      details:
        'Complete the full warm-up, then hit 5 balls. Record how many of the 5 were struck cleanly: ball first, off the middle of the face and airborne.',
    },
    benchmarks: {
      elite: 'Warm-up completed and 5 of 5 clean strikes',
      target: 'Warm-up completed and 3 of 5 clean strikes',
      beginner: 'Warm-up completed and 1 of 5 clean strikes',
    },
    equipment: ['Wedge', '5 golf balls', 'Target flag at 30 yards'],
    duration: 15,
    keyPoints: [
      'Warm up before the first ball, every time',
      'Small swings first, bigger ones later',
      'Smooth rhythm matters more than distance',
      'Check your space before every swing',
    ],
    coachTips: [
      'Watch the brush of the grass on the practice swings; it shows where the low point is.',
      'Keep juniors moving so they do not cool down again before the first ball.',
      'Note grip, stance and ball position before you say anything, so the baseline is honest.',
    ],
    videoRequired: false,
    imageRequired: false,
  },
  {
    id: '1-2',
    title: 'Wedge Baseline: 30, 50 and 70 Yards',
    lessonNumber: 1,
    category: 'pitching',
    difficulty: 'beginner',
    objective:
      'Measure how well you control distance with a wedge today by hitting 3 shots to each of 3 targets at 30, 50 and 70 yards and recording how far from the flag each finishes.',
    setup: [
      'Flags at 30, 50 and 70 yards, measured with a rangefinder or by pacing.',
      'A circle of cones 5 yards from each flag, and a second circle at 10 yards if you have enough cones.',
      'One wedge and 5 balls for each target: 2 settling shots and 3 scored shots. Collect balls only when everyone has stopped hitting.',
    ],
    instructions: [
      'Choose one wedge and use it for every shot.',
      'Take 5 balls to the 30-yard flag. Hit 2 settling shots that do not count, then 3 scored shots, going through your set-up before each one.',
      'After each shot, note where it finished: inside 5 yards, inside 10 yards, or further away.',
      'Play 5 balls to the 50-yard flag the same way: 2 settling shots, then 3 scored.',
      'Play 5 balls to the 70-yard flag the same way.',
      'Add up how many of the 9 scored shots finished within 5 yards and within 10 yards of their flag.',
      'Keep your scorecard; you will take the same test again later in the programme.',
    ],
    scoringFormat: {
      type: 'accuracy',
      details:
        '9 scored shots, 3 to each of the 30, 50 and 70-yard flags. Count the shots finishing within 5 yards and within 10 yards of their flag, and write down the distance of every shot.',
    },
    benchmarks: {
      elite: '7 or more of 9 within 5 yards of the flag',
      target: '5 or more of 9 within 10 yards of the flag',
      beginner: '3 or more of 9 within 10 yards of the flag',
    },
    equipment: [
      'One wedge',
      '5 golf balls',
      '3 target flags',
      '8 to 16 cones',
      'Rangefinder or measuring tape',
    ],
    duration: 20,
    keyPoints: [
      'One wedge for every shot',
      'Full set-up before every shot, not only the first',
      'Change the length of the swing, not how hard you hit, to change distance',
      'Record every shot, good or bad',
    ],
    coachTips: [
      'Film one swing at each distance face-on so you can compare backswing lengths.',
      'If a young junior cannot carry 70 yards, record where their best shot finishes and keep the same flags for the retest.',
      'Do not coach during a baseline; note what you see and change it next lesson.',
    ],
    videoRequired: true,
    imageRequired: false,
  },
  {
    id: '1-3',
    title: 'Short-Putt Baseline: 3 ft and 6 ft',
    lessonNumber: 1,
    category: 'putting',
    difficulty: 'beginner',
    objective:
      'Find out how many short putts you hole today: 5 balls from 3 ft and 5 balls from 6 ft on a straight, flat putt.',
    setup: [
      'Find a straight, flat putt on the practice green; roll a ball along it first to check.',
      'Push a tee into the green 3 ft from the hole and a second tee 6 ft from the hole on the same line.',
      '5 balls and your putter.',
    ],
    instructions: [
      'Place a ball at the 3-ft tee and go through your normal routine.',
      'Putt, and hold your finish until the ball stops.',
      'Putt all 5 balls from 3 ft, one at a time, with the full routine each time.',
      'Write down how many you holed.',
      'Move to the 6-ft tee and putt 5 balls the same way.',
      'Write down how many you holed, and where the misses went: short, long, left or right.',
    ],
    scoringFormat: {
      type: 'points',
      details: '1 point for each putt holed: out of 5 from 3 ft and out of 5 from 6 ft, 10 points in all.',
    },
    benchmarks: {
      elite: '5 of 5 from 3 ft and 4 of 5 from 6 ft',
      target: '4 of 5 from 3 ft and 2 of 5 from 6 ft',
      beginner: '3 of 5 from 3 ft and 1 of 5 from 6 ft',
    },
    equipment: ['Putter', '5 golf balls', '2 tees'],
    duration: 15,
    keyPoints: [
      'Straight, flat putt so the test is the same every time',
      'Same routine for every putt',
      'Hold your finish until the ball stops',
      'Firm enough to finish a little past the hole if it misses',
    ],
    coachTips: [
      'Photograph the putting set-up face-on and down the line for the player record.',
      'Short misses point to pace; misses to the side point to face angle or aim.',
    ],
    videoRequired: false,
    imageRequired: true,
  },

  // Lesson 2: posture, balance and pressure
  {
    id: '2-1',
    title: 'Hip-Hinge Posture Builder',
    lessonNumber: 2,
    category: 'setup',
    difficulty: 'beginner',
    objective:
      'Build an athletic address posture with a hip hinge, soft knees and hanging arms, and repeat it without help.',
    setup: [
      'A spare club to hold along your back.',
      'A 7-iron and a ball.',
      'A mirror, or a phone on a tripod side-on (down the line).',
    ],
    instructions: [
      'Stand tall and hold a club upright along your back so it touches the back of your head, your upper back and your tailbone.',
      'Push your bottom back and tip forward from the hips until your chest is over the balls of your feet, keeping all three contact points.',
      'Flex your knees slightly until you feel springy.',
      'Put the club down, keep the posture and let your arms hang straight down.',
      'Take your grip on a 7-iron where your hands hang and rest the club behind the ball.',
      'Step away, stand up and build the posture again without the club on your back. Repeat 10 times.',
      'Check each one in the mirror or on your phone.',
    ],
    scoringFormat: {
      type: 'consistency',
      details:
        '10 posture builds without the club on your back. Count those with a straight back, hinge from the hips, soft knees and arms hanging under the shoulders.',
    },
    benchmarks: {
      elite: '10 of 10 correct, each built in under 10 seconds',
      target: '8 of 10 correct',
      beginner: '5 of 10 correct',
    },
    equipment: ['Spare club', '7-iron', 'Golf ball', 'Mirror or phone camera'],
    duration: 15,
    keyPoints: [
      'Three contact points on the club: head, upper back, tailbone',
      'Hinge from the hips, not the waist',
      'Soft knees, weight over the middle of the feet',
      'Arms hang straight down from the shoulders',
    ],
    coachTips: [
      'Photograph the posture down the line: shoulder, knee and ball of the foot should line up roughly.',
      'Juniors often squat; ask them to push their bottom back towards a wall behind them.',
      'Look for a rounded upper back and hands pushed too far from the body.',
    ],
    videoRequired: false,
    imageRequired: true,
  },
  {
    id: '2-3',
    title: 'Step-Through Pressure Drill',
    lessonNumber: 2,
    category: 'movement',
    difficulty: 'intermediate',
    objective:
      'Feel pressure move into the lead side before the arms swing down, by stepping the lead foot towards the target during the backswing.',
    setup: [
      'A tee area with room to step forward and swing freely.',
      'A 7-iron, tees and 15 balls, teed low.',
      'A phone on a tripod face-on, well out of the way of the swing, if you want to film.',
    ],
    instructions: [
      'Stand with your feet together, the ball opposite your trail foot.',
      'Start your backswing and, as your hands reach hip height, step your lead foot about 1 ft towards the target.',
      'Let the lead foot land and press into the ground, then swing down and through.',
      'Make 5 rehearsals without a ball.',
      'Hit 10 balls with the step, holding each finish for 3 seconds with the trail foot up on its toe.',
      'Hit 5 balls with your normal stance, keeping the same feeling of pressure moving forward.',
    ],
    scoringFormat: {
      type: 'points',
      details:
        '1 point for each of the 10 step shots where the lead foot landed before the downswing and the finish was held for 3 seconds.',
    },
    benchmarks: {
      elite: '9 or 10 points, with solid ball-first strikes',
      target: '6 or more points',
      beginner: '3 or more points',
    },
    equipment: ['7-iron', 'Tees', '15 golf balls', 'Phone and tripod (optional)'],
    duration: 20,
    keyPoints: [
      'Step with the lead foot as the backswing finishes',
      'Lead foot plants before the arms start down',
      'Finish with nearly all the pressure on the lead foot',
      'Trail heel up, chest facing the target',
    ],
    coachTips: [
      'On face-on video the lead foot should land while the club is still near the top.',
      'If the player steps late and lunges, drop to half swings.',
      'Tee the ball low at first; the step moves the low point forward and can cause thin shots.',
    ],
    videoRequired: true,
    imageRequired: false,
  },

  // Lesson 3: the pivot
  {
    id: '3-1',
    title: 'Club-Across-the-Chest Turn',
    lessonNumber: 3,
    category: 'movement',
    difficulty: 'beginner',
    objective:
      'Learn a full turn back and through around a steady centre, with a club across your chest to show how far you turned, then hit half shots with the same turn.',
    setup: [
      'A spare club to hold across your chest.',
      'An 8-iron and 10 balls.',
      'A phone on a tripod down the line, if you want to film.',
    ],
    instructions: [
      'Take your address posture without a ball and hold a club across your chest, arms crossed.',
      'Turn back until your lead shoulder is under your chin and the shaft points at the ground just beyond where the ball would be.',
      'Hold for 2 seconds and check that your trail knee is still flexed.',
      'Turn through until your chest faces the target, letting your trail heel come up.',
      'Make 10 slow turns, then 10 at normal speed, holding each end for 2 seconds.',
      'Hit 10 half shots with the 8-iron, copying the same turn, and hold each finish for 2 seconds.',
    ],
    scoringFormat: {
      type: 'points',
      details:
        '1 point for each of the 10 half shots with a full turn to a finish facing the target, held for 2 seconds.',
    },
    benchmarks: {
      elite: '10 points, every shot struck solidly',
      target: '7 or more points',
      beginner: '4 or more points',
    },
    equipment: ['Spare club', '8-iron', '10 golf balls', 'Phone and tripod (optional)'],
    duration: 15,
    keyPoints: [
      'Address posture first',
      'At the top the club points at the ground just beyond the ball',
      'At the finish your chest faces the target',
      'Keep your hip hinge; do not stand up',
    ],
    coachTips: [
      'On down-the-line video the head should stay roughly inside a box drawn around it at address.',
      'A shaft pointing well above the ball at the top means the player stood up; ask the chest to turn down towards the ball.',
      'Play "turn and freeze" with juniors: call freeze at random and check the position.',
    ],
    videoRequired: true,
    imageRequired: false,
  },
  {
    id: '3-2',
    title: 'Hip-Stick Anti-Sway Drill',
    lessonNumber: 3,
    category: 'movement',
    difficulty: 'intermediate',
    objective:
      'Turn the trail hip behind you in the backswing instead of sliding it away from the target, using an upright stick just outside the trail hip as a guide.',
    setup: [
      'An alignment stick pushed upright into soft ground, or held in a weighted stand on a mat.',
      'Place it about 2 inches outside your trail hip when you are at address.',
      'A 7-iron and 10 balls.',
    ],
    instructions: [
      'Take your address with the stick about 2 inches outside your trail hip.',
      'Make a slow backswing, turning your trail hip behind you, and stop at the top without touching the stick.',
      'Swing slowly through to the finish, turning your lead hip away from the target line.',
      'Make 10 slow rehearsals, then 10 at three-quarter speed.',
      'Hit 10 balls with three-quarter swings, staying clear of the stick.',
      'Count how many backswings touched the stick.',
    ],
    scoringFormat: {
      type: 'accuracy',
      details: 'Count the backswings out of 10 shots that did not touch the stick.',
    },
    benchmarks: {
      elite: '10 of 10 clear of the stick, with solid strikes',
      target: '8 of 10 clear of the stick',
      beginner: '5 of 10 clear of the stick',
    },
    equipment: ['Alignment stick (and stand for a mat)', '7-iron', '10 golf balls'],
    duration: 20,
    keyPoints: [
      'Stick about 2 inches outside the trail hip at address',
      'Turn the trail hip back, not sideways',
      'Pressure on the inside of the trail foot',
      'Lead hip turns away from the stick in the downswing',
    ],
    coachTips: [
      'A little pressure shift is healthy; the stick catches a slide, not a turn.',
      'Touching the stick often goes with a straight trail leg or pressure on the outside of the trail foot.',
      'Use a flexible stick kept upright so a bump cannot hurt.',
    ],
    videoRequired: false,
    imageRequired: true,
  },

  // Lesson 4: strike
  {
    id: '4-1',
    title: 'The Line Drill',
    lessonNumber: 4,
    category: 'contact',
    difficulty: 'beginner',
    objective:
      'Move the low point ahead of the ball so every brush mark or divot starts on the target side of a line drawn under the ball.',
    setup: [
      'On grass: a straight line of spray paint or a row of tees, at right angles to the target line.',
      'On a mat: a strip of tape with a thin line of foot powder along its target side.',
      'A 9-iron and 15 balls.',
    ],
    instructions: [
      'Make 5 small practice swings with no ball, trying to brush the ground on the target side of the line.',
      'Place a ball on the line.',
      'Hit 10 shots with a swing from hip height to hip height.',
      'After each shot, check where the mark started: on the target side, on the line or behind it.',
      'Once you get 5 in a row on the target side, make the swing a little longer.',
      'Finish with 5 full swings and count how many started on the target side.',
    ],
    scoringFormat: {
      type: 'accuracy',
      details:
        'Count the 10 half-swing shots whose mark starts on the target side of the line, and record your best run in a row.',
    },
    benchmarks: {
      elite: '10 of 10 on the target side, and 5 of 5 with full swings',
      target: '8 of 10 on the target side, with a run of 5 in a row',
      beginner: '5 of 10 on the target side',
    },
    equipment: ['9-iron', '15 golf balls', 'Spray paint, tees, or tape and foot powder'],
    duration: 20,
    keyPoints: [
      'Line under the ball, at right angles to the target line',
      'Mark starts on the target side of the line',
      'Pressure into the lead foot before the club reaches the ball',
      'Small swings first, then build up',
    ],
    coachTips: [
      'Photograph a row of marks; juniors love seeing their progress.',
      'Marks behind the line usually mean the player is still on the trail foot at impact.',
    ],
    videoRequired: false,
    imageRequired: true,
  },
  {
    id: '4-2',
    title: 'The Towel Drill',
    lessonNumber: 4,
    category: 'contact',
    difficulty: 'intermediate',
    objective:
      'Strike short irons ball first by hitting shots without touching a flat towel placed behind the ball.',
    setup: [
      'A thin golf towel laid flat, its front edge 6 inches behind the ball and square to the target line.',
      'A 9-iron or wedge and 20 balls.',
    ],
    instructions: [
      'Set up normally to the ball with the towel behind it.',
      'Hit 10 balls with a three-quarter swing.',
      'Count any shot where the club touched the towel as a miss, and any thin shot too.',
      'If you missed fewer than 2 of 10, move the towel to 4 inches behind the ball.',
      'Hit 10 more balls with the towel at 4 inches.',
    ],
    scoringFormat: {
      type: 'accuracy',
      details:
        'Count clean strikes that missed the towel out of 10 at 6 inches, then out of 10 at 4 inches if you reached that step.',
    },
    benchmarks: {
      elite: '10 of 10 at 6 inches and 9 of 10 at 4 inches',
      target: '8 of 10 at 6 inches',
      beginner: '5 of 10 at 6 inches',
    },
    equipment: ['Thin golf towel', '9-iron or wedge', '20 golf balls'],
    duration: 20,
    keyPoints: [
      'Towel flat, 6 inches behind the ball',
      'Short irons only',
      'Ball first, then ground',
      'Move the towel closer as you improve',
    ],
    coachTips: [
      'Use a thin towel; a thick one can catch the club and jar the wrists.',
      'Not for long irons or woods, which need a shallower arc.',
      'A player who dodges the towel by lifting up will hit thin; watch the strike as well as the towel.',
    ],
    videoRequired: false,
    imageRequired: false,
  },
  {
    id: '4-3',
    title: 'Face-Strike Map',
    lessonNumber: 4,
    category: 'contact',
    difficulty: 'advanced',
    objective:
      'Map where you really strike the ball on the face, predict each strike by feel, and move the group of marks to the centre.',
    setup: [
      'Foot powder spray or impact tape, and a cloth.',
      'A 7-iron (and a driver if your coach asks) and 15 balls.',
      'A scorecard with a simple drawing of a clubface.',
    ],
    instructions: [
      'Spray a thin coat of foot powder on the face of the 7-iron.',
      'Hit a shot to a target, then say where you think it struck: heel, centre or toe, high or low.',
      'Look at the mark and draw it on the face diagram.',
      'Wipe the face, spray again and repeat for 10 shots.',
      'If most marks are towards the heel, stand a touch further from the ball; towards the toe, a touch closer.',
      'Hit 5 more shots with the adjustment and draw those marks too.',
    ],
    scoringFormat: {
      type: 'points',
      details:
        '1 point for each of the 10 marks inside a 10p-sized circle in the centre of the face, and 1 point for each correct guess: 20 points in all.',
    },
    benchmarks: {
      elite: '16 or more points',
      target: '12 or more points',
      beginner: '6 or more points',
    },
    equipment: ['Foot powder spray or impact tape', 'Cloth', '7-iron', 'Driver (optional)', '15 golf balls'],
    duration: 25,
    keyPoints: [
      'Wipe and re-spray after every shot',
      'Say where you hit it before you look',
      'Aim for a tight group in the middle of the face',
      'Small fixes: stand closer or further away, not a new swing',
    ],
    coachTips: [
      'Photograph the face after 5 unwiped strikes; the spread tells the story.',
      'Reward correct guesses; predicting strike is the real skill.',
      'Toe strikes with a driver and shots curving left often sort themselves out once the strike moves to the centre.',
    ],
    videoRequired: false,
    imageRequired: true,
  },

  // Lesson 5: start line and curve
  {
    id: '5-1',
    title: 'Start-Line Gate',
    lessonNumber: 5,
    category: 'direction',
    difficulty: 'intermediate',
    objective:
      'Start 7-iron shots on your chosen line by hitting them through a gate of two sticks 10 ft in front of the ball.',
    setup: [
      'One alignment stick on the ground behind the ball, pointing at your target.',
      'Two alignment sticks upright, 10 ft in front of the ball, one either side of the target line and 2 ft apart.',
      'A 7-iron and 20 balls. Short swings with a 7-iron fly low enough to pass between the sticks.',
      'Keep everyone behind you and to the side: a ball that hits a stick can bounce back.',
    ],
    instructions: [
      'Set up to the ball with the face aimed through the middle of the gate.',
      'Hit 10 balls with a swing from hip height to hip height.',
      'Count a shot as good if it passes between the sticks without touching them.',
      'Note where each miss started: left or right.',
      'If you got 8 or more of 10, narrow the gate to 1 ft and hit 10 more.',
    ],
    scoringFormat: {
      type: 'accuracy',
      details:
        'Count the shots out of 10 that pass through the 2-ft gate, then out of 10 through the 1-ft gate if you reached it.',
    },
    benchmarks: {
      elite: '9 of 10 through the 2-ft gate and 7 of 10 through the 1-ft gate',
      target: '8 of 10 through the 2-ft gate',
      beginner: '5 of 10 through the 2-ft gate',
    },
    equipment: ['3 alignment sticks', '7-iron', '20 golf balls'],
    duration: 20,
    keyPoints: [
      'Gate on your start line, 10 ft ahead',
      'Gate 2 ft wide to start, narrower as you improve',
      'Watch only the first 10 ft of flight',
      'Steady, smooth swing; the face does the work',
    ],
    coachTips: [
      'Misses on one side usually mean the face; misses on both sides usually mean strike or rhythm.',
      'Keep the swings short; it keeps the drill safe and makes the face easier to control.',
      'Photograph the set-up from behind so the player can rebuild it at home.',
    ],
    videoRequired: false,
    imageRequired: true,
  },
  {
    id: '5-2',
    title: 'Railway Tracks Alignment',
    lessonNumber: 5,
    category: 'setup',
    difficulty: 'beginner',
    objective:
      'Aim the clubface at the target and set your feet, hips and shoulders parallel to the target line, first with two sticks and then without them.',
    setup: [
      'Two alignment sticks on the ground: one just outside the ball pointing at the target, one along your toes parallel to it.',
      'A spare club for the body checks.',
      'A 7-iron and 10 balls.',
    ],
    instructions: [
      'Stand behind the ball and pick your target.',
      'Step in and set the clubface square to the outer stick.',
      'Set your feet along the inner stick.',
      'Hold a club across your thighs, then across your chest, to check they are parallel to the sticks.',
      'Hit 5 balls with the sticks in place.',
      'Take the sticks away, aim at a new target and set up; ask a coach or parent to lay a stick down to check you. Repeat 5 times.',
    ],
    scoringFormat: {
      type: 'consistency',
      details:
        '5 set-ups without the sticks. Count those where the face points at the target and the shoulders are within a stick-width of parallel to the target line.',
    },
    benchmarks: {
      elite: '5 of 5 set-ups correct',
      target: '4 of 5 set-ups correct',
      beginner: '2 of 5 set-ups correct',
    },
    equipment: ['2 alignment sticks', 'Spare club', '7-iron', '10 golf balls'],
    duration: 15,
    keyPoints: [
      'Aim the face first, from behind the ball',
      'Feet, hips and shoulders parallel to the target line',
      'Your body points slightly left of the target',
      'Check thighs and chest with a club',
    ],
    coachTips: [
      'Players who aim their feet at the target push the ball right; show them the view from behind.',
      'Shoulders matter more than feet for the path; check them every time.',
      'Give juniors a mark a yard in front of the ball, such as a leaf or an old divot, to aim the face over.',
    ],
    videoRequired: false,
    imageRequired: true,
  },
  {
    id: '5-3',
    title: 'Curve It Both Ways',
    lessonNumber: 5,
    category: 'direction',
    difficulty: 'advanced',
    objective:
      'Hit draws and fades on purpose by setting the face and the path at address, proving you can control both start line and curve.',
    setup: [
      'A target flag about 100 to 150 yards away, or closer for juniors.',
      'Two alignment sticks: one on the target line, one to show your body line.',
      'A 7-iron and 12 balls.',
    ],
    instructions: [
      'Lay one stick on the target line.',
      'For a draw, aim the face a little right of the flag and set your feet, hips and shoulders further right along the second stick.',
      'Swing along your body line and hit 3 balls; each should start right of the flag and curve back towards it.',
      'For a fade, aim the face a little left of the flag and set your body further left again.',
      'Swing along your body line and hit 3 balls; each should start left of the flag and curve back towards it.',
      'Hit 3 balls aimed straight at the flag and note which way they curve.',
    ],
    scoringFormat: {
      type: 'points',
      details:
        '1 point for each of the 6 shaped shots (3 draws, 3 fades) that starts on the correct side of the flag and curves towards it.',
    },
    benchmarks: {
      elite: '6 points',
      target: '4 points',
      beginner: '2 points',
    },
    equipment: ['2 alignment sticks', '7-iron', '12 golf balls', 'Target flag'],
    duration: 25,
    keyPoints: [
      'Draw: face where the ball should start, body further right',
      'Fade: face where the ball should start, body further left',
      'Swing along your body line',
      'Start line first, curve second',
    ],
    coachTips: [
      'Small shapes are the aim, not big hooks and slices.',
      'A ball starting on the wrong side of the flag means the face, not the path.',
      'A launch monitor showing face angle and club path makes this very clear for older players.',
    ],
    videoRequired: true,
    imageRequired: false,
  },

  // Lesson 6: speed
  {
    id: '6-1',
    title: 'The Whoosh Drill',
    lessonNumber: 6,
    category: 'full_swing',
    difficulty: 'beginner',
    objective:
      'Make your swing fastest at the ball, not at the start of the downswing, by moving the loudest whoosh of an upside-down club to just past a tee.',
    setup: [
      'A driver or 7-iron and a tee pushed into the ground where the ball would be.',
      'At least two club-lengths of clear space all round you.',
      '5 balls for the last step.',
    ],
    instructions: [
      'Turn the club upside down and hold it just below the clubhead with your normal grip.',
      'Take your address with the tee where the ball would be.',
      'Make 3 swings at half effort and listen for where the whoosh is loudest.',
      'Make 5 full swings, trying to make the loudest whoosh just past the tee.',
      'Rest for 30 seconds, then make 5 more.',
      'Turn the club the right way round and hit 5 balls, keeping the feeling of speed late in the swing.',
    ],
    scoringFormat: {
      type: 'points',
      details:
        '1 point for each of the 10 full swings where the loudest whoosh is on the target side of the tee.',
    },
    benchmarks: {
      elite: '9 or 10 points',
      target: '7 or more points',
      beginner: '4 or more points',
    },
    equipment: ['Driver or 7-iron', 'Tee', '5 golf balls'],
    duration: 15,
    keyPoints: [
      'Hold the club by the neck, grip end down',
      'Loudest sound just past the ball position',
      'Start smoothly and let the speed build',
      'Balanced finish after every swing',
    ],
    coachTips: [
      'A whoosh near the trail foot means the player throws the club from the top; ask for a smoother start down.',
      'An upside-down club swung fast still needs plenty of room; check the space every time.',
      'Juniors enjoy a loudest-whoosh contest with the coach as judge.',
    ],
    videoRequired: false,
    imageRequired: false,
  },
  {
    id: '6-2',
    title: 'Speed Sets with a Driver',
    lessonNumber: 6,
    category: 'full_swing',
    difficulty: 'advanced',
    objective:
      'Record your driver speed and train it with 2 short sets of 5 swings building to full effort, without losing balance or strike.',
    setup: [
      'A range bay with clear space around you.',
      'A driver, tees and 20 balls.',
      'A radar or launch monitor placed as the maker says, if you have one; otherwise a range with clear distance markers.',
    ],
    instructions: [
      'Complete your full warm-up and hit 5 drives at three-quarter effort.',
      'Set 1: hit 5 drives, each a little faster than the last, finishing at full effort. Rest at least 30 seconds between swings.',
      'Write down the club speed of each drive (or ball speed or carry if that is all you can measure).',
      'Rest for 2 minutes.',
      'Set 2: hit 5 more drives the same way and write down each speed.',
      'Finish with 5 normal drives to a target, checking strike and start line.',
      'Repeat this session two or three times a week and compare your numbers after a month.',
    ],
    scoringFormat: {
      type: 'consistency',
      details:
        'Record the fastest and the average club speed in mph for each set. Only count swings where you held a balanced finish. Compare with your previous session.',
    },
    benchmarks: {
      elite:
        'Average speed in set 2 within 2 mph of set 1, all 10 finishes balanced, and a gain of 3 mph or more over a month',
      target: 'All 10 finishes balanced and a gain of 1 to 2 mph over a month',
      beginner: 'Both sets completed with at least 7 of 10 finishes balanced',
    },
    equipment: ['Driver', 'Tees', '20 golf balls', 'Radar or launch monitor (optional)'],
    duration: 25,
    keyPoints: [
      'Warm up fully before any full-effort swing',
      '2 sets of 5, building to full effort',
      'Rest between swings and between sets',
      'Stop if anything hurts',
    ],
    coachTips: [
      'Stop the set if balance or strike falls apart; uncontrolled speed is not yet useful.',
      'Juniors under 12: sets of 3 swings and a focus on balance and fun.',
      'Without a radar, carry distance on a marked range is a fair stand-in.',
    ],
    videoRequired: false,
    imageRequired: false,
  },
  {
    id: '6-3',
    title: 'Three-Gear Carry Control',
    lessonNumber: 6,
    category: 'distance',
    difficulty: 'intermediate',
    objective:
      'Hit a 7-iron in three gears, smooth, medium and full, learn the carry of each and choose a gear on demand.',
    setup: [
      'A range with clear yardage markers, or a launch monitor.',
      'A 7-iron and 20 balls.',
      'A scorecard to write down each carry.',
    ],
    instructions: [
      'Pick a target on the range.',
      'Hit 5 balls in gear 1, smooth, about 70% effort, and note each carry.',
      'Hit 5 balls in gear 2, medium, about 85% effort, and note each carry.',
      'Hit 5 balls in gear 3, full but balanced, and note each carry.',
      'Work out the average carry and the gap between the shortest and longest shot in each gear.',
      'Ask your coach or a partner to call a gear for 3 more balls and see if you can match the carry.',
    ],
    scoringFormat: {
      type: 'consistency',
      details:
        'For each gear, record the average carry and the spread (longest minus shortest carry). Leave out clear mishits but count how many there were.',
    },
    benchmarks: {
      elite: 'Every gear grouped within 6 yards, with at least 10 yards between the averages of each gear',
      target: 'Every gear grouped within 10 yards',
      beginner: 'Each gear carries further on average than the gear below it',
    },
    equipment: ['7-iron', '20 golf balls', 'Range yardage markers or launch monitor', 'Scorecard and pencil'],
    duration: 20,
    keyPoints: [
      'Gear 1 about 70%, gear 2 about 85%, gear 3 full',
      'Same rhythm in every gear',
      'Only the speed changes',
      'Measure carry, not where the ball stops',
    ],
    coachTips: [
      'If gear 3 is no longer than gear 2, strike is breaking down at speed.',
      'Note mishits in each gear; more mishits at full speed is useful information.',
    ],
    videoRequired: false,
    imageRequired: false,
  },

  // Lesson 7: key moves 1 to 4
  {
    id: '7-1',
    title: 'Takeaway to P2 Checkpoint',
    lessonNumber: 7,
    category: 'full_swing',
    difficulty: 'beginner',
    objective:
      'Take the club back in one piece to a correct P2, shaft parallel to the ground and to the target line with the toe up, and hit short shots through it.',
    setup: [
      'An alignment stick on the ground along your toe line, parallel to the target line.',
      'A mirror, or a phone on a tripod down the line at hand height.',
      'A 7-iron and 10 balls.',
    ],
    instructions: [
      'Take your address (P1) with the 7-iron.',
      'Move the club back slowly, with the club, hands, arms and chest together, until the shaft is parallel to the ground. Stop.',
      'Check: shaft parallel to the stick, toe pointing roughly up, hands over your trail thigh.',
      'Return to P1 and repeat 10 times, each a little more smoothly.',
      'Hit 10 balls with a swing from P2 back to the same position on the other side (hip height to hip height).',
    ],
    scoringFormat: {
      type: 'consistency',
      details:
        'Check 10 rehearsals in the mirror or on video. Count those with the shaft parallel to the stick and the toe roughly up.',
    },
    benchmarks: {
      elite: '10 of 10 correct, and 10 solid hip-to-hip shots',
      target: '8 of 10 correct',
      beginner: '5 of 10 correct',
    },
    equipment: ['Alignment stick', '7-iron', '10 golf balls', 'Mirror or phone and tripod'],
    duration: 15,
    keyPoints: [
      'Club, hands, arms and chest start back together',
      'Shaft parallel to the ground and to the stick at P2',
      'Toe roughly up',
      'Hands stay in front of the chest',
    ],
    coachTips: [
      'Film with the camera on the hand line so the angles are honest.',
      'A clubhead whipping inside the hands early is the usual fault; ask the chest to move the club.',
      'Face pointing at the ground at P2 is shut; pointing at the sky, open.',
    ],
    videoRequired: true,
    imageRequired: false,
  },
  {
    id: '7-3',
    title: 'Pause at the Top',
    lessonNumber: 7,
    category: 'full_swing',
    difficulty: 'advanced',
    objective:
      'Reach a full, balanced top of the backswing (P4), pause for one second, then swing through and strike the ball solidly.',
    setup: [
      'A 7-iron and 15 balls.',
      'A phone on a tripod face-on or down the line, or a mirror.',
      'A clear target on the range.',
    ],
    instructions: [
      'Make 3 rehearsals, swinging to P4 and holding it while you check your chest turn and club position.',
      'Set up to a ball.',
      'Swing to P4, count "one" out loud, then swing through to a balanced finish.',
      'Repeat for 10 balls.',
      'Hit 5 more with a normal swing, keeping the feeling of a full, unhurried top.',
    ],
    scoringFormat: {
      type: 'points',
      details:
        '1 point for each of the 10 paused shots struck solidly with a balanced finish held for 3 seconds.',
    },
    benchmarks: {
      elite: '9 or 10 points',
      target: '7 or more points',
      beginner: '4 or more points',
    },
    equipment: ['7-iron', '15 golf balls', 'Phone and tripod or mirror'],
    duration: 20,
    keyPoints: [
      'Full chest turn, about 90 degrees for most adults',
      'Club no further than parallel to the ground',
      'Lead wrist fairly flat',
      'Pause 1 second, then start down smoothly from the ground up',
    ],
    coachTips: [
      'A wobble at the pause means the backswing was too long or pressure was on the outside of the trail foot.',
      'Past parallel usually comes from a bending lead arm or a trail elbow flying away from the body.',
      'If the player strikes it better after the pause, let them keep a hint of it.',
    ],
    videoRequired: true,
    imageRequired: false,
  },

  // Lesson 8: key moves 5 to 8
  {
    id: '8-1',
    title: 'The Pump Drill',
    lessonNumber: 8,
    category: 'full_swing',
    difficulty: 'intermediate',
    objective:
      'Start the downswing from the ground up and deliver the club to P6 with the wrists still set, by pumping twice before you hit.',
    setup: ['A 7-iron, tees and 15 balls, teed low.', 'A phone on a tripod face-on, if you want to film.'],
    instructions: [
      'Set up to the ball and swing to the top (P4).',
      'Shift pressure into your lead foot and bring the club down to P6: shaft parallel to the ground, wrists still set. Stop.',
      'Return the club to the top.',
      'Pump down to P6 again and back to the top.',
      'Now swing all the way through and hit the ball.',
      'Hit 10 balls this way, then 5 with a normal swing and the same feeling.',
    ],
    scoringFormat: {
      type: 'points',
      details:
        '1 point for each of the 10 pump-drill shots struck solidly: ball first, off the middle of the face.',
    },
    benchmarks: {
      elite: '9 or 10 points',
      target: '6 or more points',
      beginner: '3 or more points',
    },
    equipment: ['7-iron', 'Tees', '15 golf balls', 'Phone and tripod (optional)'],
    duration: 20,
    keyPoints: [
      'Every pump starts with pressure moving into the lead foot',
      'At P6 the shaft is parallel to the ground, hands near the trail thigh',
      'Wrists stay set; the clubhead trails the hands',
      'After the last pump, swing straight through',
    ],
    coachTips: [
      'On face-on video the hands should be well ahead of the clubhead at P6 and the hips already opening.',
      'If the arms throw the club out on the first pump, slow down and shift the pressure first.',
      'Tee it low; the drill moves the low point forward and can cause thin shots at first.',
    ],
    videoRequired: true,
    imageRequired: false,
  },
  {
    id: '8-3',
    title: 'Hip-to-Hip to P8',
    lessonNumber: 8,
    category: 'full_swing',
    difficulty: 'beginner',
    objective:
      'Release the club naturally to a correct P8, arms extended, shaft parallel to the ground and toe up, with short swings from P2 to P8.',
    setup: ['A 7-iron, tees and 15 balls, teed low.', 'Space to swing, with nobody within two club-lengths.'],
    instructions: [
      'Swing back to P2, shaft parallel to the ground.',
      'Swing through and stop at P8, with the shaft parallel to the ground on the other side.',
      'Hold P8 for 2 seconds and check: both arms extended, toe pointing roughly up, chest turning to the target.',
      'Hit 10 balls this way.',
      'Hit 5 balls with full swings, passing through the same P8 without stopping.',
    ],
    scoringFormat: {
      type: 'points',
      details: '1 point for each of the 10 short shots struck solidly with a correct P8 held for 2 seconds.',
    },
    benchmarks: {
      elite: '10 points',
      target: '7 or more points',
      beginner: '4 or more points',
    },
    equipment: ['7-iron', 'Tees', '15 golf balls'],
    duration: 15,
    keyPoints: [
      'Back to P2, through to P8',
      'Arms extended at P8',
      'Toe roughly up at P8',
      'Chest turning towards the target',
    ],
    coachTips: [
      'Face to the sky at P8 means it was held open; face to the ground means it rolled over too much.',
      'Bent arms at P8 usually mean the body stopped turning.',
      'A good first drill for young beginners: short, safe and it teaches the strike.',
    ],
    videoRequired: false,
    imageRequired: false,
  },

  // Lesson 9: short-game set-ups
  {
    id: '9-1',
    title: 'Chipping Landing Spot',
    lessonNumber: 9,
    category: 'chipping',
    difficulty: 'beginner',
    objective:
      'Use the chipping set-up to land the ball on a chosen spot, and learn how far each club rolls after landing.',
    setup: [
      'A towel (or hula hoop for young juniors) laid flat on the green 5 to 7 ft in from the edge, with the hole some way beyond it.',
      'Balls dropped about 3 yards off the green on a good lie; refill as you go.',
      'A sand wedge, pitching wedge, 9-iron and 8-iron, and 30 balls.',
    ],
    instructions: [
      'Take your chipping set-up: narrow stance, ball just back of centre, pressure on the lead foot, hands slightly ahead.',
      'Chip 5 balls with the sand wedge, trying to land each on the towel.',
      'Chip 5 balls each with the pitching wedge, 9-iron and 8-iron, always aiming to land on the towel.',
      'Watch how much further each club rolls after landing.',
      'Pick the club that finished closest to the hole.',
      'Chip 10 balls with that club and count how many land on the towel.',
    ],
    scoringFormat: {
      type: 'accuracy',
      details:
        'Count the last 10 chips that land on the towel. Only the landing counts, not where the ball finishes.',
    },
    benchmarks: {
      elite: '8 or more of 10 land on the towel',
      target: '5 or more of 10 land on the towel',
      beginner: '3 or more of 10 land on the towel (or 5 of 10 in a hula hoop)',
    },
    equipment: ['Towel or hula hoop', 'Sand wedge', 'Pitching wedge', '9-iron', '8-iron', '30 golf balls'],
    duration: 25,
    keyPoints: [
      'Narrow stance, ball back of centre, pressure on the lead foot',
      'Hands slightly ahead of the ball',
      'Rock the shoulders; quiet wrists',
      'Score the landing, not the finish',
    ],
    coachTips: [
      'Photograph the set-up face-on: ball back, shaft leaning slightly forward, weight forward.',
      'Scooping usually means the pressure is on the trail foot; check the finish.',
    ],
    videoRequired: false,
    imageRequired: true,
  },
  {
    id: '9-2',
    title: 'Pitching Clock',
    lessonNumber: 9,
    category: 'pitching',
    difficulty: 'intermediate',
    objective:
      'Find three pitching distances you can trust with one wedge, using backswings to 7:30, 9:00 and 10:30 on the clock.',
    setup: [
      'A pitching area or range with flags or markers from 20 to 80 yards.',
      'A pitching or sand wedge and 15 balls.',
      'A rangefinder if you have one, and a card to write your distances on.',
    ],
    instructions: [
      'Picture yourself face-on as a clock, with your lead arm as the hour hand.',
      'Make 3 practice swings to 7:30: lead arm halfway between pointing at the ground and parallel to it.',
      'Hit 5 balls with the 7:30 backswing and note where each lands.',
      'Hit 5 balls with a 9:00 backswing, lead arm parallel to the ground, and note where each lands.',
      'Hit 5 balls with a 10:30 backswing and note where each lands.',
      'Work out the average carry for each length and write all three on a card for your bag.',
    ],
    scoringFormat: {
      type: 'consistency',
      details:
        'For each backswing length, record the average carry and count how many of the 5 landed within 5 yards of that average.',
    },
    benchmarks: {
      elite: '14 or more of 15 within 5 yards of their average',
      target: '10 or more of 15 within 5 yards of their average',
      beginner:
        '6 or more of 15 within 5 yards of their average, with each length carrying further than the one before',
    },
    equipment: [
      'Pitching or sand wedge',
      '15 golf balls',
      'Flags or markers',
      'Rangefinder (optional)',
      'Card and pencil',
    ],
    duration: 25,
    keyPoints: [
      'Ball in the middle of the stance, a touch more pressure on the lead foot',
      'Same rhythm for every length',
      'Turn through to a full finish facing the target',
      'Measure the carry, not the roll',
    ],
    coachTips: [
      'Film face-on; most players think their backswing is longer than it is.',
      'A short, stabbing finish changes distance more than the backswing does.',
      'Older players can repeat with a second wedge for six distances.',
    ],
    videoRequired: true,
    imageRequired: false,
  },
  {
    id: '9-3',
    title: 'Bunker Splash Line',
    lessonNumber: 9,
    category: 'bunker',
    difficulty: 'beginner',
    objective:
      'Learn the greenside bunker set-up and enter the sand in the right place, about 2 inches behind the ball, so the sand splashes the ball onto the green.',
    setup: [
      'A practice bunker with a rake.',
      'A sand wedge and 10 balls.',
      'A target on the green 10 to 15 yards away.',
    ],
    instructions: [
      'Draw a line in the sand with your club, about 2 ft long, at right angles to the target line.',
      'Open the face a little, then take your grip. Dig your feet in, stance slightly wide and aimed a little left, with the line just forward of the middle of your stance.',
      'Make 10 swings with no ball, entering the sand on the line and throwing sand out of the bunker.',
      'Draw a fresh line and place a ball 2 inches ahead of it, on the target side. Splash it out with the same swing.',
      'Hit 10 balls this way, drawing a new line each time.',
      'Count how many finish on the green, then rake the bunker smooth.',
    ],
    scoringFormat: {
      type: 'accuracy',
      details: 'Count the 10 balls that finish on the green.',
    },
    benchmarks: {
      elite: '10 of 10 on the green',
      target: '7 or more of 10 on the green',
      beginner: '4 or more of 10 out of the bunker',
    },
    equipment: ['Sand wedge', '10 golf balls', 'Practice bunker and rake'],
    duration: 20,
    keyPoints: [
      'Open the face first, then grip',
      'Feet dug in, stance slightly wide and aimed a little left',
      'Enter the sand on the line, about 2 inches behind the ball',
      'Swing through to a full finish',
    ],
    coachTips: [
      'If the club digs, check the face is really open and the hands are not pushed far forward.',
      'Lines in the sand are for the practice bunker; on the course the club must not touch the sand before the stroke.',
    ],
    videoRequired: false,
    imageRequired: true,
  },
  {
    id: '9-4',
    title: 'Bunker Distance Ladder',
    lessonNumber: 9,
    category: 'bunker',
    difficulty: 'advanced',
    objective:
      'Control bunker distance by changing the length of the swing, playing 3 balls to each of three flags at 10, 15 and 20 yards with one set-up.',
    setup: [
      'A practice bunker next to a green, with a rake.',
      '3 flags or tees on the green at 10, 15 and 20 yards from the bunker, or as close as the green allows.',
      'A sand wedge and 9 balls.',
    ],
    instructions: [
      'Take your bunker set-up with the sand wedge.',
      'Hit 3 balls to the 10-yard flag with a swing to about hip height and a matching follow-through.',
      'Hit 3 balls to the 15-yard flag with a swing to about shoulder height.',
      'Hit 3 balls to the 20-yard flag with a near-full swing.',
      'Keep the same entry point, about 2 inches behind the ball, for every shot.',
      'Measure how far each ball finishes from its flag, then rake the bunker.',
    ],
    scoringFormat: {
      type: 'accuracy',
      details:
        'Count the 9 shots that finish within 10 ft of their flag, and note how many of those are within 6 ft.',
    },
    benchmarks: {
      elite: '7 or more of 9 within 10 ft, at least 4 of them within 6 ft',
      target: '4 or more of 9 within 10 ft',
      beginner: '1 or more of 9 within 10 ft, with all 9 balls out of the bunker',
    },
    equipment: [
      'Sand wedge',
      '9 golf balls',
      '3 flags or tees',
      'Practice bunker and rake',
      'Measuring tape (optional)',
    ],
    duration: 25,
    keyPoints: [
      'One set-up and one entry point for every shot',
      'Longer swing for longer shots',
      'Keep the speed through the sand',
      'Judge the shot by where it finishes',
    ],
    coachTips: [
      'Distance should come from swing size, not from hitting closer to the ball; watch the entry point.',
      'Soft or firm sand changes the results; note the conditions on the card.',
      'Beginners stay on the 10-yard flag until they escape 7 of 10.',
    ],
    videoRequired: false,
    imageRequired: false,
  },
];
