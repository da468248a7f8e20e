import { breakParLevel } from '@/core/content/coaching/break-par-levels';
import { catalogueDrill } from '@/core/content/coaching/drill-catalogue';
import type { StaffNotification, StudentNotification } from '@/core/contracts/notifications';
import { londonTime } from '@/core/rules/london-time';
import type { NotificationRow } from './notifications.repository';

const personOf = (row: NotificationRow, fallback: string) =>
  [row.firstName, row.lastName].filter(Boolean).join(' ') || fallback;
const drillTitle = (id: string) => catalogueDrill(id)?.title ?? 'a drill';
const levelTitle = (level: string) => {
  const found = breakParLevel(Number(level));
  return found ? `Level ${found.level} (${found.name})` : `Level ${level}`;
};

function wordStaff(row: NotificationRow): Pick<StaffNotification, 'title' | 'tab'> {
  const student = personOf(row, 'A student');
  switch (row.kind) {
    case 'message_received':
      return { title: `New message from ${student}: ${row.detail}`, tab: 'messaging' };
    case 'drill_completed':
      return { title: `${student} completed ${drillTitle(row.detail)}: ready for review`, tab: 'challenges' };
    case 'round_submitted':
      return { title: `${student} played Break Par ${levelTitle(row.detail)}: to verify`, tab: 'challenges' };
    case 'swing_waiting':
      return { title: `${student} sent a swing: to review`, tab: 'messaging' };
    default: {
      const [who = 'A customer', service = 'Booking'] = row.detail.split(' | ');
      const time = row.startsAt ? londonTime(row.startsAt) : '';
      return { title: `Today ${time}: ${service} with ${who}`, tab: 'bookings' };
    }
  }
}

function wordStudent(row: NotificationRow): Pick<StudentNotification, 'title' | 'tab'> {
  const coach = personOf(row, 'Your coach');
  switch (row.kind) {
    case 'coach_replied':
      return { title: `${coach} replied to “${row.detail}”`, tab: 'coaching' };
    case 'drill_reviewed':
      return { title: `${coach} reviewed ${drillTitle(row.detail)}`, tab: 'challenges' };
    case 'swing_reviewed':
      return { title: `${coach} reviewed your swing`, tab: 'coaching' };
    case 'voice_over_sent':
      // The detail names what it was sent on: a swing, a drill, an exercise or a message.
      return {
        title: `${coach} sent a voice-over on your ${row.detail}`,
        tab: row.detail === 'drill' ? 'challenges' : 'coaching',
      };
    default:
      return { title: `${coach} verified the Break Par ${levelTitle(row.detail)} round`, tab: 'break-par' };
  }
}

const isUnread = (row: NotificationRow, seenAt: Date | null) => seenAt === null || row.at > seenAt;

/** A staff list's item: worded for the reader, with the tab that shows it. */
export function presentStaffNotification(row: NotificationRow, seenAt: Date | null): StaffNotification {
  return {
    id: `${row.kind}:${row.id}`,
    kind: row.kind as StaffNotification['kind'],
    ...wordStaff(row),
    at: row.at.toISOString(),
    unread: isUnread(row, seenAt),
  };
}

/** A student list's item (the same words whether the student or their guardian reads it). */
export function presentStudentNotification(row: NotificationRow, seenAt: Date | null): StudentNotification {
  return {
    id: `${row.kind}:${row.id}`,
    kind: row.kind as StudentNotification['kind'],
    ...wordStudent(row),
    at: row.at.toISOString(),
    unread: isUnread(row, seenAt),
  };
}
