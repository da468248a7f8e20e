import type { Lesson } from '../schemas';

export const lesson12: Lesson = {
  id: 12,
  title: 'The Set-Up: Grip, Aim, Alignment, Ball Position and Posture by Club',
  description:
    'Most faults in a swing start before the club moves. This lesson builds a set-up routine you can trust with every club: a neutral grip, the clubface aimed first, the body parallel to the target line, and ball position, stance and posture that change sensibly from wedge to driver. Directions are for right-handed players; left-handers mirror them.',
  focus:
    'Build the same reliable set-up routine for every club, changing only what the club asks you to change.',
  moduleOutcomes: [
    'The player can form a neutral grip with both hands and hold the club at a pressure of about 4 out of 10.',
    'The player can aim the clubface at an intermediate target first and then set feet, hips and shoulders parallel to the target line.',
    'The player can place the ball and set stance width correctly for a wedge, a 7-iron, a hybrid or fairway wood, and a driver.',
    'The player can adjust posture from wedge to driver, including the small tilt away from the target with the driver.',
  ],
  fundamentals: [
    {
      title: 'The grip',
      concepts: [
        {
          name: 'Lead hand',
          description:
            'The club runs across the base of the fingers of the lead hand, not the palm. Looking down, you should see 2 or 3 knuckles, and the V between thumb and forefinger points between your chin and your trail shoulder.',
        },
        {
          name: 'Trail hand',
          description:
            "The trail hand joins from the side, its palm facing the target and covering the lead thumb. Its V points the same way as the lead hand's. Overlap, interlock or a ten-finger grip are all fine; small hands often do best with an interlock or ten fingers.",
        },
        {
          name: 'Grip pressure',
          description:
            'Hold the club firmly enough to control it and lightly enough to let the wrists hinge: about 4 out of 10. Squeezing tightens the arms and shoulders and costs both speed and feel.',
        },
      ],
    },
    {
      title: 'Aim and alignment',
      concepts: [
        {
          name: 'Clubface first',
          description:
            'Stand behind the ball, pick the target and choose a mark on the ground a few feet in front of the ball on that line. Set the clubface square to the mark before you place your feet. It is far easier to aim at something close than at a flag 150 yards away.',
        },
        {
          name: 'Railway lines',
          description:
            'Think of a railway track: the ball and clubface sit on the outer rail, which runs to the target; your feet, hips and shoulders sit on the inner rail, parallel to it. So your body lines point slightly left of the target, not at it.',
        },
        {
          name: 'Check the shoulders',
          description:
            'Feet can look square while the shoulders point left or right. The shoulders have the biggest say in the direction of the swing, so check them with a club held across the chest.',
        },
      ],
    },
    {
      title: 'Ball position and stance by club',
      concepts: [
        {
          name: 'Ball position',
          description:
            'With wedges, play the ball in the middle of the stance. Move it a ball or two forward of centre for mid-irons, further forward for hybrids and fairway woods, and opposite the inside of the lead heel for a driver. The forward position lets the driver meet the ball level or slightly on the way up, while irons still strike down.',
        },
        {
          name: 'Stance width',
          description:
            'Narrow for wedges, about shoulder width for a 7-iron, a little wider than the shoulders for a driver. A wider base supports a longer, faster swing; a narrower one helps turn in short shots.',
        },
      ],
    },
    {
      title: 'Posture by club',
      concepts: [
        {
          name: 'Hinge, flex, hang',
          description:
            'Hinge forward from the hips with a straight back, flex the knees slightly and let the arms hang under the shoulders. Your weight sits over the middle of your feet, not your toes or heels.',
        },
        {
          name: 'Longer club, taller posture',
          description:
            'A longer club puts you further from the ball and a little more upright. The hinge and the hanging arms stay the same; only the distance and the angle change.',
        },
        {
          name: 'Tilt with the driver',
          description:
            'With a driver, the trail shoulder sits a little lower than the lead shoulder and the spine tilts slightly away from the target. With wedges and short irons the shoulders are closer to level and the pressure is even or slightly towards the lead foot.',
        },
      ],
    },
  ],
  exercises: [
    {
      id: '12-1',
      title: 'Railway Lines: Aim and Alignment Routine',
      description:
        'Two alignment sticks make a railway track: one on the target line, one along your toes. You learn a routine of aiming the clubface first and setting the body parallel, then prove it with the toe stick taken away.',
      keyPoints: [
        'Aim the clubface before you place your feet',
        'Use a mark a few feet in front of the ball',
        'Body lines parallel to the target line, not aimed at the target',
        'Same routine for every ball',
      ],
      instructions: [
        'Lay one stick on the ground just beyond the ball, pointing at your target, and one along your toe line, parallel to it.',
        'Stand behind the ball and choose a mark on the target line a few feet in front of it.',
        'Set the clubface square to the mark, then place your feet, hips and shoulders parallel to the sticks.',
        'Hit 5 balls with the full routine and both sticks down.',
        'Remove the toe stick. Hit 10 more balls with the same routine.',
        'Before each of those 10 swings, have your partner lay a club along your toes and check that it is parallel to the target stick.',
      ],
      expectedOutcome:
        'You can set up parallel to the target line without the toe stick on at least 8 of 10 balls, using the same routine each time.',
      videoRequired: false,
      imageRequired: true,
      coachTips: [
        'Photograph from directly behind the player, looking down the target line, for a clear check.',
        'Most right-handers aim their body at the target and so aim right; show them the two rails.',
        'Also check the shoulders with a club across the chest; feet alone can mislead.',
      ],
      warmupRequired: true,
      setupInstructions: [
        'A range bay or practice ground with a clear target.',
        '2 alignment sticks, 15 balls, a mid-iron and a partner or coach.',
      ],
      scoringCriteria:
        "Out of the 10 balls without the toe stick, count the set-ups that pass the partner's parallel check. Target 8 to 9; elite 10.",
    },
    {
      id: '12-2',
      title: 'Grip Build and Pressure Check',
      description:
        'Build a neutral grip one hand at a time, check it with the knuckles and the Vs, then learn what 4 out of 10 pressure feels like.',
      keyPoints: [
        'Lead hand in the fingers, 2 or 3 knuckles visible',
        'Both Vs point between the chin and the trail shoulder',
        'Trail palm faces the target',
        'Pressure about 4 out of 10',
      ],
      instructions: [
        'Hold the club out in front of you with the trail hand, the leading edge vertical.',
        'Lay the grip across the base of the fingers of your lead hand and close the hand; check you can see 2 or 3 knuckles.',
        'Add the trail hand from the side, palm facing the target, covering the lead thumb.',
        'Check that both Vs point between your chin and your trail shoulder.',
        'Squeeze as hard as you can (10), then let go completely (0). Settle at about 4.',
        'Make 10 half swings keeping that pressure, then hit 5 balls.',
      ],
      expectedOutcome:
        'You can build a neutral grip without help and keep a light, even pressure through a half swing.',
      videoRequired: false,
      imageRequired: true,
      coachTips: [
        "Take a photo of the grip from the front and keep it in the player's notes.",
        "If the player's hands are small, an interlock or ten-finger grip is a sensible choice.",
        'Watch the forearms at address: tight, raised tendons mean too much pressure.',
      ],
      warmupRequired: false,
      setupInstructions: ['A practice area with room for half swings.', 'A mid-iron and 5 balls.'],
      scoringCriteria:
        'Pass when the player builds the grip correctly 3 times in a row without help and hits 5 balls with no change of grip.',
    },
    {
      id: '12-3',
      title: 'Ball Position Ladder: Wedge to Driver',
      description:
        'Work through four clubs from wedge to driver, moving the ball forward and widening the stance as the club gets longer, and check the result by where the ball meets the face.',
      keyPoints: [
        'Wedge: ball in the middle, narrow stance',
        '7-iron: a ball or two forward of centre, about shoulder width',
        'Hybrid or fairway wood: further forward again',
        'Driver: opposite the inside of the lead heel, stance a little wider',
      ],
      instructions: [
        'Lay one alignment stick on the target line and another across it, pointing at the middle of your stance.',
        'Spray foot powder or stick impact tape on the clubface of each club.',
        'Hit 3 balls with a wedge, ball in line with the cross stick.',
        'Hit 3 balls with a 7-iron, moving the ball a ball or two forward and widening the stance to shoulder width.',
        'Hit 3 balls with a hybrid or fairway wood, and 3 with a driver from a tee, moving the ball forward each time.',
        'After each ball, check the mark on the face and count the centred strikes.',
      ],
      expectedOutcome:
        'You can set the right ball position and stance width for each club and make at least 7 centred strikes from 12.',
      videoRequired: false,
      imageRequired: true,
      coachTips: [
        "A centred strike is a mark no more than a ball's width from the middle of the face.",
        'If irons are heavy, check that the ball has not crept forward; if the driver is meeting the ball with a steep, downward blow, check that the ball has not crept back.',
        'Younger juniors can use a wedge, a 7-iron and a hybrid only.',
      ],
      warmupRequired: true,
      setupInstructions: [
        'A range bay with a tee area.',
        '2 alignment sticks, 12 balls, a wedge, a 7-iron, a hybrid or fairway wood, a driver, tees and foot-powder spray or impact tape.',
      ],
      scoringCriteria: 'Count centred strikes out of 12. Target 7 to 9; elite 10 or more.',
    },
    {
      id: '12-4',
      title: 'Posture Check: Mirror and Phone',
      description:
        'Check your posture with a wedge, a 7-iron and a driver from down the line, so you can see what stays the same and what changes with a longer club.',
      keyPoints: [
        'Hinge from the hips with a straight back',
        'Arms hang under the shoulders',
        'Weight over the middle of the feet',
        'Driver: trail shoulder slightly lower',
      ],
      instructions: [
        'Set a phone on a stand at hip height, level with your hands and pointing along the target line from behind.',
        'Take your set-up with a wedge and record 3 seconds.',
        'Repeat with a 7-iron and a driver.',
        'On the still pictures, check that the back is straight and the arms hang straight down from the shoulders.',
        'Face a mirror with the driver and check that the trail shoulder is slightly lower than the lead.',
        'Rebuild any set-up that fails a check and record it again.',
      ],
      expectedOutcome:
        'You can see from your own pictures that your hinge and arm hang stay the same while your distance from the ball grows with the club.',
      videoRequired: true,
      imageRequired: false,
      coachTips: [
        "Draw a line down the back of the player's arms on the still picture: it should drop close to the toes or the balls of the feet.",
        'Rounded backs in juniors often come from standing too close; move them back a little.',
        'Save these pictures to compare with the checkpoint work in lesson 14.',
      ],
      warmupRequired: false,
      setupInstructions: ['A phone and a stand, a mirror if available.', 'A wedge, a 7-iron and a driver.'],
      scoringCriteria: 'Pass when all three set-ups meet the checks on video without rebuilding.',
    },
  ],
};
