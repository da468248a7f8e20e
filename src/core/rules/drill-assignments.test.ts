import { describe, expect, it } from 'vitest';
import { isOverdue, studentNextStatus } from './drill-assignments';

describe('drill assignment rules', () => {
  it('lets a student start, then complete, and nothing else', () => {
    expect(studentNextStatus('assigned')).toBe('in_progress');
    expect(studentNextStatus('in_progress')).toBe('completed');
    expect(studentNextStatus('completed')).toBeUndefined();
    expect(studentNextStatus('reviewed')).toBeUndefined();
  });

  it('is overdue from the London day after the due date until completed', () => {
    const due = { status: 'assigned' as const, due_date: '2026-11-22' };
    // 23:30 UTC on 22 November is still 22 November in London (GMT).
    expect(isOverdue(due, new Date('2026-11-22T23:30:00Z'))).toBe(false);
    expect(isOverdue(due, new Date('2026-11-23T00:00:00Z'))).toBe(true);
    expect(isOverdue({ ...due, status: 'completed' }, new Date('2026-12-01T00:00:00Z'))).toBe(false);
    expect(isOverdue({ ...due, due_date: null }, new Date('2026-12-01T00:00:00Z'))).toBe(false);
  });
});
