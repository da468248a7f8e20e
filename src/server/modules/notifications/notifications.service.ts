import {
  NOTIFICATIONS_LIMIT,
  type NotificationsSeenResponse,
  type StaffNotificationsResponse,
  type StudentNotificationsResponse,
} from '@/core/contracts/notifications';
import { addDays, londonDate, londonWallTimeToUtc } from '@/core/rules/london-time';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { accessPolicy, type SignedInIdentity, staffScope } from '../access/access-policy';
import { presentStaffNotification, presentStudentNotification } from './notifications.presenter';
import { notificationsRepository, type Reader } from './notifications.repository';

export interface NotificationsDeps {
  db: Db;
  clock: Clock;
}

/** The London day the server's clock is in, as the two instants that bound it. */
function londonDay(now: Date): { start: Date; end: Date } {
  const today = londonDate(now);
  const start = londonWallTimeToUtc(today, 0) ?? now;
  const end = londonWallTimeToUtc(addDays(today, 1), 0) ?? new Date(start.getTime() + 24 * 3600_000);
  return { start, end };
}

/** The notifications lists of the two portals, and the moment each reader last opened theirs. */
export function notificationsService(deps: NotificationsDeps) {
  const repo = notificationsRepository(deps.db);
  const access = accessPolicy(deps.db);

  /** The list's reader for a Student Portal session: the student, or a guardian reading for this child. */
  async function studentReader(identity: SignedInIdentity, studentId: string): Promise<Reader> {
    const actor = await access.actorFor(identity);
    // Only the student or their guardian: anyone else's id is 404, as everywhere in the portal.
    const student = await access.ownStudent(actor, studentId);
    return actor.kind === 'guardian'
      ? { kind: 'guardian', guardianId: actor.guardianId, studentId: student.id }
      : { kind: 'student', studentId: student.id };
  }

  /** Never later than now: a client's clock running fast must not hide what arrives in the meantime. */
  const seenUpTo = (upTo: string) => new Date(Math.min(new Date(upTo).getTime(), deps.clock().getTime()));

  return {
    /** What awaits a member of staff: their students' (an admin: the academy's) items, newest first. */
    async forStaff(staffId: string): Promise<StaffNotificationsResponse> {
      const actor = await access.staffActor(staffId);
      const scope = staffScope(actor, actor.staffId);
      const now = deps.clock();
      const reader: Reader = { kind: 'staff', staffId: actor.staffId };
      const seenAt = await repo.seenAt(reader);
      const { rows, unread } = await repo.forStaff(
        actor.staffId,
        scope,
        londonDay(now),
        seenAt,
        NOTIFICATIONS_LIMIT,
      );
      return {
        items: rows.map((row) => presentStaffNotification(row, seenAt)),
        unread,
        asOf: now.toISOString(),
      };
    },

    /** A member of staff has seen their list up to `upTo`. */
    async staffSeen(staffId: string, upTo: string): Promise<NotificationsSeenResponse> {
      const actor = await access.staffActor(staffId);
      const seenAt = await repo.markSeen({ kind: 'staff', staffId: actor.staffId }, seenUpTo(upTo));
      return { seenAt: seenAt.toISOString() };
    },

    /** What the coaches did for the student, newest first. */
    async forStudent(identity: SignedInIdentity, studentId: string): Promise<StudentNotificationsResponse> {
      const reader = await studentReader(identity, studentId);
      const now = deps.clock();
      const seenAt = await repo.seenAt(reader);
      const { rows, unread } = await repo.forStudent(studentId, seenAt, NOTIFICATIONS_LIMIT);
      return {
        items: rows.map((row) => presentStudentNotification(row, seenAt)),
        unread,
        asOf: now.toISOString(),
      };
    },

    /** The student (or this guardian, for this child) has seen the list up to `upTo`. */
    async studentSeen(
      identity: SignedInIdentity,
      studentId: string,
      upTo: string,
    ): Promise<NotificationsSeenResponse> {
      const reader = await studentReader(identity, studentId);
      const seenAt = await repo.markSeen(reader, seenUpTo(upTo));
      return { seenAt: seenAt.toISOString() };
    },
  };
}
export type NotificationsService = ReturnType<typeof notificationsService>;
