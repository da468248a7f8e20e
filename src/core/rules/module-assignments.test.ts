import { describe, expect, it } from 'vitest';
import { MODULE_TAB_FILTERS, moduleAfterExerciseChange } from './module-assignments';

const now = new Date('2026-11-22T10:00:00Z');
const earlier = new Date('2026-11-01T09:00:00Z');

describe('module assignment state machine', () => {
  it('starts on the first tick with a start time', () => {
    expect(
      moduleAfterExerciseChange({ status: 'assigned', startedAt: null, completedAt: null }, 1, 5, now),
    ).toEqual({
      status: 'in_progress',
      startedAt: now,
      completedAt: null,
      moduleCompleted: false,
    });
  });

  it('stays assigned when nothing is done (a note saved before any tick)', () => {
    expect(
      moduleAfterExerciseChange({ status: 'assigned', startedAt: null, completedAt: null }, 0, 5, now),
    ).toMatchObject({
      status: 'assigned',
      moduleCompleted: false,
    });
  });

  it('completes when every exercise is done, reporting it once', () => {
    const started = { status: 'in_progress' as const, startedAt: earlier, completedAt: null };
    expect(moduleAfterExerciseChange(started, 5, 5, now)).toEqual({
      status: 'completed',
      startedAt: earlier,
      completedAt: now,
      moduleCompleted: true,
    });
    const completed = { status: 'completed' as const, startedAt: earlier, completedAt: earlier };
    expect(moduleAfterExerciseChange(completed, 5, 5, now)).toMatchObject({
      completedAt: earlier,
      moduleCompleted: false,
    });
  });

  it('completes a one-exercise module straight from assigned, with both times', () => {
    expect(
      moduleAfterExerciseChange({ status: 'assigned', startedAt: null, completedAt: null }, 1, 1, now),
    ).toEqual({
      status: 'completed',
      startedAt: now,
      completedAt: now,
      moduleCompleted: true,
    });
  });

  it('reopens a completed module when an exercise is unticked, keeping its start', () => {
    const completed = { status: 'completed' as const, startedAt: earlier, completedAt: earlier };
    expect(moduleAfterExerciseChange(completed, 4, 5, now)).toEqual({
      status: 'in_progress',
      startedAt: earlier,
      completedAt: null,
      moduleCompleted: false,
    });
  });

  it('never changes an archived module', () => {
    const archived = { status: 'unassigned' as const, startedAt: earlier, completedAt: null };
    expect(moduleAfterExerciseChange(archived, 5, 5, now)).toEqual({ ...archived, moduleCompleted: false });
  });

  it('filters the tabs as the spec says', () => {
    expect(MODULE_TAB_FILTERS.active).toEqual(['assigned', 'in_progress']);
    expect(MODULE_TAB_FILTERS.completed).toEqual(['completed']);
    expect(MODULE_TAB_FILTERS.all).not.toContain('unassigned');
  });
});
