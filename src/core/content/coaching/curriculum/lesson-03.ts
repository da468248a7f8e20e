import type { Lesson } from '../schemas';

export const lesson03: Lesson = {
  id: 3,
  title: 'Body Moves 2: The Pivot, Turning Around a Stable Centre',
  description:
    'The pivot is the turn of the hips and chest that powers the swing and keeps the club on track. In this lesson you learn to turn back and through around a steady centre, without sliding sideways or bobbing up and down. Directions are for right-handed players; left-handers mirror them.',
  focus:
    'Turn the chest and hips fully back and through while the head and the centre of the chest stay roughly over the ball.',
  moduleOutcomes: [
    'The player can turn the chest about 90 degrees in the backswing, checked with a club across the chest, while the trail knee keeps its flex and the hips do not slide away from the target.',
    'The player can make at least 8 of 10 backswings without touching a stick placed just outside the trail hip.',
    'The player can finish with the chest and belt buckle facing the target and the trail foot up on its toe.',
    'The player can explain the difference between a turn and a sway.',
  ],
  fundamentals: [
    {
      title: 'A stable centre',
      concepts: [
        {
          name: 'Turn, do not slide',
          description:
            'In the backswing the trail hip turns back behind you rather than sliding away from the target. A small shift of pressure is good; a big slide of the hips or head moves the bottom of the swing and costs you strike.',
        },
        {
          name: 'Keep your height',
          description:
            'The hip hinge you set at address stays with you as you turn. Standing up in the backswing or dipping down in the downswing changes where the club meets the ground.',
        },
        {
          name: 'Head steady, not frozen',
          description:
            'The head may move a few inches as the body turns, and that is fine. What we do not want is the head moving well past the ball towards the target, or a long way away from it.',
        },
      ],
    },
    {
      title: 'The backswing turn',
      concepts: [
        {
          name: 'Chest and hips',
          description:
            'For most adults the chest turns about 90 degrees and the hips about 40 to 50 degrees at the top. Flexible juniors often turn more; less flexible adults turn less and that is fine if the arms do not take over.',
        },
        {
          name: 'Trail leg',
          description:
            'The trail knee keeps some flex and the pressure sits on the inside of the trail foot. Bracing into the trail leg lets you turn against it rather than slide.',
        },
      ],
    },
    {
      title: 'The through-swing turn',
      concepts: [
        {
          name: 'Lower body leads',
          description:
            'The downswing starts from the ground up: pressure moves to the lead foot and the hips start to unwind while the arms are still coming down. The chest and arms follow.',
        },
        {
          name: 'Open at impact',
          description:
            'At impact good players have their hips clearly open to the target and their chest a little open. The body has turned through while the club catches up.',
        },
        {
          name: 'Full finish',
          description:
            'At the finish the chest and belt buckle face the target or a little left of it, nearly all the pressure is on the lead foot and the trail foot is up on its toe.',
        },
      ],
    },
  ],
  exercises: [
    {
      id: '3-1',
      title: 'Club-Across-the-Chest Turn',
      description:
        'Hold a club across your chest and turn back and through from your golf posture. The club shows you how far you turned and whether you kept your height.',
      keyPoints: [
        'Take your normal address posture first',
        'At the top the club points at the ground just beyond the ball',
        'At the finish the club points at the ground to the other side of the ball, or beyond',
        'Keep your hip hinge throughout; do not stand up',
      ],
      instructions: [
        'Take your address posture without a ball and hold a club across your chest with both hands, arms crossed.',
        'Turn back until your lead shoulder is under your chin and the shaft points at the ground just beyond where the ball would be.',
        'Hold for 2 seconds and check that your trail knee is still flexed.',
        'Turn through until your chest faces the target, letting the trail heel come off the ground.',
        'Make 10 slow turns, then 10 at normal speed, holding each end for 2 seconds.',
        'Pick up an 8-iron and hit 10 half shots, trying to copy the same turn.',
      ],
      expectedOutcome:
        'The player makes a full turn back and through with the chest while keeping the hip hinge and a steady centre, and carries the feeling into half shots.',
      videoRequired: true,
      imageRequired: false,
      coachTips: [
        'Film down the line: the head should stay roughly inside a box drawn around it at address.',
        'If the shaft points well above the ball at the top, the player has stood up; ask for the chest to turn "down" towards the ball.',
        'Juniors enjoy a "turn and freeze" game: call out freeze at random and check the position.',
      ],
      warmupRequired: true,
      setupInstructions: [
        'A spare club for the chest, an 8-iron and 10 balls.',
        'A phone on a tripod down the line.',
      ],
      scoringCriteria:
        'Of the 10 half shots, count how many had a full turn to the finish with the finish held for 2 seconds; aim for 7 or more.',
    },
    {
      id: '3-2',
      title: 'Hip-Stick Anti-Sway Drill',
      description:
        'Push an alignment stick into the ground just outside your trail hip. Turn back without bumping it, so the hip turns behind you rather than sliding sideways.',
      keyPoints: [
        'Stick about 2 inches outside the trail hip at address',
        'Turn the trail hip back, not sideways into the stick',
        'Pressure on the inside of the trail foot',
        'Lead hip turns away from the stick in the downswing',
      ],
      instructions: [
        'Take your address with a 7-iron and ask your coach to push an alignment stick into the ground about 2 inches outside your trail hip, standing upright.',
        'Make a slow backswing, turning your trail hip behind you, and stop at the top. You should not have touched the stick.',
        'Swing slowly through to the finish; your lead hip should turn away from the target line, not slide towards it.',
        'Make 10 slow rehearsals, then 10 at three-quarter speed.',
        'Hit 10 balls with three-quarter swings, keeping clear of the stick.',
        'Count how many backswings touched the stick.',
      ],
      expectedOutcome:
        'The player turns in the backswing without the hips sliding away from the target, keeping a stable centre and a more consistent low point.',
      videoRequired: false,
      imageRequired: true,
      coachTips: [
        'Some pressure shift is healthy; the stick catches a slide, not a turn.',
        'A player who touches the stick often has a straight trail leg or weight on the outside of the trail foot.',
        'Use a flexible stick and keep it upright so a hip bump cannot hurt.',
      ],
      warmupRequired: true,
      setupInstructions: [
        'An alignment stick pushed into soft ground, or held in a weighted stand on a mat.',
        'A 7-iron and 10 balls.',
      ],
      scoringCriteria:
        'Count the backswings out of 10 shots that did not touch the stick; aim for 8 or more.',
    },
    {
      id: '3-3',
      title: 'Split-Hand Pivot Swings',
      description:
        'Grip with the hands a few inches apart and make half swings. The split grip makes the arms quieter, so the body has to turn to move the club.',
      keyPoints: [
        'Hands about 3 inches apart on the grip',
        'Chest turns the club back and through',
        'Arms stay in front of the chest',
        'Finish facing the target',
      ],
      instructions: [
        'Take an 8-iron and slide your trail hand about 3 inches down the grip.',
        'Make 5 half swings without a ball, turning your chest to move the club.',
        'Check that your hands stay in front of your chest at hip height back and through.',
        'Hit 10 balls with half swings, holding the finish.',
        'Go back to your normal grip and hit 5 more with the same feeling.',
      ],
      expectedOutcome:
        'The player links the arms to the turn and strikes half shots with the body, not just the hands and arms.',
      videoRequired: false,
      imageRequired: false,
      coachTips: [
        'If the club gets stuck behind the player, the arms are swinging without the chest; ask for more chest turn.',
        'Keep the swings small; the split grip is for feel, not distance.',
      ],
      warmupRequired: true,
      setupInstructions: ['An 8-iron and 15 balls.'],
      scoringCriteria: 'Count solid strikes out of the 10 split-hand shots; aim for 7 or more.',
    },
    {
      id: '3-4',
      title: 'Turn and Hold: Pivot to the Ball',
      description:
        'Hit full shots with a mid-iron and hold a complete finish every time. We check that the pivot you rehearsed holds up at full speed.',
      keyPoints: [
        'Full turn back against a flexed trail leg',
        'Lower body leads the way down',
        'Chest and belt buckle face the target at the finish',
        'Hold the finish for 3 seconds',
      ],
      instructions: [
        'Take a 7-iron and pick a target on the range.',
        'Make 2 slow rehearsal swings with your arms crossed and no club, feeling the full turn back and through.',
        'Hit 10 balls with full swings.',
        'Hold every finish for 3 seconds and check: chest to the target, trail toe down, lead leg straight-ish.',
        'Between shots, make one slow rehearsal of any part that felt wrong.',
      ],
      expectedOutcome:
        'The player keeps a stable, full pivot at normal swing speed and finishes in balance facing the target.',
      videoRequired: true,
      imageRequired: false,
      coachTips: [
        'Film face-on and look for the head staying roughly behind the ball until after impact.',
        'A finish with the chest pointing right of the target usually means the arms outran the body.',
      ],
      warmupRequired: true,
      setupInstructions: [
        'A 7-iron, 10 balls and a target.',
        'Space to swing; nobody within two club-lengths.',
      ],
      scoringCriteria:
        'Count the shots out of 10 with a full finish held for 3 seconds, chest facing the target; aim for 8 or more.',
    },
  ],
};
