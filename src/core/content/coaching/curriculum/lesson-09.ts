import type { Lesson } from '../schemas';

export const lesson09: Lesson = {
  id: 9,
  title: 'Set-Up Themes for the Short Game: Chipping, Pitching and Bunker Set-Ups',
  description:
    'Most short-game problems start before the club moves. This lesson gives you three set-ups, one each for the chip, the pitch and the greenside bunker shot, and shows how each one controls the strike, the height and the distance. Directions are for right-handed players; left-handers mirror them.',
  focus:
    'Choose the right set-up for the shot, chip, pitch or bunker, and let that set-up do most of the work.',
  moduleOutcomes: [
    'The player can take a chipping set-up with a narrow stance, the ball back of centre, more pressure on the lead foot and the hands slightly ahead, and land at least 5 of 10 chips on a towel 5 to 7 ft onto the green.',
    'The player can hit pitch shots with backswings to 7:30, 9:00 and 10:30 on the clock and write down the average carry of each.',
    'The player can take a greenside bunker set-up with the face slightly open, a wider stance dug into the sand and the ball forward, and splash at least 7 of 10 balls out of the bunker onto the green.',
    'The player can explain which set-up to use for a given lie and distance.',
  ],
  fundamentals: [
    {
      title: 'The chipping set-up',
      concepts: [
        {
          name: 'Narrow and forward',
          description:
            'Stand with your feet close together, a little open to the target, and about 60 to 70% of the pressure on your lead foot. Keep it there for the whole stroke.',
        },
        {
          name: 'Ball back, hands ahead',
          description:
            'Play the ball just back of the centre of your stance with the hands slightly ahead of it, so the shaft leans a little towards the target. This makes a ball-first strike easy.',
        },
        {
          name: 'A putting-style stroke',
          description:
            'Rock the shoulders with quiet wrists, like a long putt. The ball flies low, lands on the green and rolls out to the hole.',
        },
        {
          name: 'Pick a landing spot',
          description:
            'Choose where the ball should land, usually about 3 ft or more onto the green, and choose the club that will roll it the rest of the way: less loft for more roll, more loft for less.',
        },
      ],
    },
    {
      title: 'The pitching set-up',
      concepts: [
        {
          name: 'A little narrower than a full swing',
          description:
            'Stand a little narrower than for a full swing, with the ball in the middle of your stance and a touch more pressure on the lead foot.',
        },
        {
          name: 'Hinge and turn',
          description:
            'A pitch uses a wrist hinge in the backswing and a full body turn through to the finish. The body turning, not the hands flicking, brings the club to the ball.',
        },
        {
          name: 'The clock for distance',
          description:
            'Picture yourself face-on as a clock with your lead arm as the hour hand. Backswings to 7:30, 9:00 and 10:30 give three distances with the same rhythm. As a rough guide they carry about half, three-quarters and nine-tenths of your full wedge distance, but you must measure your own.',
        },
      ],
    },
    {
      title: 'The greenside bunker set-up',
      concepts: [
        {
          name: 'Open the face, then grip',
          description:
            'Turn the face of the sand wedge a little open first and then take your grip, so the face stays open. This uses the bounce on the sole so the club slides through the sand instead of digging.',
        },
        {
          name: 'Wider and dug in',
          description:
            'Take a slightly wider stance, aimed a little left of the target, and wriggle your feet into the sand for grip. Play the ball forward of centre with a little more pressure on the lead foot.',
        },
        {
          name: 'Hit the sand, not the ball',
          description:
            'The club enters the sand about 2 inches behind the ball and splashes out a shallow scoop of sand; the sand carries the ball out. Swing through to a full finish; stopping at the sand leaves the ball in the bunker.',
        },
        {
          name: 'The rules in a bunker',
          description:
            'On the course you must not touch the sand with your club before the stroke, either at address or in a practice swing. Lines in the sand are for the practice bunker only, and you always rake the bunker when you leave.',
        },
      ],
    },
  ],
  exercises: [
    {
      id: '9-1',
      title: 'Chipping Landing Spot',
      description:
        'Lay a towel on the green 5 to 7 ft from the edge and chip balls so they land on it, using four clubs in turn. You learn the chipping set-up and how each club rolls out after the same landing spot.',
      keyPoints: [
        'Narrow stance, ball back of centre, pressure on the lead foot',
        'Hands slightly ahead of the ball',
        'Rock the shoulders; wrists quiet',
        'Score only the landing, not where the ball finishes',
      ],
      instructions: [
        'Lay a towel flat on the green 5 to 7 ft in from the edge, with the hole some way beyond it.',
        'Drop balls about 3 yards off the green on a good lie, refilling as you go.',
        'Take your chipping set-up with a sand wedge and chip 5 balls, trying to land each one on the towel.',
        'Repeat with 5 balls each using a pitching wedge, a 9-iron and an 8-iron, always landing on the towel.',
        'Watch how much further each club rolls after it lands.',
        'Finish with 10 balls using the club that rolled closest to the hole, and count the landings on the towel.',
      ],
      expectedOutcome:
        'The player uses a reliable chipping set-up, lands the ball on a chosen spot and understands how club choice changes the roll.',
      videoRequired: false,
      imageRequired: true,
      coachTips: [
        'Photograph the set-up face-on: ball back of centre, shaft leaning slightly forward, weight forward.',
        'A player who scoops the ball usually has the pressure on the trail foot; check it at the finish.',
        'For young juniors use a hula hoop instead of a towel; it gives a bigger target.',
      ],
      setupInstructions: [
        'A practice green with a fringe, a towel or hula hoop and 30 balls.',
        'A sand wedge, pitching wedge, 9-iron and 8-iron.',
      ],
      scoringCriteria: 'Count the final 10 chips that land on the towel; aim for 5 or more.',
    },
    {
      id: '9-2',
      title: 'Pitching Clock',
      description:
        'Hit 5 pitches with each of three backswing lengths, 7:30, 9:00 and 10:30 on the clock, and measure the carry of each group. You leave with three distances you can trust.',
      keyPoints: [
        'Pitching set-up: ball centre, a touch more pressure on the lead foot',
        'Same rhythm for every length; the backswing changes, not the effort',
        'Turn through to a full finish facing the target',
        'Measure carry, not roll',
      ],
      instructions: [
        'Take a pitching or sand wedge and set up on a range or a pitching area with flags or markers at known distances.',
        'Make 3 practice swings to 7:30: the lead arm halfway between pointing at the ground and parallel to it.',
        'Hit 5 balls with the 7:30 backswing and note where each one lands.',
        'Hit 5 balls with a 9:00 backswing (lead arm parallel to the ground) and note where each lands.',
        'Hit 5 balls with a 10:30 backswing and note where each lands.',
        'Work out the average carry for each length and write all three on a card for your bag.',
      ],
      expectedOutcome:
        'The player has three measured pitching distances with one wedge and can repeat each with a tidy group.',
      videoRequired: true,
      imageRequired: false,
      coachTips: [
        'Film face-on so the player sees where 7:30, 9:00 and 10:30 really are; most players overestimate their backswing.',
        'Watch the through-swing: a short, stabbing finish changes the distance more than the backswing does.',
        'Repeat with a second wedge to give older players six distances.',
      ],
      warmupRequired: true,
      setupInstructions: [
        'A pitching area or range with flags or markers from 20 to 80 yards.',
        'A wedge, 15 balls and a rangefinder if available.',
      ],
      scoringCriteria:
        'Record the average carry for each backswing length and the spread of each group of 5; aim for each group to land within 5 yards of its average.',
    },
    {
      id: '9-3',
      title: 'Bunker Splash Line',
      description:
        'Draw a line in the sand of a practice bunker and learn to enter the sand on it, splashing sand forward onto the green. Then place a ball just ahead of the line and splash it out.',
      keyPoints: [
        'Open the face first, then grip',
        'Feet dug in, stance slightly wide and aimed a little left',
        'Enter the sand on the line, about 2 inches behind the ball',
        'Swing through to a full finish',
      ],
      instructions: [
        'In a practice bunker, draw a line in the sand with your club, about 2 ft long, at right angles to the target line.',
        'Take your bunker set-up with the line just forward of the middle of your stance.',
        'Make 10 swings with no ball, trying to make the club enter the sand on the line and throw sand out of the bunker.',
        'Draw a fresh line and place a ball 2 inches ahead of it, on the target side. Hit it with the same swing.',
        'Hit 10 balls this way, drawing a new line each time.',
        'Count how many balls finish on the green, and rake the bunker when you finish.',
      ],
      expectedOutcome:
        'The player sets up correctly in a greenside bunker, enters the sand in the right place and splashes the ball out onto the green.',
      videoRequired: false,
      imageRequired: true,
      coachTips: [
        'Photograph the set-up from face-on to show the ball position and the open face.',
        'If the club digs, check the face is really open and the hands are not pushed far ahead.',
        'Remind players that the line is a practice-bunker aid; on the course they must not touch the sand before the stroke.',
      ],
      setupInstructions: [
        'A practice bunker with a rake, a sand wedge and 10 balls.',
        'A target on the green 10 to 15 yards away.',
      ],
      scoringCriteria: 'Count the 10 balls that finish on the green; aim for 7 or more.',
    },
    {
      id: '9-4',
      title: 'Bunker Distance Ladder',
      description:
        'Play bunker shots to flags at 10, 15 and 20 yards by changing the length of your swing. The set-up stays the same; the swing size sets the distance.',
      keyPoints: [
        'Same set-up and same entry point for every shot',
        'Longer backswing and follow-through for longer shots',
        'Keep the speed through the sand; never decelerate',
        'Judge your shot by where it finishes',
      ],
      instructions: [
        'Place flags or tees on the green at 10, 15 and 20 yards from the bunker, or as close to that as the practice green allows.',
        'Take your bunker set-up with a sand wedge.',
        'Hit 3 balls to the 10-yard flag with a swing to about hip height and a matching follow-through.',
        'Hit 3 balls to the 15-yard flag with a swing to about shoulder height.',
        'Hit 3 balls to the 20-yard flag with a near-full swing.',
        'Measure how far each ball finishes from its flag, then rake the bunker.',
      ],
      expectedOutcome:
        'The player controls bunker distance by swing length while keeping one set-up, and can play to different flags from the sand.',
      videoRequired: false,
      imageRequired: false,
      coachTips: [
        'Check the entry point stays the same as the swing gets longer; distance should come from swing size, not from hitting nearer the ball.',
        'Soft or heavy sand changes everything; note the conditions on the scorecard.',
        'For beginners, use the 10-yard flag only until they escape 7 of 10.',
      ],
      setupInstructions: [
        'A practice bunker next to a green, a rake, a sand wedge and 9 balls.',
        '3 flags or tees on the green at 10, 15 and 20 yards.',
      ],
      scoringCriteria: 'Count the 9 shots that finish within 10 ft of their flag; aim for 4 or more.',
    },
  ],
};
