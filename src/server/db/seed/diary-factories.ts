import { londonWallTimeToUtc } from '@/core/rules/london-time';
import type { Db } from '../client';
import { bookingCoaches, bookingServiceCoaches, bookingSessions, coachWeeklyHours } from '../schema/index';
import { createStaff } from './factories';

/** A coach in the booking diary for tests: every day 08:00–20:00 unless told otherwise. */
export async function createDiaryCoach(
  db: Db,
  options: {
    serviceIds?: number[];
    hours?: { weekday: number; start: string; end: string }[];
    minimumNoticeMinutes?: number;
    bufferMinutes?: number;
    firstName?: string;
  } = {},
) {
  const member = await createStaff(db, options.firstName ? { firstName: options.firstName } : {});
  const [coach] = await db
    .insert(bookingCoaches)
    .values({
      staffId: member.id,
      minimumNoticeMinutes: options.minimumNoticeMinutes ?? 0,
      bufferMinutes: options.bufferMinutes ?? 0,
    })
    .returning();
  const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3));
  const hours =
    options.hours ?? [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '08:00', end: '20:00' }));
  if (hours.length) {
    await db.insert(coachWeeklyHours).values(
      hours.map((h) => ({
        coachId: coach!.id,
        weekday: h.weekday,
        startMinute: minutes(h.start),
        endMinute: minutes(h.end),
      })),
    );
  }
  if (options.serviceIds?.length) {
    await db
      .insert(bookingServiceCoaches)
      .values(options.serviceIds.map((serviceId) => ({ serviceId, coachId: coach!.id })));
  }
  return { coach: coach!, staff: member };
}

/** A dated session of a service at a London date and wall time. */
export async function createSession(
  db: Db,
  options: {
    serviceId: number;
    date: string;
    start: string;
    end: string;
    coachId?: number | null;
    capacity?: number;
  },
) {
  const at = (time: string) =>
    londonWallTimeToUtc(options.date, Number(time.slice(0, 2)) * 60 + Number(time.slice(3)))!;
  const [row] = await db
    .insert(bookingSessions)
    .values({
      serviceId: options.serviceId,
      coachId: options.coachId ?? null,
      startsAt: at(options.start),
      endsAt: at(options.end),
      capacity: options.capacity ?? null,
    })
    .returning();
  return row!;
}
