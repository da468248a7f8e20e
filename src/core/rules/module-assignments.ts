/** A module's life (staff-portal §4): assigned → in_progress on the first tick → completed when all are done. */
export type ModuleStatus = 'assigned' | 'in_progress' | 'completed' | 'unassigned';

export interface ModuleState {
  status: ModuleStatus;
  startedAt: Date | null;
  completedAt: Date | null;
}

/**
 * The module after one of its exercises changed, given how many are now done. The first tick starts it;
 * the last completes it; unticking an exercise of a completed module reopens it (its start time stays).
 * An archived module never changes.
 */
export function moduleAfterExerciseChange(
  before: ModuleState,
  done: number,
  total: number,
  now: Date,
): ModuleState & { moduleCompleted: boolean } {
  if (before.status === 'unassigned') return { ...before, moduleCompleted: false };
  if (total > 0 && done >= total) {
    const completing = before.status !== 'completed';
    return {
      status: 'completed',
      startedAt: before.startedAt ?? now,
      completedAt: completing ? now : before.completedAt,
      moduleCompleted: completing,
    };
  }
  if (done > 0 || before.status !== 'assigned') {
    return {
      status: 'in_progress',
      startedAt: before.startedAt ?? now,
      completedAt: null,
      moduleCompleted: false,
    };
  }
  return { ...before, moduleCompleted: false };
}

/** The coaching session's tabs (staff-portal §4). */
export const MODULE_TAB_FILTERS = {
  active: ['assigned', 'in_progress'],
  completed: ['completed'],
  all: ['assigned', 'in_progress', 'completed'],
} as const satisfies Record<string, readonly ModuleStatus[]>;
