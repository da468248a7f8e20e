import { addDays, londonWallClock, londonWallTimeToUtc, minutesToClock, weekdayOf } from './london-time';

/**
 * When a service can be booked. Pure, so the slot list the calendar shows and the check made inside
 * the booking transaction are the same rule: the server recomputes it under a lock before it writes.
 */

const MINUTE = 60_000;

export interface WeeklyHours {
  /** 0 Sunday … 6 Saturday, London wall clock. */
  weekday: number;
  startMinute: number;
  endMinute: number;
}

export interface Interval {
  startsAt: Date;
  endsAt: Date;
}

/** Something in a coach's diary: a booked place, or a dated session they run (booked or not). */
export interface Commitment extends Interval {
  serviceId: number;
  kind: 'place' | 'session';
}

export interface CoachDiary {
  coachId: number;
  weeklyHours: WeeklyHours[];
  timeOff: Interval[];
  minimumNoticeMinutes: number;
  bufferMinutes: number;
  commitments: Commitment[];
}

export interface LessonService {
  id: number;
  durationMinutes: number;
  capacity: number;
  slotStepMinutes: number;
}

export interface DatedSession extends Interval {
  id: number;
  coachId: number | null;
  capacity: number;
  booked: number;
}

const overlaps = (a: Interval, startsAt: Date, endsAt: Date) =>
  a.startsAt.getTime() < endsAt.getTime() && a.endsAt.getTime() > startsAt.getTime();

/**
 * Whether the coach can teach `service` from `startsAt`: inside their weekly hours, outside time off,
 * with their minimum notice, and clear of everything else in their diary by their buffer. A group
 * lesson already running at that time for the same service can take more pupils up to its capacity.
 */
export function lessonSlotOpen(
  diary: CoachDiary,
  service: LessonService,
  startsAt: Date,
  now: Date,
): boolean {
  const endsAt = new Date(startsAt.getTime() + service.durationMinutes * MINUTE);
  if (startsAt.getTime() < now.getTime() + diary.minimumNoticeMinutes * MINUTE) return false;

  const wall = londonWallClock(startsAt);
  const startMinute = wall.minutes;
  const endMinute = startMinute + service.durationMinutes;
  const weekday = weekdayOf(wall.date);
  const withinHours = diary.weeklyHours.some(
    (h) => h.weekday === weekday && h.startMinute <= startMinute && endMinute <= h.endMinute,
  );
  if (!withinHours) return false;
  if (diary.timeOff.some((t) => overlaps(t, startsAt, endsAt))) return false;

  const buffer = diary.bufferMinutes * MINUTE;
  const paddedStart = new Date(startsAt.getTime() - buffer);
  const paddedEnd = new Date(endsAt.getTime() + buffer);
  let sameGroup = 0;
  for (const c of diary.commitments) {
    if (!overlaps(c, paddedStart, paddedEnd)) continue;
    const joinsGroup =
      c.kind === 'place' && c.serviceId === service.id && c.startsAt.getTime() === startsAt.getTime();
    if (!joinsGroup) return false;
    sameGroup += 1;
  }
  return sameGroup < service.capacity;
}

/** The candidate start times of a lesson on one London date for one coach, in wall-clock order. */
export function lessonStartsOn(diary: CoachDiary, service: LessonService, date: string): Date[] {
  const weekday = weekdayOf(date);
  const starts: Date[] = [];
  for (const hours of diary.weeklyHours) {
    if (hours.weekday !== weekday) continue;
    for (
      let minute = hours.startMinute;
      minute + service.durationMinutes <= hours.endMinute;
      minute += service.slotStepMinutes
    ) {
      const instant = londonWallTimeToUtc(date, minute);
      if (instant) starts.push(instant);
    }
  }
  return starts;
}

/** Open lesson times per London date across the given coaches, from `from` to `to` inclusive. */
export function lessonAvailability(
  diaries: CoachDiary[],
  service: LessonService,
  from: string,
  to: string,
  now: Date,
): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const times = new Set<string>();
    for (const diary of diaries) {
      for (const start of lessonStartsOn(diary, service, date)) {
        const label = minutesToClock(londonWallClock(start).minutes);
        if (times.has(label)) continue;
        if (lessonSlotOpen(diary, service, start, now)) times.add(label);
      }
    }
    if (times.size > 0) result[date] = [...times].sort();
  }
  return result;
}

/** Whether a dated session still takes bookings: not started within the notice, and not full. */
export function sessionOpen(session: DatedSession, now: Date, noticeMinutes: number): boolean {
  return (
    session.booked < session.capacity && session.startsAt.getTime() >= now.getTime() + noticeMinutes * MINUTE
  );
}

/** Open session times per London date, from `from` to `to` inclusive. */
export function sessionAvailability(
  sessions: DatedSession[],
  from: string,
  to: string,
  now: Date,
  noticeMinutes: number,
): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const session of sessions) {
    if (!sessionOpen(session, now, noticeMinutes)) continue;
    const wall = londonWallClock(session.startsAt);
    if (wall.date < from || wall.date > to) continue;
    const label = minutesToClock(wall.minutes);
    const day = result[wall.date] ?? [];
    result[wall.date] = day;
    if (!day.includes(label)) day.push(label);
  }
  for (const day of Object.values(result)) day.sort();
  return Object.fromEntries(Object.entries(result).sort(([a], [b]) => a.localeCompare(b)));
}
