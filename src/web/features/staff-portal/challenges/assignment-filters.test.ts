// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  hasFilters,
  NO_FILTERS,
  serverFiltersFor,
  studentOptions,
  visibleAssignments,
} from './assignment-filters';
import { DAVID, OLIVER, staffAssignment } from './test-fixtures';

describe('drill assignment filters', () => {
  it('asks the server for a status and a student, and for every status when filtering by Overdue', () => {
    expect(serverFiltersFor(NO_FILTERS)).toEqual({});
    expect(serverFiltersFor({ status: 'completed', student: OLIVER.id })).toEqual({
      status: 'completed',
      studentId: OLIVER.id,
    });
    expect(serverFiltersFor({ status: 'overdue', student: 'all' })).toEqual({});
  });

  it('keeps only the drill assignments the server flagged overdue under the Overdue filter', () => {
    const late = staffAssignment({ id: 'late', status: 'assigned', overdue: true });
    const fine = staffAssignment({ id: 'fine', status: 'assigned', overdue: false });
    expect(visibleAssignments([late, fine], { status: 'overdue', student: 'all' })).toEqual([late]);
    expect(visibleAssignments([late, fine], NO_FILTERS)).toEqual([late, fine]);
  });

  it('offers the coach’s students by name, or the students in the list until those arrive', () => {
    const fromList = studentOptions(undefined, [
      staffAssignment({ id: 'a', student: OLIVER }),
      staffAssignment({ id: 'b', student: DAVID }),
      staffAssignment({ id: 'c', student: OLIVER }),
    ]);
    expect(fromList).toEqual([
      { id: DAVID.id, name: 'David Morgan' },
      { id: OLIVER.id, name: 'Oliver Bennett' },
    ]);
    const newcomer = { id: 'n', first_name: 'Amy', last_name: 'Zed' };
    expect(studentOptions([OLIVER, newcomer], []).map((s) => s.name)).toEqual(['Amy Zed', 'Oliver Bennett']);
  });

  it('knows when any filter is on', () => {
    expect(hasFilters(NO_FILTERS)).toBe(false);
    expect(hasFilters({ status: 'all', student: OLIVER.id })).toBe(true);
  });
});
