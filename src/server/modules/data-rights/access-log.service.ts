import type { AccessLogResponse } from '../../../core/contracts/data-rights';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { forbidden, notFound, unauthorized } from '../../errors';
import { staffRepository } from '../staff/staff.repository';
import { studentsRepository } from '../students/students.repository';
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
      const caller = await staffRepository(deps.db).findById(staffId);
      if (!caller?.active) throw unauthorized();
      if (caller.role !== 'admin') throw forbidden('Only administrators can see who viewed these details');
      if (!(await studentsRepository(deps.db).findById(studentId))) throw notFound('Student not found');
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
