import type { PublicCoach } from '@/core/contracts/coaches';
import type { Db } from '../../db/client';
import { presentPublicCoach } from '../staff/staff.presenter';
import { staffRepository } from '../staff/staff.repository';

export function coachesService(deps: { db: Db }) {
  const staff = staffRepository(deps.db);
  return {
    /** The academy's active coaches and instructors, as the public may see them. */
    async listPublic(): Promise<PublicCoach[]> {
      return (await staff.listCoaches()).map(presentPublicCoach);
    },
  };
}
