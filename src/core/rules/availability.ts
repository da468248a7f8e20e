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
  const wall = londonWallClock(startsAt);
  return slotOpen(
    diary,
    toSpans(diary.commitments),
    toSpans(diary.timeOff),
    service,
    startsAt.getTime(),
    wall.minutes,
    weekdayOf(wall.date),
    now.getTime(),
  );
}

/** A commitment or time off as epoch milliseconds: the slot list compares thousands of them. */
interface Span {
  start: number;
  end: number;
  serviceId: number;
  kind: Commitment['kind'] | 'off';
}

function toSpans(items: (Interval & Partial<Pick<Commitment, 'serviceId' | 'kind'>>)[]): Span[] {
  return items.map((c) => ({
    start: c.startsAt.getTime(),
    end: c.endsAt.getTime(),
    serviceId: c.serviceId ?? 0,
    kind: c.kind ?? 'off',
  }));
}

/** The rule itself, with the London wall clock of the start already known (the slot list knows it). */
function slotOpen(
  diary: CoachDiary,
  commitments: Span[],
  timeOff: Span[],
  service: LessonService,
  start: number,
  startMinute: number,
  weekday: number,
  now: number,
): boolean {
  const end = start + service.durationMinutes * MINUTE;
  if (start < now + diary.minimumNoticeMinutes * MINUTE) return false;
  const endMinute = startMinute + service.durationMinutes;
  const withinHours = diary.weeklyHours.some(
    (h) => h.weekday === weekday && h.startMinute <= startMinute && endMinute <= h.endMinute,
  );
  if (!withinHours) return false;
  if (timeOff.some((t) => t.start < end && t.end > start)) return false;

  const buffer = diary.bufferMinutes * MINUTE;
  const paddedStart = start - buffer;
  const paddedEnd = end + buffer;
  let sameGroup = 0;
  for (const c of commitments) {
    if (!(c.start < paddedEnd && c.end > paddedStart)) continue;
    const joinsGroup = c.kind === 'place' && c.serviceId === service.id && c.start === start;
    if (!joinsGroup) return false;
    sameGroup += 1;
  }
  return sameGroup < service.capacity;
}

/**
 * Converts wall-clock minutes of one London date to instants. Most days have one offset all day, so
 * it is worked out once; on the two changeover days every time is converted exactly.
 */
const wallClocks = new Map<string, (minute: number) => Date | null>();
function wallClockOf(date: string): (minute: number) => Date | null {
  let convert = wallClocks.get(date);
  if (!convert) {
    convert = makeWallClock(date);
    // Dates repeat from request to request; a bounded cache keeps the conversions for the next one.
    if (wallClocks.size > 2000) wallClocks.clear();
    wallClocks.set(date, convert);
  }
  return convert;
}

function makeWallClock(date: string): (minute: number) => Date | null {
  const midnight = londonWallTimeToUtc(date, 0);
  const lastMinute = londonWallTimeToUtc(date, 1439);
  if (midnight && lastMinute && lastMinute.getTime() - midnight.getTime() === 1439 * MINUTE) {
    const base = midnight.getTime();
    return (minute) => new Date(base + minute * MINUTE);
  }
  return (minute) => londonWallTimeToUtc(date, minute);
}

/**
 * Whether `startsAt` is one of the start times the calendar offers for this coach and service (their
 * weekly hours stepped by the service's slot step), open or not: a time between two of them never is.
 */
export function isOfferedLessonStart(diary: CoachDiary, service: LessonService, startsAt: Date): boolean {
  const wall = londonWallClock(startsAt);
  return candidateMinutes(diary, service, weekdayOf(wall.date)).includes(wall.minutes);
}

/** The candidate start times of a lesson on one London date for one coach, in wall-clock order. */
export function lessonStartsOn(diary: CoachDiary, service: LessonService, date: string): Date[] {
  const toInstant = wallClockOf(date);
  return candidateMinutes(diary, service, weekdayOf(date))
    .map(toInstant)
    .filter((d): d is Date => d !== null);
}

function candidateMinutes(diary: CoachDiary, service: LessonService, weekday: number): number[] {
  const minutes: number[] = [];
  for (const hours of diary.weeklyHours) {
    if (hours.weekday !== weekday) continue;
    for (
      let minute = hours.startMinute;
      minute + service.durationMinutes <= hours.endMinute;
      minute += service.slotStepMinutes
    ) {
      minutes.push(minute);
    }
  }
  return minutes;
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
  const spans = diaries.map((d) => ({ commitments: toSpans(d.commitments), timeOff: toSpans(d.timeOff) }));
  const nowMs = now.getTime();
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const weekday = weekdayOf(date);
    const toInstant = wallClockOf(date);
    const dayStart = toInstant(0) ?? londonWallTimeToUtc(date, 60)!;
    const times = new Set<string>();
    for (const [i, diary] of diaries.entries()) {
      const minutes = candidateMinutes(diary, service, weekday);
      if (minutes.length === 0) continue;
      // Only what touches this day (a 25-hour day at most, plus buffer and lesson) can clash.
      const margin = (diary.bufferMinutes + service.durationMinutes + 60) * MINUTE;
      const windowStart = dayStart.getTime() - margin;
      const windowEnd = dayStart.getTime() + 24 * 60 * MINUTE + margin;
      const touching = (c: Span) => c.start < windowEnd && c.end > windowStart;
      const commitments = spans[i]!.commitments.filter(touching);
      const timeOff = spans[i]!.timeOff.filter(touching);
      for (const minute of minutes) {
        const label = minutesToClock(minute);
        if (times.has(label)) continue;
        const start = toInstant(minute);
        if (
          start &&
          slotOpen(diary, commitments, timeOff, service, start.getTime(), minute, weekday, nowMs)
        ) {
          times.add(label);
        }
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
