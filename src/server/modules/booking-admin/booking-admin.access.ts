import type { Db } from '../../db/client';
import { forbidden } from '../../errors';
import {
  accessPolicy,
  isAdmin,
  type StaffActor as PolicyStaffActor,
  requireAdmin,
} from '../access/access-policy';
import { bookingAdminRepository, type DiaryCoachRow } from './booking-admin.repository';

/** A member of staff as the access policy reads them, with their own place in the diary if they have one. */
export interface StaffActor extends PolicyStaffActor {
  ownCoachId: number | undefined;
}

/**
 * The diary's view of the access policy: who is asking (read fresh on every call, so a role change or a
 * deactivation takes effect at once) and the one rule of its own, that a coach manages only their own diary.
 */
export function bookingAdminAccess(db: Db) {
  const repo = bookingAdminRepository(db);
  const policy = accessPolicy(db);
  return {
    async actor(staffId: string): Promise<StaffActor> {
      const actor = await policy.staffActor(staffId);
      const [own] = await repo.listDiaryCoaches({ staffId });
      return { ...actor, ownCoachId: own?.id };
    },

    requireAdmin(actor: StaffActor): void {
      requireAdmin(actor, 'Only an administrator can change this');
    },

    /** Admins manage every coach's diary; everyone else only their own (others: 403). */
    async diaryCoachFor(actor: StaffActor, coachId: number): Promise<DiaryCoachRow> {
      if (!isAdmin(actor) && actor.ownCoachId !== coachId) {
        throw forbidden('You can only manage your own diary');
      }
      const [coach] = await repo.listDiaryCoaches({ id: coachId });
      if (!coach) throw forbidden('You can only manage your own diary');
      return coach;
    },
  };
}
export type BookingAdminAccess = ReturnType<typeof bookingAdminAccess>;
