import type { Lesson } from '../schemas';

export const lesson06: Lesson = {
  id: 6,
  title: 'Swing Function 3: Speed, Creating and Delivering It',
  description:
    'Speed is the third swing function: it gives you distance, and distance makes the game easier. You learn where speed really comes from, how to put it into the ball rather than waste it before impact, and how to train it safely without losing strike and start line. Directions are for right-handed players; left-handers mirror them.',
  focus:
    'Create speed with the ground and the body, let it peak at the ball, and keep a centred strike while you swing faster.',
  moduleOutcomes: [
    'The player can make the loudest "whoosh" of an upside-down club sound just after where the ball would be, on at least 4 of 5 swings.',
    'The player can record their club speed or carry distance with a driver at full effort and repeat the measurement in a later session.',
    'The player can hit a 7-iron at three different swing speeds and keep each group of carries within a 10-yard band.',
    'The player can explain, in simple words, the order in which the hips, chest, arms and club speed up in a good downswing.',
  ],
  fundamentals: [
    {
      title: 'Where speed comes from',
      concepts: [
        {
          name: 'The ground',
          description:
            'Speed starts with the feet pushing against the ground. Pressure into the lead foot and a push up through the lead leg in the downswing give the body something to turn against.',
        },
        {
          name: 'The body, then the arms',
          description:
            'In a good downswing the hips speed up first, then the chest, then the arms, then the club. Each part reaches its top speed a moment after the one before and goes faster than it, like cracking a whip.',
        },
        {
          name: 'Levers',
          description:
            'The arms and the wrist hinge act as levers. A wide backswing and a full wrist set store speed that the club can release into the ball.',
        },
      ],
    },
    {
      title: 'Delivering speed',
      concepts: [
        {
          name: 'Fastest at the ball',
          description:
            'The club should reach its top speed at or just after the ball. Throwing the club from the top spends the speed too early, so the club is slowing down when it arrives.',
        },
        {
          name: 'Centred strike',
          description:
            'A fast swing that hits the heel or toe loses much of its ball speed. The ratio of ball speed to club speed, called smash factor, is about 1.5 for a well-struck driver and about 1.25 for a wedge.',
        },
        {
          name: 'Keep the other two functions',
          description:
            'Speed is only useful while strike and start line stay under control. Train speed in short sets and return to normal swings to check the first two functions.',
        },
      ],
    },
    {
      title: 'Training speed safely',
      concepts: [
        {
          name: 'Warm up first',
          description:
            'Never swing at full effort cold. Complete the warm-up from lesson 1 and build up through several swings at half and three-quarter effort.',
        },
        {
          name: 'Short sets, plenty of rest',
          description:
            'Speed is trained with few swings at full effort and rests between them. Two sets of 5 swings are plenty; stop when the swings get slower or sloppier.',
        },
        {
          name: 'Listen to your body',
          description:
            'Stop at once if anything hurts, especially the lower back, wrists or elbows. Growing juniors in particular should never push through pain.',
        },
      ],
    },
  ],
  exercises: [
    {
      id: '6-1',
      title: 'The Whoosh Drill',
      description:
        'Hold a club upside down by the neck and swing it so the loudest "whoosh" comes just after where the ball would be. It teaches you to let speed build and peak at the ball, not at the start of the downswing.',
      keyPoints: [
        'Hold the club by the neck, grip end pointing down',
        'Loudest sound just past the ball position, on the target side',
        'Start smoothly; let the speed build',
        'Hold a balanced finish after every swing',
      ],
      instructions: [
        'Turn a driver or 7-iron upside down and hold it just below the clubhead with your normal grip.',
        'Take your address with a tee in the ground where the ball would be.',
        'Make 3 swings at half effort and listen for where the whoosh is loudest.',
        'Make 5 full swings, trying to move the loudest whoosh just past the tee.',
        'Rest for 30 seconds, then make 5 more.',
        'Turn the club the right way round and hit 5 balls, trying to keep the same feeling of speed late in the swing.',
      ],
      expectedOutcome:
        'The player hears and feels speed peak at the ball rather than early in the downswing, and carries that feeling into real shots.',
      videoRequired: false,
      imageRequired: false,
      coachTips: [
        'A whoosh near the trail foot means the player is throwing the club from the top; ask for a smoother start down.',
        'Check the space around the player carefully; an upside-down club swung fast still needs plenty of room.',
        'Juniors enjoy a "loudest whoosh" contest; make the coach the judge.',
      ],
      warmupRequired: true,
      setupInstructions: [
        'A driver or 7-iron, a tee and 5 balls.',
        'At least two club-lengths of clear space all round.',
      ],
      scoringCriteria:
        'Count the 10 full swings where the loudest whoosh was on the target side of the tee; aim for 7 or more.',
    },
    {
      id: '6-2',
      title: 'Speed Sets with a Driver',
      description:
        'Measure your driver club speed, then hit 2 sets of 5 drives, building up to full effort. Repeated two or three times a week for a month, short sets like these can add a few miles per hour.',
      keyPoints: [
        'Warm up fully before the first full-effort swing',
        '2 sets of 5 swings, building to full effort',
        'Rest at least 30 seconds between swings and 2 minutes between sets',
        'Record the fastest and the average speed of each set',
      ],
      instructions: [
        'Complete your warm-up and hit 5 drives at three-quarter effort.',
        'Set up a radar or launch monitor behind you and record your club speed, or your ball speed if that is all it shows.',
        'Hit set 1: 5 drives, each a little faster than the last, finishing at full effort. Rest between swings.',
        'Rest for 2 minutes, then hit set 2 the same way.',
        'Write down the fastest and the average speed of each set.',
        'Finish with 5 normal drives to a target, checking strike and start line.',
      ],
      expectedOutcome:
        'A recorded speed baseline and a simple speed routine the player can repeat, with swings that stay balanced at full effort.',
      videoRequired: false,
      imageRequired: false,
      coachTips: [
        'Without a radar, use carry distance on a range with clear markers, or a speed-reading swing trainer.',
        'Stop the set if balance or strike falls apart; speed that cannot be controlled is not yet useful.',
        'For juniors under 12 keep the sets to 3 swings and focus on fun and balance.',
      ],
      warmupRequired: true,
      setupInstructions: [
        'A driver, tees and 20 balls.',
        'A radar or launch monitor if available, placed where the manufacturer says.',
        'A range bay with clear space.',
      ],
      scoringCriteria:
        'Record the fastest and average club speed of each set in mph; the session is complete when both sets are done with all finishes held in balance.',
    },
    {
      id: '6-3',
      title: 'Three-Gear Carry Control',
      description:
        'Hit a 7-iron in three gears, a smooth swing, a medium swing and a full swing, and measure the carry of each. You learn that speed is something you choose and control, not only something you add.',
      keyPoints: [
        'Gear 1: smooth, about 70% effort',
        'Gear 2: medium, about 85% effort',
        'Gear 3: full, but balanced',
        'Same rhythm in every gear; only the speed changes',
      ],
      instructions: [
        'Take a 7-iron and pick a target on a range with clear yardage markers, or use a launch monitor.',
        'Hit 5 balls in gear 1 and note the carry of each.',
        'Hit 5 balls in gear 2 and note the carry of each.',
        'Hit 5 balls in gear 3 and note the carry of each.',
        'Work out the average carry for each gear and the gap between the shortest and longest shot in each group.',
        'Finish by hitting 3 balls, one in each gear, called out by your coach.',
      ],
      expectedOutcome:
        'The player knows their carry distance in three gears with a 7-iron and can choose a gear on demand while keeping a tidy group.',
      videoRequired: false,
      imageRequired: false,
      coachTips: [
        'Ignore mishits when you average, but note how many there were in each gear.',
        'If the full gear is no longer than the medium one, strike is breaking down at speed.',
      ],
      warmupRequired: true,
      setupInstructions: ['A 7-iron and 20 balls.', 'A range with yardage markers or a launch monitor.'],
      scoringCriteria:
        'Record the average carry of each gear and the spread of each group; aim for each group within 10 yards front to back.',
    },
    {
      id: '6-4',
      title: 'Speed with a Centred Strike',
      description:
        'Hit drives at full effort with foot powder on the face and count how many are struck from the centre. Fast and centred is the goal.',
      keyPoints: [
        'Full but balanced effort',
        'Strike mark checked after every shot',
        'Ball teed so half of it is above the top edge of the driver',
        'Smash factor of 1.45 or more on a launch monitor shows a good strike',
      ],
      instructions: [
        'Spray the driver face with foot powder and tee the ball so half of it sits above the top edge of the face.',
        'Hit a drive at full effort and hold your finish.',
        'Check the mark on the face and record it: centre, heel, toe, high or low.',
        'Wipe and re-spray, then repeat for 10 drives.',
        'If you have a launch monitor, record the smash factor for each drive as well.',
      ],
      expectedOutcome: 'The player keeps a centred strike at full speed, turning club speed into ball speed.',
      videoRequired: false,
      imageRequired: true,
      coachTips: [
        'If strikes scatter at full speed, drop to 90% effort until 7 of 10 are centred, then build again.',
        'Photograph the face after 5 unwiped strikes to show the pattern.',
      ],
      warmupRequired: true,
      setupInstructions: [
        'A driver, tees, 12 balls, foot powder spray and a cloth.',
        'A launch monitor if available.',
      ],
      scoringCriteria:
        'Count centred strikes out of 10 full-effort drives; aim for 6 or more, or 6 or more with a smash factor of 1.45 and above.',
    },
  ],
};
