import { londonDate } from './london-time';

export type DrillAssignmentStatus = 'assigned' | 'in_progress' | 'completed' | 'reviewed';

/**
 * The only moves a student makes, keyed by where each leads from: Start (assigned → in_progress), then
 * Complete (in_progress → completed). Reviewed belongs to the coach. The server enforces it; the
 * browser offers only these buttons.
 */
export const STUDENT_MOVES: Partial<Record<DrillAssignmentStatus, DrillAssignmentStatus>> = {
  in_progress: 'assigned',
  completed: 'in_progress',
};

/** The move a student can make from `status`, if any. */
export function studentNextStatus(status: DrillAssignmentStatus): DrillAssignmentStatus | undefined {
  return (Object.keys(STUDENT_MOVES) as DrillAssignmentStatus[]).find((to) => STUDENT_MOVES[to] === status);
}

/** Overdue once the London date is past the due date, until the assignment is completed. */
export function isOverdue(
  assignment: { status: DrillAssignmentStatus; due_date: string | null },
  now: Date,
): boolean {
  if (!assignment.due_date) return false;
  if (assignment.status === 'completed' || assignment.status === 'reviewed') return false;
  return londonDate(now) > assignment.due_date;
}
