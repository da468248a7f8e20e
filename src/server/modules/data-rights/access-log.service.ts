import type { AccessLogResponse } from '@/core/contracts/data-rights';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { accessPolicy, requireAdmin } from '../access/access-policy';
import { accessLogRepository } from './data-rights.repository';

/** How many reads the admin's list shows: years of a busy coach's views, and still one small answer. */
const LIST_LIMIT = 500;

/** Who was shown a student's medical, emergency and guardian details, and when. */
export function accessLogService(deps: { db: Db; clock: Clock }) {
  const log = accessLogRepository(deps.db);
  return {
    /** Records that a member of staff was just shown the student's private details through `route`. */
    async record(staffId: string, studentId: string, route: string): Promise<void> {
      await log.record({ staffId, studentId, route, at: deps.clock() });
    },

    /** GET /api/admin/students/{id}/access-log: admins only, newest first. */
    async list(staffId: string, studentId: string): Promise<AccessLogResponse> {
      const access = accessPolicy(deps.db);
      const caller = await access.staffActor(staffId);
      requireAdmin(caller, 'Only administrators can see who viewed these details');
      await access.visibleStudent(caller, studentId);
      const entries = await log.listForStudent(studentId, LIST_LIMIT);
      return {
        entries: entries.map((e) => ({
          staffId: e.staffId,
          staffName: e.firstName === null ? null : `${e.firstName} ${e.lastName}`,
          route: e.route,
          accessedAt: e.accessedAt.toISOString(),
        })),
      };
    },
  };
}
export type AccessLogService = ReturnType<typeof accessLogService>;
