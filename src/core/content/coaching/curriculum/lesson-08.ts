import type { Lesson } from '../schemas';

export const lesson08: Lesson = {
  id: 8,
  title: 'Key Moves 5 to 8: Delivery, Impact and Release (P4 to P10)',
  description:
    'The second half of the 8 key moves takes the club from the top to the finish: the transition, delivery, impact, and release and finish. These are the moves that turn a good backswing into a solid strike, a good start line and speed at the ball. Directions are for right-handed players; left-handers mirror them.',
  focus:
    'Start down from the ground up, deliver the club with the hands leading, and release it through to a balanced finish.',
  moduleOutcomes: [
    'The player can name the P5 to P10 positions and the key moves 5 to 8 that belong to them.',
    'The player can rehearse the transition to P6 with the pump drill and then hit the ball solidly on at least 6 of 10 attempts.',
    'The player can hold an impact position (P7) with the hands ahead of the ball, the shaft leaning towards the target and the hips open.',
    'The player can hold a P8 with the arms extended and the toe of the club pointing up, and a balanced P10 finish facing the target.',
  ],
  fundamentals: [
    {
      title: 'Key moves 5 and 6: transition and delivery (P4 to P6)',
      concepts: [
        {
          name: 'Key move 5: transition',
          description:
            'The downswing starts from the ground up. Pressure moves into the lead foot and the hips begin to unwind while the club is still finishing its backswing. The arms drop; they do not throw. At P5 the lead arm is parallel to the ground again.',
        },
        {
          name: 'Key move 6: delivery',
          description:
            'At P6 the shaft is parallel to the ground in the downswing, with the hands near the trail thigh and the wrists still set, so the clubhead trails behind the hands. The hips are already opening towards the target.',
        },
        {
          name: 'Keep the angle, then use it',
          description:
            'The angle between the lead arm and the shaft, often called lag, is stored until late in the downswing. Letting it go too early makes the club bottom out behind the ball and wastes speed.',
        },
      ],
    },
    {
      title: 'Key move 7: impact (P7)',
      concepts: [
        {
          name: 'Hands ahead with irons',
          description:
            'At impact with an iron the hands are slightly ahead of the ball and the shaft leans towards the target. The lead wrist is flat, not bent back.',
        },
        {
          name: 'Body open, pressure forward',
          description:
            'Most of the pressure is on the lead foot, the hips are clearly open to the target and the chest is a little open. The head is still behind the ball.',
        },
        {
          name: 'Face and path',
          description:
            'This is the moment that decides all 3 swing functions: the low point, the face and path, and the speed the club delivers to the ball.',
        },
      ],
    },
    {
      title: 'Key move 8: release and finish (P8 to P10)',
      concepts: [
        {
          name: 'P8: shaft parallel after impact',
          description:
            'Both arms are extended, the shaft is parallel to the ground and the toe of the club points roughly up. The forearms have turned over naturally; they were not forced.',
        },
        {
          name: 'P9: trail arm parallel',
          description:
            'The trail arm is parallel to the ground in the follow-through and the wrists have hinged again, a mirror image of P3.',
        },
        {
          name: 'P10: balanced finish',
          description:
            'Nearly all the pressure is on the lead foot, the trail foot is up on its toe, the chest faces the target and you can hold the position comfortably.',
        },
      ],
    },
  ],
  exercises: [
    {
      id: '8-1',
      title: 'The Pump Drill',
      description:
        'Swing to the top, pump the club down to P6 and back up, then swing through and hit the ball. The pump trains key moves 5 and 6: a downswing that starts from the ground and delivers the club with the hands leading.',
      keyPoints: [
        'Start each pump with pressure moving into the lead foot',
        'At P6 the shaft is parallel to the ground and the hands are near the trail thigh',
        'Wrists stay set at P6; the clubhead trails the hands',
        'After the last pump, swing straight through without stopping',
      ],
      instructions: [
        'Take a 7-iron and set up to a ball teed low.',
        'Swing to the top (P4).',
        'Shift pressure into your lead foot and bring the club down to P6; stop and check the shaft is parallel to the ground with the wrists still set.',
        'Return the club to the top.',
        'Pump down to P6 a second time, return to the top, then swing all the way through and hit the ball.',
        'Hit 10 balls this way, then 5 with normal swings keeping the same feeling.',
      ],
      expectedOutcome:
        'The player feels the lower body start the downswing and reaches P6 with the club trailing the hands, leading to ball-first strikes.',
      videoRequired: true,
      imageRequired: false,
      coachTips: [
        'Film face-on: at P6 the hands should be well ahead of the clubhead and the hips already opening.',
        'If the arms throw the club out at the first pump, slow it down and make the pressure shift first.',
        'Tee the ball low; this drill moves the low point forward and can cause thin shots at first.',
      ],
      warmupRequired: true,
      setupInstructions: ['A 7-iron, tees and 15 balls.', 'A phone on a tripod face-on.'],
      scoringCriteria:
        'Count solid strikes (ball first, off the middle of the face) out of 10 pump-drill shots; aim for 6 or more.',
    },
    {
      id: '8-2',
      title: 'Impact Hold',
      description:
        'Make half swings and freeze at impact, then check the P7 position against a mirror or video. Use an impact bag if one is available.',
      keyPoints: [
        'Hands slightly ahead of the ball',
        'Shaft leaning towards the target',
        'Lead wrist flat',
        'Hips open, most pressure on the lead foot',
      ],
      instructions: [
        'Take a 7-iron and stand face-on to a mirror or camera. If you have an impact bag, place it where the ball would be.',
        'Make a slow half swing and stop at impact, or push gently into the bag.',
        'Check: hands ahead of the clubhead, shaft leaning forward, lead wrist flat, hips open, pressure on the lead foot.',
        'Hold the position for 3 seconds, then relax.',
        'Repeat 10 times, each at a little more speed.',
        'Hit 5 balls with half swings, feeling the same impact position.',
      ],
      expectedOutcome:
        'The player knows what a good iron impact position looks and feels like and can reproduce it at slow and medium speed.',
      videoRequired: false,
      imageRequired: true,
      coachTips: [
        'Photograph a held P7 from face-on; draw a line from the lead shoulder to the ball and check the hands are on or ahead of it.',
        'Hit the bag gently; it is for feel, not force. Juniors should never hit it hard.',
        'A bent-back lead wrist at impact usually goes with a flip and a low point behind the ball.',
      ],
      setupInstructions: [
        'A 7-iron and 5 balls.',
        'A mirror or phone camera face-on, and an impact bag if available.',
      ],
      scoringCriteria:
        'Completed when the player holds a correct P7, checked by the coach or a photo, on 8 of 10 slow rehearsals.',
    },
    {
      id: '8-3',
      title: 'Hip-to-Hip to P8',
      description:
        'Hit balls with a swing from P2 to P8, hip height to hip height, and hold the P8 position after every shot: arms extended, shaft parallel to the ground, toe up.',
      keyPoints: [
        'Back to P2, through to P8',
        'Arms extended at P8, not bent',
        'Toe of the club points roughly up at P8',
        'Chest turning towards the target',
      ],
      instructions: [
        'Take a 7-iron and tee a ball low.',
        'Swing back to P2, shaft parallel to the ground.',
        'Swing through and stop at P8, with the shaft parallel to the ground on the other side.',
        'Hold P8 for 2 seconds and check: both arms extended, toe pointing roughly up, chest turning to the target.',
        'Hit 10 balls this way.',
        'Hit 5 more with full swings, passing through the same P8 without stopping.',
      ],
      expectedOutcome:
        'The player releases the club naturally through impact to a correct P8, with solid contact and a square face.',
      videoRequired: false,
      imageRequired: false,
      coachTips: [
        'A face pointing at the sky at P8 is held open; pointing at the ground, it has rolled over too much.',
        'Bent arms at P8 often mean the body stopped turning; ask for the chest to keep going.',
        'Great first drill for young beginners: short, safe and it teaches the strike.',
      ],
      warmupRequired: true,
      setupInstructions: ['A 7-iron, tees and 15 balls.'],
      scoringCriteria: 'Count the 10 shots with a solid strike and a correct, held P8; aim for 7 or more.',
    },
    {
      id: '8-4',
      title: 'Full Swing at Three Speeds, P1 to P10',
      description:
        'Put all 8 key moves together: 5 full swings at half speed, 5 at three-quarter speed and 5 at full speed, holding a P10 finish every time.',
      keyPoints: [
        'The same positions at every speed',
        'Hold every finish for 3 seconds',
        'Half speed first, full speed last',
        'Drop back a speed if the strike or balance goes',
      ],
      instructions: [
        'Take a 7-iron and pick a target.',
        'Hit 5 balls at half speed, making a full-length swing and holding the P10 finish.',
        'Hit 5 balls at three-quarter speed the same way.',
        'Hit 5 balls at full speed the same way.',
        'After each group, watch one swing on video and check one backswing and one downswing key move.',
        'Note which key move changes first as you speed up.',
      ],
      expectedOutcome:
        'The player keeps the key moves together as speed rises and knows which move to practise when it breaks down.',
      videoRequired: true,
      imageRequired: false,
      coachTips: [
        'Slow, full-length swings are harder than they look; they show every weak link.',
        'Compare P6 at half and full speed on video; that is where most sequences break.',
      ],
      warmupRequired: true,
      setupInstructions: [
        'A 7-iron, 15 balls and a target.',
        'A phone on a tripod face-on or down the line.',
      ],
      scoringCriteria:
        'Count the 15 shots with a solid strike and a finish held for 3 seconds; aim for 11 or more, with at least 3 of 5 at full speed.',
    },
  ],
};
