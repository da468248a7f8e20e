import { addDays, londonDate } from '@/core/rules/london-time';
import type { DbOrTx } from '../client';
import { drillAssignments } from '../schema/index';

const DAY = 24 * 3600_000;

/**
 * Drills James has set Oliver and David, one in every status: one to start, one already overdue, one
 * under way, one completed awaiting review and one reviewed with a rating and a comment.
 */
export async function seedDemoAssignments(
  tx: DbOrTx,
  coaches: { jamesStaffId: string },
  people: { oliver: string; david: string },
  now: Date,
): Promise<void> {
  const today = londonDate(now);
  const daysAgo = (n: number) => new Date(now.getTime() - n * DAY);
  const coachId = coaches.jamesStaffId;

  const forStudent = (
    studentId: string,
    drills: [string, string, string, string, string],
    scores: { completed: string; reviewed: string },
  ) => {
    const [toStart, overdue, underWay, completed, reviewed] = drills;
    return [
      { studentId, coachId, drillId: toStart, assignedAt: daysAgo(1), dueDate: addDays(today, 14) },
      { studentId, coachId, drillId: overdue, assignedAt: daysAgo(12), dueDate: addDays(today, -3) },
      {
        studentId,
        coachId,
        drillId: underWay,
        status: 'in_progress' as const,
        assignedAt: daysAgo(6),
        startedAt: daysAgo(4),
        dueDate: addDays(today, 7),
      },
      {
        studentId,
        coachId,
        drillId: completed,
        status: 'completed' as const,
        assignedAt: daysAgo(16),
        startedAt: daysAgo(12),
        completedAt: daysAgo(10),
        studentScore: scores.completed,
        studentNotes: 'Better once I slowed my backswing down.',
      },
      {
        studentId,
        coachId,
        drillId: reviewed,
        status: 'reviewed' as const,
        assignedAt: daysAgo(30),
        startedAt: daysAgo(27),
        completedAt: daysAgo(25),
        dueDate: addDays(today, -21),
        studentScore: scores.reviewed,
        coachRating: 4,
        coachComments:
          'Great rhythm and a solid baseline. Next, keep your finish balanced for three seconds.',
        reviewedAt: daysAgo(22),
      },
    ];
  };

  await tx.insert(drillAssignments).values([
    ...forStudent(people.oliver, ['3-1', '1-2', '4-1', '5-1', '1-1'], {
      completed: '7/10',
      reviewed: '4/5 clean strikes',
    }),
    ...forStudent(people.david, ['12-1', '8-1', '18-1', '6-1', '9-1'], {
      completed: '7/10',
      reviewed: '6 of 10 inside the landing zone',
    }),
  ]);
}
