import type { Lesson } from '../schemas';

export const lesson02: Lesson = {
  id: 2,
  title: 'Body Moves 1: Posture, Balance and Pressure',
  description:
    'A good swing starts from a body that is ready to move. This lesson builds an athletic posture, teaches you to stay balanced from start to finish, and shows how pressure moves from foot to foot during the swing. Directions are for right-handed players; left-handers mirror them.',
  focus:
    'Set up in a balanced, athletic posture and move pressure to the trail side and then firmly to the lead side.',
  moduleOutcomes: [
    'The player can take an address posture with a hip hinge, soft knees and a straight back, and check it with a club against the spine.',
    'The player can hit 10 half shots with feet together and hold a balanced finish for 3 seconds on at least 7 of them.',
    'The player can finish a full swing with most of the pressure on the lead foot, the trail heel off the ground and the chest facing the target.',
    'The player can describe where the pressure is in the feet at address, at the top and at the finish.',
  ],
  fundamentals: [
    {
      title: 'An athletic posture',
      concepts: [
        {
          name: 'Hinge from the hips',
          description:
            'Tip your upper body forward from the hip joints, not from the waist, pushing your bottom back a little. Your back stays long and fairly straight, with your chest over the balls of your feet.',
        },
        {
          name: 'Soft knees',
          description:
            'Flex the knees just enough to feel springy, as if you were about to catch a ball. Too much knee bend drops you down and makes it hard to turn.',
        },
        {
          name: 'Arms hang',
          description:
            'Let your arms hang down naturally from your shoulders. Your hands should sit roughly under your chin, about a hand-span from your thighs with an iron.',
        },
        {
          name: 'Slight tilt',
          description:
            'Because the trail hand is lower on the grip, the trail shoulder sits a little lower than the lead shoulder. Let it happen; do not force the shoulders level.',
        },
      ],
    },
    {
      title: 'Balance',
      concepts: [
        {
          name: 'Pressure in the middle of the feet',
          description:
            'At address you should feel your weight over the middle of each foot, towards the balls of the feet, never on the heels or the toes.',
        },
        {
          name: 'Balanced finish',
          description:
            'If you can hold your finish for 3 seconds without wobbling, you stayed in balance through the swing. If you cannot, the swing was too fast for your control or your posture slipped.',
        },
      ],
    },
    {
      title: 'Pressure moves',
      concepts: [
        {
          name: 'Address',
          description:
            'With an iron, the pressure is shared about evenly between the feet, perhaps a touch more on the lead side with short clubs.',
        },
        {
          name: 'Backswing',
          description:
            'As you turn back, more pressure moves into the trail foot, into the inside of the heel rather than the outside edge.',
        },
        {
          name: 'Downswing and finish',
          description:
            'Pressure shifts to the lead foot early in the downswing, before the arms swing down. By the finish nearly all of it is on the lead foot, with the trail foot up on its toe.',
        },
      ],
    },
  ],
  exercises: [
    {
      id: '2-1',
      title: 'Hip-Hinge Posture Builder',
      description:
        'Use a club along your back to learn the hip hinge, then build a full address posture with a 7-iron that you can repeat without the aid.',
      keyPoints: [
        'Three contact points: back of the head, upper back and tailbone on the club',
        'Hinge from the hips, not the waist',
        'Soft knees, weight over the middle of the feet',
        'Arms hang straight down from the shoulders',
      ],
      instructions: [
        'Stand tall and hold a club vertically along your back so it touches the back of your head, your upper back and your tailbone.',
        'Push your bottom back and tip forward from the hips until your chest is over the balls of your feet, keeping all three contact points.',
        'Flex your knees slightly until you feel springy.',
        'Put the club down, keep the posture and let your arms hang straight down.',
        'Take your grip on a 7-iron where your hands hang and rest the club behind a ball.',
        'Step away, stand up, and build the posture again 10 times without the club on your back.',
      ],
      expectedOutcome:
        'The player can take a balanced, athletic address posture in under 10 seconds, with a straight back, soft knees and arms hanging under the shoulders.',
      videoRequired: false,
      imageRequired: true,
      coachTips: [
        'Photograph the posture down the line; draw a line from the shoulder down through the knee to the ball of the foot.',
        'Young juniors often squat instead of hinge; have them push the bottom back towards a wall behind them.',
        'Check for a rounded upper back and for hands pushed too far from the body.',
      ],
      setupInstructions: ['A mirror or a phone camera down the line.', 'A spare club and a 7-iron.'],
      scoringCriteria:
        'Completed when the player builds the posture correctly 8 times out of 10 without the club on the back, as checked by the coach or a photo.',
    },
    {
      id: '2-2',
      title: 'Feet-Together Balance Swings',
      description:
        'Hit half shots with your feet together. A narrow base shows at once if you sway or swing too hard, and teaches you to turn around your centre.',
      keyPoints: [
        'Feet touching, or no more than a ball-width apart',
        'Half swings: hands to hip height back and through',
        'Smooth rhythm; if you wobble, swing softer',
        'Hold every finish for 3 seconds',
      ],
      instructions: [
        'Take an 8-iron and stand with your feet together, ball in the middle of your stance.',
        'Make 5 practice swings, hands to hip height each way, and hold each finish.',
        'Hit 10 balls with the same half swing.',
        'Hold your finish for a slow count of 3 after every shot.',
        'Count a shot only if you held the finish without moving your feet.',
      ],
      expectedOutcome:
        'The player hits solid half shots from a narrow base and holds a steady finish on most of them, showing balance and a turn around a stable centre.',
      videoRequired: false,
      imageRequired: false,
      coachTips: [
        'Loss of balance towards the toes usually means the arms are swinging away from the body.',
        'Falling back onto the trail foot at the finish shows the pressure is not moving forward.',
      ],
      warmupRequired: true,
      setupInstructions: ['A range mat or tee area with space to swing.', 'An 8-iron and 10 balls.'],
      scoringCriteria:
        'Number of the 10 shots with a finish held for 3 seconds and feet still; aim for 7 or more.',
    },
    {
      id: '2-3',
      title: 'Step-Through Pressure Drill',
      description:
        'Start with your feet together, step the lead foot towards the target as the club swings back, then swing through. The step trains pressure to move into the lead side before the arms swing down.',
      keyPoints: [
        'Step with the lead foot as the backswing finishes',
        'Feel the lead foot plant before the arms start down',
        'Finish with nearly all the pressure on the lead foot',
        'Trail heel up, chest facing the target at the finish',
      ],
      instructions: [
        'Take a 7-iron and stand with your feet together, the ball opposite your trail foot.',
        'Start your backswing and, as your hands reach hip height, step your lead foot about 1 ft towards the target.',
        'Let the lead foot land and press into the ground, then swing down and through.',
        'Make 5 rehearsals without a ball, then hit 10 balls teed up low.',
        'Hold each finish for 3 seconds with the trail foot up on its toe.',
        'Finish with 5 normal swings, trying to keep the same feeling of pressure moving forward.',
      ],
      expectedOutcome:
        'The player feels pressure move to the lead side early in the downswing and finishes in balance on the lead foot, with cleaner ball-first contact.',
      videoRequired: true,
      imageRequired: false,
      coachTips: [
        'Film face-on: the lead foot should land while the club is still near the top.',
        'If the player steps late and lunges, slow the drill to a half swing.',
        'Tee the ball low at first; the step moves the low point forward and juniors can catch it thin.',
      ],
      warmupRequired: true,
      setupInstructions: [
        'A tee area with room to step forward and to swing.',
        'A 7-iron, tees and 15 balls.',
      ],
      scoringCriteria:
        'Count the shots from 10 where the lead foot landed before the downswing and the finish was held for 3 seconds; aim for 6 or more.',
    },
    {
      id: '2-4',
      title: 'Pressure Check with Scales or Feel',
      description:
        'Use two bathroom scales, a pressure plate or simply your feel to check where your pressure is at address, at the top and at the finish.',
      keyPoints: [
        'Address: about half and half with an iron',
        'Top: more than half the pressure in the trail foot, inside the heel',
        'Finish: nearly all on the lead foot',
        'Never on the outside edge of the trail foot',
      ],
      instructions: [
        'Stand with one foot on each of two bathroom scales, or on a pressure plate if your coach has one.',
        'Take your address posture with a 7-iron and read the two numbers, or say out loud how you think the pressure is split.',
        'Swing slowly to the top and stop; read or feel the split again.',
        'Swing slowly to a full finish and stop; read or feel the split once more.',
        'Repeat 5 times, then make 5 swings at normal speed off the scales and feel the same pattern.',
      ],
      expectedOutcome:
        'The player knows the pressure pattern of a good swing and can feel whether their own pattern matches it.',
      videoRequired: false,
      imageRequired: false,
      coachTips: [
        'Do not let the player swing at speed on scales; slow motion only, no ball.',
        'Ask the player to guess the split before they read it; it trains awareness.',
        'Without scales, ask the player to rate pressure on a 1 to 10 scale for each foot.',
      ],
      setupInstructions: ['Two bathroom scales of the same height, or a pressure plate.', 'A 7-iron.'],
      scoringCriteria:
        'Completed when the player has more than half of their pressure on the trail side at the top and at least 80% on the lead side at the finish in 3 of 5 slow swings, or describes the pattern correctly by feel.',
    },
  ],
};
