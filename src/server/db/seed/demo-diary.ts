import { addDays, londonDate, londonWallTimeToUtc, weekdayOf } from '@/core/rules/london-time';
import type { DbOrTx } from '../client';
import { bookingCoaches, bookingServiceCoaches, bookingSessions, coachWeeklyHours } from '../schema/index';

/** The seeded services' ids (migration 0005). */
export const SERVICE_IDS = {
  juniorGroup: 1,
  juniorPrivate: 2,
  adultPrivate: 3,
  camp: 4,
  squad: 5,
} as const;

/** The February half-term camp's days on sale on the camps page. */
export const DEMO_CAMP_DAYS = ['2027-02-15', '2027-02-16', '2027-02-17'];
const SQUAD_WEEKS = 8;

const at = (date: string, time: string) => {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return londonWallTimeToUtc(date, h * 60 + m)!;
};
const hours = (coachId: number, weekdays: number[], start: string, end: string) =>
  weekdays.map((weekday) => ({
    coachId,
    weekday,
    startMinute: Number(start.slice(0, 2)) * 60 + Number(start.slice(3)),
    endMinute: Number(end.slice(0, 2)) * 60 + Number(end.slice(3)),
  }));

/**
 * The founding coaches' diaries: James teaches weekdays and Saturday mornings and runs the Friday
 * squad; Emma teaches Tuesday to Saturday and runs the half-term camp.
 */
export async function seedDemoDiary(
  tx: DbOrTx,
  coaches: { jamesStaffId: string; emmaStaffId: string },
  now: Date,
): Promise<void> {
  const [james, emma] = await tx
    .insert(bookingCoaches)
    .values([{ staffId: coaches.jamesStaffId }, { staffId: coaches.emmaStaffId }])
    .returning({ id: bookingCoaches.id });
  const j = james!.id;
  const e = emma!.id;
  await tx
    .insert(coachWeeklyHours)
    .values([
      ...hours(j, [1, 2, 3, 4, 5], '09:00', '18:00'),
      ...hours(j, [6], '09:00', '13:00'),
      ...hours(e, [2, 3, 4, 5, 6], '09:00', '17:00'),
    ]);
  await tx.insert(bookingServiceCoaches).values([
    { serviceId: SERVICE_IDS.juniorGroup, coachId: j },
    { serviceId: SERVICE_IDS.juniorGroup, coachId: e },
    { serviceId: SERVICE_IDS.juniorPrivate, coachId: j },
    { serviceId: SERVICE_IDS.juniorPrivate, coachId: e },
    { serviceId: SERVICE_IDS.adultPrivate, coachId: j },
    { serviceId: SERVICE_IDS.camp, coachId: e },
    { serviceId: SERVICE_IDS.squad, coachId: j },
  ]);

  const sessions: (typeof bookingSessions.$inferInsert)[] = DEMO_CAMP_DAYS.map((date) => ({
    serviceId: SERVICE_IDS.camp,
    coachId: e,
    startsAt: at(date, '10:00'),
    endsAt: at(date, '14:00'),
  }));
  // The squad meets every Friday at 4pm and 5pm; the next eight weeks are open.
  let friday = londonDate(now);
  while (weekdayOf(friday) !== 5) friday = addDays(friday, 1);
  for (let week = 0; week < SQUAD_WEEKS; week++, friday = addDays(friday, 7)) {
    for (const [start, end] of [
      ['16:00', '17:00'],
      ['17:00', '18:00'],
    ] as const) {
      sessions.push({
        serviceId: SERVICE_IDS.squad,
        coachId: j,
        startsAt: at(friday, start),
        endsAt: at(friday, end),
      });
    }
  }
  await tx.insert(bookingSessions).values(sessions);
}
