import { describe, expect, it } from 'vitest';
import {
  type CoachDiary,
  type LessonService,
  lessonAvailability,
  lessonSlotOpen,
  sessionAvailability,
} from './availability';
import { londonWallTimeToUtc } from './london-time';

const at = (date: string, time: string) => {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return londonWallTimeToUtc(date, h * 60 + m)!;
};

const oneToOne: LessonService = { id: 2, durationMinutes: 60, capacity: 1, slotStepMinutes: 60 };
const group: LessonService = { id: 1, durationMinutes: 60, capacity: 3, slotStepMinutes: 60 };

function diary(overrides: Partial<CoachDiary> = {}): CoachDiary {
  return {
    coachId: 1,
    // Every day 09:00–12:00.
    weeklyHours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, startMinute: 540, endMinute: 720 })),
    timeOff: [],
    minimumNoticeMinutes: 0,
    bufferMinutes: 0,
    commitments: [],
    ...overrides,
  };
}

const now = new Date('2027-01-01T00:00:00Z');

describe('lesson availability', () => {
  it("offers every start inside the coach's hours", () => {
    expect(lessonAvailability([diary()], oneToOne, '2027-01-04', '2027-01-04', now)).toEqual({
      '2027-01-04': ['09:00', '10:00', '11:00'],
    });
  });

  it('keeps the wall-clock hours on the days the clocks change', () => {
    for (const date of ['2027-03-28', '2027-10-31']) {
      const slots = lessonAvailability([diary()], oneToOne, date, date, now);
      expect(slots[date]).toEqual(['09:00', '10:00', '11:00']);
    }
    // 09:00 on 28 March 2027 is 08:00 UTC; the day before it is 09:00 UTC.
    expect(lessonSlotOpen(diary(), oneToOne, new Date('2027-03-28T08:00:00Z'), now)).toBe(true);
    expect(lessonSlotOpen(diary(), oneToOne, new Date('2027-03-28T09:00:00Z'), now)).toBe(true);
    expect(lessonSlotOpen(diary(), oneToOne, new Date('2027-03-27T08:00:00Z'), now)).toBe(false);
  });

  it('skips a start that the spring-forward hour removes', () => {
    const night = diary({ weeklyHours: [{ weekday: 0, startMinute: 0, endMinute: 240 }] });
    expect(lessonAvailability([night], oneToOne, '2027-03-28', '2027-03-28', now)['2027-03-28']).toEqual([
      '00:00',
      '02:00',
      '03:00',
    ]);
  });

  it('leaves out the minimum notice, time off and anything clashing within the buffer', () => {
    const d = diary({
      minimumNoticeMinutes: 60,
      bufferMinutes: 15,
      timeOff: [{ startsAt: at('2027-01-05', '11:30'), endsAt: at('2027-01-05', '12:00') }],
      commitments: [
        // A camp session elsewhere ends at 09:50: with a 15-minute buffer 10:00 is too close.
        {
          kind: 'session',
          serviceId: 4,
          startsAt: at('2027-01-05', '06:00'),
          endsAt: at('2027-01-05', '09:50'),
        },
      ],
    });
    expect(lessonAvailability([d], oneToOne, '2027-01-05', '2027-01-05', at('2027-01-05', '08:30'))).toEqual(
      {},
    );
    expect(
      lessonAvailability([d], { ...oneToOne, slotStepMinutes: 30 }, '2027-01-05', '2027-01-05', now),
    ).toEqual({ '2027-01-05': ['10:30'] });
  });

  it('lets a group fill up to its capacity, and blocks other services at that time', () => {
    const place = {
      kind: 'place' as const,
      serviceId: 1,
      startsAt: at('2027-01-04', '10:00'),
      endsAt: at('2027-01-04', '11:00'),
    };
    const twoBooked = diary({ commitments: [place, place] });
    expect(lessonSlotOpen(twoBooked, group, place.startsAt, now)).toBe(true);
    expect(lessonSlotOpen(diary({ commitments: [place, place, place] }), group, place.startsAt, now)).toBe(
      false,
    );
    // The coach is teaching the group at 10:00: no 1:1 then, even with places left in the group.
    expect(lessonSlotOpen(twoBooked, oneToOne, place.startsAt, now)).toBe(false);
  });

  it('answers the union of several coaches', () => {
    const morning = diary({ coachId: 1, weeklyHours: [{ weekday: 1, startMinute: 540, endMinute: 600 }] });
    const later = diary({ coachId: 2, weeklyHours: [{ weekday: 1, startMinute: 600, endMinute: 660 }] });
    expect(lessonAvailability([morning, later], oneToOne, '2027-01-04', '2027-01-04', now)).toEqual({
      '2027-01-04': ['09:00', '10:00'],
    });
  });
});

describe('session availability', () => {
  const session = (id: number, date: string, booked: number) => ({
    id,
    coachId: 1,
    capacity: 6,
    booked,
    startsAt: at(date, '10:00'),
    endsAt: at(date, '14:00'),
  });

  it('offers sessions with places left, inside the range and not started', () => {
    const sessions = [session(1, '2027-02-15', 6), session(2, '2027-02-16', 5), session(3, '2027-02-17', 0)];
    expect(sessionAvailability(sessions, '2027-02-01', '2027-02-16', now, 0)).toEqual({
      '2027-02-16': ['10:00'],
    });
    expect(sessionAvailability(sessions, '2027-02-01', '2027-02-28', at('2027-02-17', '09:00'), 120)).toEqual(
      {},
    );
  });
});
