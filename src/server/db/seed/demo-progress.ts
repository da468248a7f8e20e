import type { DbOrTx } from '../client';
import { exerciseProgress, moduleAssignments } from '../schema/index';

const DAY = 24 * 3600_000;

/** What James wrote against some of the exercises he ticked, as a coach does after a lesson. */
const COACH_NOTES: Record<string, string> = {
  '1-1':
    'Four of five struck from the middle of the face. Keep the grip pressure soft, about four out of ten.',
  '1-3': 'Holed 8 of 10 from 3 ft and 5 of 10 from 6 ft. Hold your finish until the ball drops.',
  '2-1':
    'Good hip hinge: chest over the ball and arms hanging freely. Check it in a mirror before each practice.',
};

/**
 * Programme progress and medals for Oliver and David, so their dashboards show real numbers: Oliver has
 * finished lesson 1, is half-way through lesson 2 and has lesson 3 waiting; David is part-way through
 * lesson 1. Their challenge results are in demo-challenges.ts.
 */
export async function seedDemoProgress(
  tx: DbOrTx,
  coaches: { jamesStaffId: string },
  people: { oliver: string; david: string },
  now: Date,
): Promise<void> {
  const { oliver, david } = people;
  const daysAgo = (n: number) => new Date(now.getTime() - n * DAY);
  const coachId = coaches.jamesStaffId;

  const modules = await tx
    .insert(moduleAssignments)
    .values([
      {
        studentId: oliver,
        coachId,
        lessonId: 1,
        status: 'completed',
        assignedAt: daysAgo(42),
        startedAt: daysAgo(40),
        completedAt: daysAgo(21),
      },
      {
        studentId: oliver,
        coachId,
        lessonId: 2,
        status: 'in_progress',
        assignedAt: daysAgo(20),
        startedAt: daysAgo(14),
      },
      { studentId: oliver, coachId, lessonId: 3, status: 'assigned', assignedAt: daysAgo(3) },
      {
        studentId: david,
        coachId,
        lessonId: 1,
        status: 'in_progress',
        assignedAt: daysAgo(18),
        startedAt: daysAgo(15),
      },
    ])
    .onConflictDoNothing()
    .returning({
      id: moduleAssignments.id,
      studentId: moduleAssignments.studentId,
      lessonId: moduleAssignments.lessonId,
    });
  const moduleOf = (studentId: string, lessonId: number) =>
    modules.find((m) => m.studentId === studentId && m.lessonId === lessonId)?.id;

  const done = (assignmentId: string | undefined, exerciseIds: string[], firstDaysAgo: number) =>
    assignmentId
      ? exerciseIds.map((exerciseId, i) => ({
          assignmentId,
          exerciseId,
          completed: true,
          completedAt: daysAgo(firstDaysAgo - i * 2),
          coachNotes: COACH_NOTES[exerciseId] ?? null,
          updatedAt: daysAgo(firstDaysAgo - i * 2),
        }))
      : [];
  const progress = [
    ...done(moduleOf(oliver, 1), ['1-1', '1-2', '1-3', '1-4', '1-5'], 38),
    ...done(moduleOf(oliver, 2), ['2-1', '2-2'], 12),
    ...done(moduleOf(david, 1), ['1-1', '1-2', '1-3'], 14),
  ];
  if (progress.length > 0) await tx.insert(exerciseProgress).values(progress).onConflictDoNothing();
}
