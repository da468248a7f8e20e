import type {
  DiaryCoach,
  DiaryCoachesResponse,
  DiaryCoachPatch,
  TimeOffBody,
  TimeOffEntry,
  WeeklyHoursBody,
} from '@/core/contracts/booking-admin';
import { clockToMinutes } from '@/core/rules/london-time';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../errors';
import { isAdmin } from '../access/access-policy';
import type { BookingAdminAccess } from './booking-admin.access';
import { presentDiaryCoach, presentTimeOff } from './booking-admin.presenter';
import { bookingAdminRepository, type DiaryCoachRow } from './booking-admin.repository';

/** Coaches' diaries: who takes bookings, their weekly hours, notice, buffer and time off. */
export function diaryCoachesService(deps: { db: Db; clock: Clock; access: BookingAdminAccess }) {
  const repo = bookingAdminRepository(deps.db);

  async function present(rows: DiaryCoachRow[]): Promise<DiaryCoach[]> {
    const ids = rows.map((r) => r.id);
    const [hours, timeOff] = await Promise.all([
      repo.weeklyHours(ids),
      repo.upcomingTimeOff(ids, deps.clock()),
    ]);
    return rows.map((row) =>
      presentDiaryCoach(
        row,
        hours.filter((h) => h.coachId === row.id),
        timeOff.filter((t) => t.coachId === row.id),
      ),
    );
  }

  async function one(id: number): Promise<DiaryCoach> {
    const [coach] = await present(await repo.listDiaryCoaches({ id }));
    return coach!;
  }

  return {
    /** Admins: every coach in the diary and the staff who could join it. Coaches: themselves. */
    async list(staffId: string): Promise<DiaryCoachesResponse> {
      const actor = await deps.access.actor(staffId);
      if (!isAdmin(actor)) {
        const own =
          actor.ownCoachId === undefined ? [] : await repo.listDiaryCoaches({ id: actor.ownCoachId });
        return { coaches: await present(own), candidates: [] };
      }
      const [coaches, candidates] = await Promise.all([repo.listDiaryCoaches(), repo.staffOutsideDiary()]);
      return {
        coaches: await present(coaches),
        candidates: candidates.map((c) => ({
          staffId: c.staffId,
          name: `${c.firstName} ${c.lastName}`,
          role: c.role,
        })),
      };
    },

    /** Admin: puts a member of staff in the diary, with the default notice and buffer and no hours yet. */
    async add(staffId: string, newStaffId: string): Promise<DiaryCoach> {
      deps.access.requireAdmin(await deps.access.actor(staffId));
      const member = await repo.findStaff(newStaffId);
      if (!member?.active)
        throw badRequest('No active member of staff has that id', { staffId: 'Unknown staff member' });
      const id = await repo.insertCoach(newStaffId);
      if (id === undefined)
        throw conflict('This member of staff is already in the diary', { staffId: 'Already in the diary' });
      return one(id);
    },

    async update(staffId: string, coachId: number, patch: DiaryCoachPatch): Promise<DiaryCoach> {
      const actor = await deps.access.actor(staffId);
      await deps.access.diaryCoachFor(actor, coachId);
      await repo.updateCoach(coachId, patch);
      return one(coachId);
    },

    /** Replaces the whole week at once, so the diary never holds half an edit. */
    async replaceHours(staffId: string, coachId: number, body: WeeklyHoursBody): Promise<DiaryCoach> {
      const actor = await deps.access.actor(staffId);
      await deps.access.diaryCoachFor(actor, coachId);
      await deps.db.transaction((tx) =>
        bookingAdminRepository(tx).replaceWeeklyHours(
          coachId,
          body.hours.map((h) => ({
            weekday: h.weekday,
            startMinute: clockToMinutes(h.start),
            endMinute: clockToMinutes(h.end),
          })),
        ),
      );
      return one(coachId);
    },

    async addTimeOff(staffId: string, coachId: number, body: TimeOffBody): Promise<TimeOffEntry> {
      const actor = await deps.access.actor(staffId);
      await deps.access.diaryCoachFor(actor, coachId);
      const startsAt = new Date(body.startsAt);
      const endsAt = new Date(body.endsAt);
      if (endsAt.getTime() <= deps.clock().getTime()) {
        throw badRequest('That time off has already ended', { endsAt: 'In the past' });
      }
      const row = await repo.insertTimeOff({ coachId, startsAt, endsAt, reason: body.reason || null });
      return presentTimeOff(row);
    },

    async removeTimeOff(staffId: string, coachId: number, timeOffId: string): Promise<void> {
      const actor = await deps.access.actor(staffId);
      await deps.access.diaryCoachFor(actor, coachId);
      if (!(await repo.deleteTimeOff(coachId, timeOffId))) throw notFound('Time off not found');
    },
  };
}
export type DiaryCoachesService = ReturnType<typeof diaryCoachesService>;
