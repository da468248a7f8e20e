import type { Db } from '../../db/client';
import { forbidden, unauthorized } from '../../errors';
import { bookingAdminRepository, type DiaryCoachRow } from './booking-admin.repository';

export interface StaffActor {
  staffId: string;
  role: 'admin' | 'coach' | 'instructor';
  /** The actor's own place in the diary, if they have one. */
  ownCoachId: number | undefined;
}

/**
 * Who is asking, read fresh from the staff table on every call: a role changed or an account
 * deactivated by an admin takes effect at once, not at the next sign-in.
 */
export function bookingAdminAccess(db: Db) {
  const repo = bookingAdminRepository(db);
  return {
    async actor(staffId: string): Promise<StaffActor> {
      const row = await repo.findActor(staffId);
      if (!row?.active) throw unauthorized();
      const [own] = await repo.listDiaryCoaches({ staffId });
      return { staffId, role: row.role, ownCoachId: own?.id };
    },

    requireAdmin(actor: StaffActor): void {
      if (actor.role !== 'admin') throw forbidden('Only an administrator can change this');
    },

    /** Admins manage every coach's diary; everyone else only their own (others: 403). */
    async diaryCoachFor(actor: StaffActor, coachId: number): Promise<DiaryCoachRow> {
      if (actor.role !== 'admin' && actor.ownCoachId !== coachId) {
        throw forbidden('You can only manage your own diary');
      }
      const [coach] = await repo.listDiaryCoaches({ id: coachId });
      if (!coach) throw forbidden('You can only manage your own diary');
      return coach;
    },
  };
}
export type BookingAdminAccess = ReturnType<typeof bookingAdminAccess>;
