import {
  DRILL_ASSIGNMENT_STATUSES,
  type DrillAssignmentStatus,
  type StaffDrillAssignment,
} from '@/core/contracts/drill-assignments';
import type { ServerFilters } from './api/drill-assignments';

/** The status filter: one of the four statuses, Overdue (which is not a status of its own), or all. */
export type StatusFilter = 'all' | DrillAssignmentStatus | 'overdue';

export interface AssignmentFilters {
  status: StatusFilter;
  /** A student's id, or 'all'. */
  student: string;
}

export const NO_FILTERS: AssignmentFilters = { status: 'all', student: 'all' };

export const STATUS_LABELS: Record<DrillAssignmentStatus, string> = {
  assigned: 'Assigned',
  in_progress: 'In Progress',
  completed: 'Completed',
  reviewed: 'Reviewed',
};

/** The status select's options, in the order a drill assignment moves through them. */
export const STATUS_FILTER_OPTIONS: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All statuses' },
  ...DRILL_ASSIGNMENT_STATUSES.map((value) => ({
    value,
    label: value === 'completed' ? 'Completed, awaiting review' : STATUS_LABELS[value],
  })),
  { value: 'overdue', label: 'Overdue' },
];

export function isStatusFilter(value: string): value is StatusFilter {
  return STATUS_FILTER_OPTIONS.some((option) => option.value === value);
}

/**
 * What the server is asked for. Overdue is decided by the server for each assignment (its `overdue`
 * flag), so that filter fetches every status and keeps the flagged ones.
 */
export function serverFiltersFor(filters: AssignmentFilters): ServerFilters {
  const server: ServerFilters = {};
  if (filters.status !== 'all' && filters.status !== 'overdue') server.status = filters.status;
  if (filters.student !== 'all') server.studentId = filters.student;
  return server;
}

/** The assignments to show from the server's answer, after the one filter the server does not apply. */
export function visibleAssignments(
  assignments: readonly StaffDrillAssignment[],
  filters: AssignmentFilters,
): StaffDrillAssignment[] {
  return filters.status === 'overdue' ? assignments.filter((a) => a.overdue) : [...assignments];
}

export interface StudentOption {
  id: string;
  name: string;
}

/**
 * The student select's choices: the coach's students when that list has arrived, otherwise the students
 * seen in the assignments; by name, each once.
 */
export function studentOptions(
  students: readonly { id: string; first_name: string; last_name: string }[] | undefined,
  assignments: readonly StaffDrillAssignment[],
): StudentOption[] {
  const source = students ?? assignments.map((a) => a.student);
  const byId = new Map<string, StudentOption>();
  for (const s of source) byId.set(s.id, { id: s.id, name: `${s.first_name} ${s.last_name}` });
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name, 'en-GB'));
}

export function hasFilters(filters: AssignmentFilters): boolean {
  return filters.status !== 'all' || filters.student !== 'all';
}
