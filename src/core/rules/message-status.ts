/**
 * One message model behind two vocabularies (docs/decisions/0012-staff-portal.md). The student portal
 * speaks of pending / answered / closed, the coach's inbox of pending / in_progress / resolved. The server
 * keeps the finer of the two:
 *   pending      nobody has picked it up            student: pending    coach: pending
 *   in_progress  a coach has opened it, no reply    student: pending    coach: in_progress
 *   answered     a coach replied                    student: answered   coach: resolved
 *   closed       resolved without a reply           student: closed     coach: resolved
 */
export const STORED_MESSAGE_STATUSES = ['pending', 'in_progress', 'answered', 'closed'] as const;
export type StoredMessageStatus = (typeof STORED_MESSAGE_STATUSES)[number];

export const STUDENT_MESSAGE_STATUSES = ['pending', 'answered', 'closed'] as const;
export type StudentMessageStatus = (typeof STUDENT_MESSAGE_STATUSES)[number];

export const STAFF_MESSAGE_STATUSES = ['pending', 'in_progress', 'resolved'] as const;
export type StaffMessageStatus = (typeof STAFF_MESSAGE_STATUSES)[number];

export function studentMessageStatus(stored: StoredMessageStatus): StudentMessageStatus {
  return stored === 'in_progress' ? 'pending' : stored;
}

export function staffMessageStatus(stored: StoredMessageStatus): StaffMessageStatus {
  return stored === 'answered' || stored === 'closed' ? 'resolved' : stored;
}

/** The inbox card's bar (staff-portal §9): 25, 50 and 100 percent. */
export const INBOX_PROGRESS: Record<StaffMessageStatus, number> = {
  pending: 25,
  in_progress: 50,
  resolved: 100,
};

/**
 * What a coach's status change stores. Resolving keeps a reply's 'answered'; reopening a message goes back
 * to in_progress; a message with a reply cannot be made 'pending' again.
 */
export function storedAfterStaffChange(
  current: StoredMessageStatus,
  wanted: Exclude<StaffMessageStatus, 'pending'>,
): StoredMessageStatus {
  if (wanted === 'resolved') return current === 'answered' ? 'answered' : 'closed';
  return 'in_progress';
}
