import { catalogueDrill } from '@/core/content/coaching/drill-catalogue';
import type { Drill } from '@/core/content/coaching/schemas';
import type { DrillAssignment, DrillAssignmentStatus } from '@/core/contracts/drill-assignments';

/** Status labels, capitalised (student-portal §4). */
export const STATUS_LABELS: Record<DrillAssignmentStatus, string> = {
  assigned: 'Assigned',
  in_progress: 'In Progress',
  completed: 'Completed',
  reviewed: 'Reviewed',
};

/** Assigned blue, in progress yellow, completed green, reviewed purple; text at AA contrast. */
export const STATUS_CLASSES: Record<DrillAssignmentStatus, string> = {
  assigned: 'border-info-600/25 bg-info-50 text-info-700',
  in_progress: 'border-warning-600/30 bg-warning-50 text-warning-700',
  completed: 'border-success-600/25 bg-success-50 text-success-700',
  reviewed: 'border-level-purple/30 bg-level-purple/10 text-level-purple',
};

/** The drill an assignment refers to, from the built-in catalogue. */
export function assignmentDrill(assignment: DrillAssignment): Drill | undefined {
  return catalogueDrill(assignment.drill_id);
}

/** 'short_game' → 'Short game'. */
export function humanise(value: string): string {
  const text = value.replaceAll('_', ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
