import { describe, expect, it } from 'vitest';
import {
  INBOX_PROGRESS,
  STORED_MESSAGE_STATUSES,
  staffMessageStatus,
  storedAfterStaffChange,
  studentMessageStatus,
} from './message-status';

describe('message statuses', () => {
  it('shows each stored status in both portals’ words', () => {
    expect(STORED_MESSAGE_STATUSES.map((s) => [studentMessageStatus(s), staffMessageStatus(s)])).toEqual([
      ['pending', 'pending'],
      ['pending', 'in_progress'],
      ['answered', 'resolved'],
      ['closed', 'resolved'],
    ]);
  });

  it('fills the inbox bar to 25, 50 and 100 percent', () => {
    expect(INBOX_PROGRESS).toEqual({ pending: 25, in_progress: 50, resolved: 100 });
  });

  it('resolves without losing a reply, and reopens to in progress', () => {
    expect(storedAfterStaffChange('pending', 'resolved')).toBe('closed');
    expect(storedAfterStaffChange('answered', 'resolved')).toBe('answered');
    expect(storedAfterStaffChange('closed', 'in_progress')).toBe('in_progress');
    expect(storedAfterStaffChange('pending', 'in_progress')).toBe('in_progress');
  });
});
