import type { Lesson } from '../schemas';

export const lesson04: Lesson = {
  id: 4,
  title: 'Swing Function 1: Strike, Controlling the Low Point and Contact',
  description:
    'Strike is the first of the 3 swing functions and the one we fix first, because a ball struck well goes further and straighter. You learn to control where the club bottoms out, so it meets the ball before the ground with irons, and where on the face the ball is struck. Directions are for right-handed players; left-handers mirror them.',
  focus:
    'Make the club bottom out just ahead of the ball with irons and strike the ball from the middle of the face.',
  moduleOutcomes: [
    'The player can start 8 of 10 divots or brush marks on the target side of a line with a short iron.',
    'The player can hit 10 short-iron shots without touching a towel placed 6 inches behind the ball.',
    'The player can read the strike on the face with spray or tape and name it as centre, heel, toe, high or low.',
    'The player can explain what the low point is and why it sits ahead of the ball with irons.',
  ],
  fundamentals: [
    {
      title: 'The low point',
      concepts: [
        {
          name: 'What it is',
          description:
            'The club swings on an arc, and the low point is the bottom of that arc. Where it falls, compared with the ball, decides whether you hit the ball first or the ground first.',
        },
        {
          name: 'Irons: ahead of the ball',
          description:
            'With irons and wedges the low point should be in front of the ball, on the target side. Tour players bottom out about 4 to 5 inches ahead of the ball, which is why their divots start after the ball.',
        },
        {
          name: 'Driver: level or rising',
          description:
            'With the ball on a tall tee and forward in the stance, the driver can meet the ball level or slightly on the way up, with no divot at all.',
        },
        {
          name: 'Small changes, big effects',
          description:
            'A swing that comes down only a quarter of an inch lower can catch the ground a couple of inches behind the ball. Strike is about fine control, not effort.',
        },
      ],
    },
    {
      title: 'What moves the low point',
      concepts: [
        {
          name: 'Pressure forward',
          description:
            'When the pressure moves to the lead foot in the downswing, the bottom of the arc moves forward with it. Hanging back on the trail foot moves it behind the ball.',
        },
        {
          name: 'Hands ahead at impact',
          description:
            'With irons, the hands are slightly ahead of the clubhead at impact and the shaft leans towards the target. Flicking the hands at the ball moves the low point back.',
        },
        {
          name: 'Chest over the ball',
          description:
            'Keeping the centre of the chest over or slightly ahead of the ball at impact helps the club come down in the right place.',
        },
      ],
    },
    {
      title: 'Face contact',
      concepts: [
        {
          name: 'Centre means speed',
          description:
            'A ball struck from the middle of the face leaves fastest. Strikes off the heel or toe lose ball speed, so the ball goes shorter.',
        },
        {
          name: 'Heel and toe effects',
          description:
            'With woods and drivers, a toe strike tends to curve the ball left and a heel strike tends to curve it right. So a strike pattern can explain a ball flight that looks like a swing fault.',
        },
        {
          name: 'Read the face',
          description:
            'Spray the face with foot powder or use impact tape. The mark tells you exactly where you struck it, which feel alone often gets wrong.',
        },
      ],
    },
  ],
  exercises: [
    {
      id: '4-1',
      title: 'The Line Drill',
      description:
        'Hit shots off a line drawn at right angles to the target line. Every brush mark or divot should start on the target side of the line, showing the low point is ahead of the ball.',
      keyPoints: [
        'The line is under the ball, at right angles to the target line',
        'The mark must start on the target side of the line',
        'Pressure into the lead foot before the club reaches the ball',
        'Start with small swings and build up',
      ],
      instructions: [
        'Draw a straight line on the grass with spray paint or tee pegs, or lay a strip of tape or a towel edge on the mat, at right angles to your target line.',
        'With a 9-iron, make 5 small practice swings with no ball, trying to brush the ground on the target side of the line.',
        'Place a ball on the line and hit 10 shots with a swing from hip height to hip height.',
        'After each shot, check where the mark started: on the target side, on the line, or behind it.',
        'Once you get 5 in a row on the target side, make the swing a little longer.',
        'Finish with 5 full swings and count how many started on the target side.',
      ],
      expectedOutcome:
        'The player moves the low point ahead of the ball with short irons and can see it for themselves, shot after shot.',
      videoRequired: false,
      imageRequired: true,
      coachTips: [
        'Photograph a row of marks; juniors love seeing their progress in a picture.',
        'If the marks start behind the line, look first at pressure: is the player still on the trail foot at impact?',
        'On a mat, a line of foot powder shows the brush mark clearly.',
      ],
      warmupRequired: true,
      setupInstructions: [
        'Spray paint, a row of tees, or tape and foot powder for a mat.',
        'A 9-iron and 15 balls.',
      ],
      scoringCriteria:
        'Count the 10 half-swing shots whose mark starts on the target side of the line; aim for 8 or more, and record the best run in a row.',
    },
    {
      id: '4-2',
      title: 'The Towel Drill',
      description:
        'Lay a flat towel 6 inches behind the ball and hit short irons without touching it. A club that bottoms out too early catches the towel and tells you at once.',
      keyPoints: [
        'Towel flat on the ground, 6 inches behind the ball',
        'Short irons only: 9-iron or wedge',
        'Ball first, then ground',
        'Move the towel closer as you improve',
      ],
      instructions: [
        'Lay a small towel flat on the ground, its front edge 6 inches behind the ball and square to the target line.',
        'Take a 9-iron or a wedge and set up normally.',
        'Hit 10 balls with a three-quarter swing.',
        'Count any shot where the club touched the towel as a miss.',
        'If you miss fewer than 2 of 10, move the towel to 4 inches behind the ball and hit 10 more.',
      ],
      expectedOutcome:
        'The player strikes short irons ball first without touching the towel, proving the low point is not behind the ball.',
      videoRequired: false,
      imageRequired: false,
      coachTips: [
        'Use a thin towel; a thick one can catch the club and twist the wrists.',
        'Do not use this drill with long irons or woods, where a shallower arc is needed.',
        'A player who avoids the towel by lifting up will hit thin shots; watch the strike as well as the towel.',
      ],
      warmupRequired: true,
      setupInstructions: ['A thin golf towel.', 'A 9-iron or wedge and 20 balls.'],
      scoringCriteria:
        'Count clean strikes that missed the towel out of 10 at 6 inches; aim for 8 or more before moving the towel to 4 inches.',
    },
    {
      id: '4-3',
      title: 'Face-Strike Map',
      description:
        'Spray the clubface with foot powder and hit 10 shots, checking and recording the mark after each one. You finish with a map of where you really strike the ball.',
      keyPoints: [
        'Wipe and re-spray the face after every shot',
        'Say where you think you hit it before you look',
        'Aim for a tight group of marks in the middle of the face',
        'Small adjustments: stand a touch closer or further away, not a new swing',
      ],
      instructions: [
        'Spray a thin coat of foot powder on the face of a 7-iron.',
        'Hit a shot to a target, then say where you think the ball struck the face: heel, centre or toe, high or low.',
        'Look at the mark and draw it on a face diagram on your scorecard.',
        'Wipe the face, spray again and repeat for 10 shots.',
        'If most marks are towards the heel, stand a touch further from the ball; towards the toe, a touch closer. Hit 5 more.',
        'Repeat the whole test with a driver if your coach asks.',
      ],
      expectedOutcome:
        'The player knows their strike pattern, can predict it by feel, and has moved the group of marks closer to the centre of the face.',
      videoRequired: false,
      imageRequired: true,
      coachTips: [
        'Photograph the face after a set of 5 without wiping; the spread of marks tells the story.',
        'Guessing the strike before looking is the real skill; reward correct guesses.',
        'A pattern of toe strikes with driver and shots curving left often fixes itself when the strike moves to the centre.',
      ],
      warmupRequired: true,
      setupInstructions: [
        'Foot powder spray or impact tape, and a cloth.',
        'A 7-iron, a driver if needed, and 15 balls.',
      ],
      scoringCriteria:
        'Count the marks out of 10 inside a 10p-sized circle in the centre of the face, and the number of correct guesses; aim for 6 or more of each.',
    },
    {
      id: '4-4',
      title: 'Strike Ladder: Half to Full',
      description:
        'Climb a ladder of swing lengths while keeping a ball-first strike: 5 shots at each step, moving up only when at least 4 of 5 divots start ahead of the ball.',
      keyPoints: [
        'Steps: hip height, shoulder height, full swing',
        'Move up only after 4 good strikes out of 5',
        'Go back a step after 2 heavy or thin shots in a row',
        'Same rhythm at every length',
      ],
      instructions: [
        'Use the line from the Line Drill with a 7-iron.',
        'Hit 5 balls with hip-height swings and count the marks starting on the target side.',
        'If 4 or more were good, move to shoulder-height swings; if not, repeat the step.',
        'Hit 5 balls at shoulder height and apply the same rule.',
        'Finish with 5 full swings, then record the highest step you completed.',
      ],
      expectedOutcome:
        'The player keeps the low point ahead of the ball as the swing gets longer and faster, not only on short swings.',
      videoRequired: false,
      imageRequired: false,
      coachTips: [
        'Strike usually breaks down when speed goes up; that is the step to stay on.',
        'Keep the rhythm the same; a rushed full swing hides what the player has learned.',
      ],
      warmupRequired: true,
      setupInstructions: ['A line on the ground or mat, a 7-iron and 20 balls.'],
      scoringCriteria:
        'Record the highest step completed with at least 4 of 5 marks on the target side of the line: 1 hip height, 2 shoulder height, 3 full swing.',
    },
  ],
};
