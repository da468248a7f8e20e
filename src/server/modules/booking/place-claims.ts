import { isOfferedLessonStart, lessonSlotOpen, sessionOpen } from '@/core/rules/availability';
import { reminderDueAt } from '@/core/rules/booking-policy';
import { britishDay } from '@/core/rules/london-time';
import { badRequest, conflict } from '../../errors';
import type { NewPlace } from './bookings.repository';
import type { DiaryRepository, ServiceRow } from './diary.repository';

const MINUTE = 60_000;
const DAY = 86_400_000;

export const notAnOfferedStart = () =>
  badRequest('Please choose one of the start times offered for this service', {
    time: 'Not one of the offered start times',
  });

export const slotTaken = (date: string, time: string) =>
  conflict(`Sorry, ${time} on ${britishDay(date)} has just been taken. Please choose another time.`, {
    time: 'No longer available',
  });

/** How a place is claimed: online, or by staff (who are not held to the online notice). */
export interface ClaimOptions {
  now: Date;
  /** Staff at the front desk may book or move a place inside the coach's online notice period. */
  ignoreNotice?: boolean;
  /** A place being moved: it does not count against its own new time. */
  movingPlaceId?: string;
  /**
   * A waiting-list offer being taken up: its held place is the claimant's, so it does not count against
   * them, and only the session it was offered for may be claimed with it.
   */
  offer?: { id: string; sessionId: number };
}

/**
 * Claims a lesson slot inside a transaction: locks each candidate coach in turn and takes the first whose
 * diary offers the start and has room, by the same rules the widget's times come from.
 */
export async function claimLessonPlace(
  txDiary: DiaryRepository,
  service: ServiceRow,
  start: Date,
  providerId: number | null | undefined,
  slot: { date: string; time: string },
  options: ClaimOptions,
): Promise<NewPlace> {
  const { now } = options;
  const end = new Date(start.getTime() + service.durationMinutes * MINUTE);
  const candidates = await txDiary.listCoaches(
    providerId != null ? [providerId] : service.coachIds.length ? service.coachIds : undefined,
  );
  const lesson = {
    id: service.id,
    durationMinutes: service.durationMinutes,
    capacity: service.capacity,
    slotStepMinutes: service.slotStepMinutes,
  };
  let offered = false;
  for (const coach of candidates) {
    await txDiary.lockCoach(coach.id);
    const [coachDiary] = await txDiary.diaries(
      [coach],
      new Date(start.getTime() - DAY),
      new Date(end.getTime() + DAY),
      now,
      options.movingPlaceId,
    );
    if (!coachDiary || !isOfferedLessonStart(coachDiary, lesson, start)) continue;
    offered = true;
    const diary = options.ignoreNotice ? { ...coachDiary, minimumNoticeMinutes: 0 } : coachDiary;
    if (start.getTime() > now.getTime() && lessonSlotOpen(diary, lesson, start, now)) {
      return {
        serviceId: service.id,
        coachId: coach.id,
        sessionId: null,
        startsAt: start,
        endsAt: end,
        reminderDueAt: reminderDueAt(start, now),
      };
    }
  }
  if (!offered) throw notAnOfferedStart();
  throw slotTaken(slot.date, slot.time);
}

/**
 * Claims a place in each of a dated programme's sessions (camp days, squad evenings) inside a transaction:
 * the sessions are locked together, in id order, before their places are counted.
 */
export async function claimSessionPlaces(
  txDiary: DiaryRepository,
  service: ServiceRow,
  starts: Date[],
  dates: string[],
  time: string,
  providerId: number | null | undefined,
  options: ClaimOptions,
): Promise<NewPlace[]> {
  const { now } = options;
  const found = [];
  for (const [i, start] of starts.entries()) {
    const [session] = await txDiary.sessions(
      service,
      start,
      new Date(start.getTime() + 1),
      now,
      providerId ?? undefined,
    );
    if (!session) throw slotTaken(dates[i]!, time);
    found.push(session);
  }
  if (options.offer && (found.length !== 1 || found[0]!.id !== options.offer.sessionId)) {
    throw badRequest('This offer is for one place on the day it was offered', {
      date: 'Not the day offered',
    });
  }
  await txDiary.lockSessions(found.map((s) => s.id));
  const coaches = await txDiary.listCoaches([
    ...new Set(found.map((s) => s.coachId).filter((id): id is number => id !== null)),
  ]);
  const places: NewPlace[] = [];
  for (const [i, session] of found.entries()) {
    const taken = await txDiary.placesTaken(session.id, now, {
      placeId: options.movingPlaceId,
      offerId: options.offer?.id,
    });
    const notice = options.ignoreNotice
      ? 0
      : (coaches.find((c) => c.id === session.coachId)?.minimumNoticeMinutes ?? 0);
    if (session.startsAt <= now || !sessionOpen({ ...session, booked: taken }, now, notice)) {
      throw slotTaken(dates[i]!, time);
    }
    places.push({
      serviceId: service.id,
      coachId: session.coachId,
      sessionId: session.id,
      startsAt: session.startsAt,
      endsAt: session.endsAt,
      reminderDueAt: reminderDueAt(session.startsAt, now),
    });
  }
  return places;
}
