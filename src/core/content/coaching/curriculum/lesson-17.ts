import type { Lesson } from '../schemas';

export const lesson17: Lesson = {
  id: 17,
  title: 'Launch-Monitor Data: What the Numbers Mean',
  description:
    "A launch monitor measures what happens at impact and what the ball does afterwards. This lesson explains the numbers you will see, club speed, ball speed, smash factor, launch, spin, attack angle, path, face and face-to-path, carry and dispersion, and shows you how to use them to practise better rather than to chase someone else's figures. Directions are for right-handed players; left-handers mirror them.",
  focus:
    'Read your own launch-monitor numbers, link each one to a swing function, and use averages over several shots to guide practice.',
  moduleOutcomes: [
    'The player can define club speed, ball speed, smash factor, launch angle, spin rate, attack angle, club path, face angle, face-to-path, carry and dispersion.',
    'The player can record a 10-shot 7-iron baseline and work out average carry, carry spread and smash factor.',
    'The player can predict the start direction and curve of a shot from its face angle and face-to-path.',
    'The player can build a wedge yardage card from three backswing lengths and hit called distances to within 5 yards.',
  ],
  fundamentals: [
    {
      title: 'Speed and strike',
      concepts: [
        {
          name: 'Club speed and ball speed',
          description:
            'Club speed is how fast the middle of the clubhead is moving just before impact; ball speed is how fast the ball leaves the face. The average male club golfer swings a driver at about 93 to 94 mph. In older tour data the average was about 113 mph of club speed and 167 mph of ball speed; in 2023 it was about 115 and 171 mph.',
        },
        {
          name: 'Smash factor',
          description:
            'Smash factor is ball speed divided by club speed and tells you how well the energy was passed on. A centred driver strike gives close to 1.50; a pitching wedge, with much more loft, about 1.25. At the same club speed, 10 mph more ball speed is worth roughly 20 yards.',
        },
        {
          name: 'Attack angle',
          description:
            'Attack angle is whether the clubhead is moving down (minus) or up (plus) at impact. Tour players hit down on a 7-iron by about 4 degrees and, in older tour data, down on a driver by about 1 degree; many amateurs gain distance by hitting level or slightly up with the driver.',
        },
      ],
    },
    {
      title: 'Launch, spin and carry',
      concepts: [
        {
          name: 'Launch angle and dynamic loft',
          description:
            'Launch angle is the angle at which the ball takes off. Dynamic loft is the loft on the face at impact and has the biggest say in launch. A tour driver launches at about 11 degrees with around 13 degrees of dynamic loft.',
        },
        {
          name: 'Spin rate and spin loft',
          description:
            'Spin rate is measured in revolutions per minute (rpm). Spin loft, the angle between the direction the club is moving and the way the face points, creates most of it. Tour drivers spin about 2,500 to 2,700 rpm; tour 7-irons about 7,000 rpm, which helps them stop on the green.',
        },
        {
          name: 'Carry and dispersion',
          description:
            "Carry is the distance the ball flies before it lands. Dispersion is the spread of a group of shots, both left to right and front to back. Tour 7-irons carry about 172 to 176 yards and scratch amateurs' drivers about 257 yards, but your own averages and spread are what help you choose clubs.",
        },
      ],
    },
    {
      title: 'Direction numbers',
      concepts: [
        {
          name: 'Club path',
          description:
            'The direction the clubhead is moving at impact: plus numbers are in-to-out (to the right of the target line), minus numbers out-to-in (to the left).',
        },
        {
          name: 'Face angle',
          description:
            'Where the face points at impact, relative to the target line. It decides most of the start direction, roughly 75 to 85 per cent of it.',
        },
        {
          name: 'Face-to-path',
          description:
            'Face angle minus club path. A minus number curves the ball left, a plus number right, and zero gives a straight shot. Small numbers matter: at tour distances about 2 degrees can curve the ball close to 20 yards.',
        },
      ],
    },
    {
      title: 'Using the numbers well',
      concepts: [
        {
          name: 'Averages, not single shots',
          description: 'Any one shot can mislead. Hit at least 10 balls and use the average and the spread.',
        },
        {
          name: 'Compare with yourself',
          description:
            "Tour and scratch figures show what is possible, but a junior's numbers grow with age and strength. Your own baseline, retested every 6 to 8 weeks, is the number that matters.",
        },
        {
          name: 'Link numbers to functions',
          description:
            'Smash factor and attack angle tell you about strike; face, path and face-to-path about start line and curve; club and ball speed about speed. Pick the function that needs work and watch its numbers.',
        },
      ],
    },
  ],
  exercises: [
    {
      id: '17-1',
      title: '7-Iron Baseline: Speed, Strike and Carry',
      description:
        'Hit 10 shots with a 7-iron on a launch monitor and record the key numbers for each. Your averages and carry spread become the baseline you retest against.',
      keyPoints: [
        'Same target and routine for every shot',
        'Record every shot, good or bad',
        'Average carry and carry spread matter more than the longest shot',
        'Smash factor shows strike quality',
      ],
      instructions: [
        'Warm up fully, then set the launch monitor to record club speed, ball speed, smash factor, launch angle, spin rate and carry.',
        'Pick one target and hit 10 shots with your full routine.',
        'Write down all six numbers for each shot, or save the session.',
        'Work out the average for each number.',
        'Work out your carry spread: longest carry minus shortest carry.',
        "Note which number is furthest from your coach's target for you.",
      ],
      expectedOutcome:
        'You have a recorded 7-iron baseline with average carry, carry spread and average smash factor, and one number to improve.',
      videoRequired: false,
      imageRequired: false,
      coachTips: [
        'Tour 7-iron figures, about 90 mph of club speed and 120 mph of ball speed, give a smash factor near 1.33; use that as a guide to strike quality.',
        'For younger juniors, compare carry spread and smash factor with their own last test, not with adults.',
        'Save the session so the full data can be compared in lesson 18.',
      ],
      warmupRequired: true,
      setupInstructions: [
        'A launch monitor in a bay or on the range.',
        "A 7-iron, 10 balls and a notebook or the monitor's app.",
      ],
      scoringCriteria:
        'Carry spread (longest minus shortest of 10). Target 15 to 20 yards with average smash factor 1.30 or more; elite 10 yards or less with 1.33 or more.',
    },
    {
      id: '17-2',
      title: 'Face, Path and Flight: Read Your Own Numbers',
      description:
        'Before looking at the screen, call the start direction and curve of each shot. Then check your call against face angle and face-to-path. It trains you to understand your own ball flight.',
      keyPoints: [
        'Face angle mostly sets the start direction',
        'Face-to-path sets the curve',
        'Call the shot before you look',
        'Aim for face-to-path between minus 2 and plus 2 degrees',
      ],
      instructions: [
        'Set the launch monitor to show face angle, club path and face-to-path.',
        'Hit a 7-iron at a single target.',
        'Before looking at the screen, call the start (left, straight or right) and the curve (left, straight or right).',
        'Check your call against the face angle and face-to-path and score 1 point for each part you called right.',
        'Repeat for 10 shots.',
        'Finish with 5 shots trying to keep face-to-path between minus 2 and plus 2 degrees.',
      ],
      expectedOutcome:
        'You call the start and curve correctly on most shots and can keep face-to-path within 2 degrees on at least 3 of 5 shots.',
      videoRequired: false,
      imageRequired: false,
      coachTips: [
        'Agree what counts as straight before starting, for example within 1 degree of face angle or face-to-path.',
        'A player who always calls right but curves left needs the face-to-path idea explained again with a drawing.',
        'Use the numbers to choose a drill: path gates for path, start-line gates for face.',
      ],
      warmupRequired: true,
      setupInstructions: ['A launch monitor that shows face angle and club path.', 'A 7-iron and 15 balls.'],
      scoringCriteria:
        'Up to 2 points per shot for correct start and curve calls (maximum 20), plus the number of 5 shots with face-to-path within 2 degrees. Target 14 to 16 and 3 of 5; elite 17 or more and 4 of 5.',
    },
    {
      id: '17-3',
      title: 'Wedge Clock: Build Your Yardage Card',
      description:
        'Use three backswing lengths with one wedge, measure the carry of each on a launch monitor and write them on a yardage card. Then test the card with called distances.',
      keyPoints: [
        'Lead arm to 7:30 for about half your full distance',
        'Lead arm to 9:00 for about three-quarters',
        'Lead arm to 10:30 for about nine-tenths',
        'Same rhythm every time; only the backswing changes',
      ],
      instructions: [
        'Picture a clock face in front of you with your head at 12 (left-handers mirror: 4:30, 3:00 and 1:30).',
        'Hit 5 balls with your lead arm swinging back to 7:30 and record the average carry.',
        'Hit 5 balls to 9:00 and 5 balls to 10:30, recording the average carry of each.',
        'Write the three carries on a yardage card.',
        'Ask your coach or partner to call 6 distances from your card in random order.',
        'Hit one ball to each called distance and count those that carry within 5 yards of it.',
      ],
      expectedOutcome:
        'You have a wedge yardage card with three measured carries and hit at least 3 of 6 called distances to within 5 yards.',
      videoRequired: false,
      imageRequired: true,
      coachTips: [
        "Take a photo of the finished yardage card for the player's phone.",
        'Check the backswing lengths face-on; players often swing longer than they think.',
        'Repeat with a second wedge when the first card is reliable.',
      ],
      warmupRequired: true,
      setupInstructions: [
        'A launch monitor, or a range with clear distance markers.',
        '1 wedge, 21 balls and a card and pen.',
      ],
      scoringCriteria:
        'Called shots carrying within 5 yards of the called distance, out of 6. Target 3 to 4; elite 5 or 6.',
    },
    {
      id: '17-4',
      title: 'Speed Session: Measured Maximum Effort',
      description:
        'Two sets of 5 drives building to maximum effort, with club speed and smash factor recorded. Done regularly, short sessions like this raise speed over a few weeks.',
      keyPoints: [
        'Full warm-up before any speed work',
        'Build up: the first balls at 80 per cent',
        'Record club speed and smash factor for every ball',
        'Stop at once if anything hurts',
      ],
      instructions: [
        'Warm up for 10 minutes with stretches and practice swings of rising speed.',
        'Hit the first set of 5 drives, building from 80 per cent to maximum effort.',
        'Rest for 2 minutes.',
        'Hit the second set of 5 at maximum effort, still holding your finish.',
        'Record the fastest club speed and the smash factor on that shot.',
        'Write your best speed in your diary and repeat up to 3 times a week.',
      ],
      expectedOutcome:
        'You record a best club speed with a smash factor near your normal one, and have a plan for short speed sessions.',
      videoRequired: false,
      imageRequired: false,
      coachTips: [
        'Coaches who use this plan, about three sessions a week for a month, report gains of around 4 mph of club speed.',
        'Speed that costs centred strike is not useful; watch smash factor as well as speed.',
        'For juniors keep the number of maximum efforts low and the warm-up thorough.',
      ],
      warmupRequired: true,
      setupInstructions: ['A launch monitor in a driving bay.', 'A driver, 10 balls and tees.'],
      scoringCriteria: 'Record the best club speed of the 10 drives and its smash factor; compare each week.',
    },
  ],
};
