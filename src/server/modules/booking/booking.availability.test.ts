import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, testDbKind } from '../../test/test-app';
import { openBookingDiary } from './booking.test-helpers';

// What the widget reads before booking: the services, the coaches and the open times.
describe(`booking calls (${testDbKind})`, () => {
  let t: TestContext;
  let coachId: number;
  let otherCoachId: number;

  beforeAll(async () => {
    ({ t, coachId, otherCoachId } = await openBookingDiary());
  });
  afterAll(() => t.close());

  it('lists the services keyed by id, with pounds and how far each calendar reaches', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/booking/services' });
    expect(res.statusCode).toBe(200);
    const { success, data } = res.json();
    expect(success).toBe(true);
    expect(Object.keys(data)).toEqual(['1', '2', '3', '4', '5']);
    expect(data['2']).toMatchObject({
      id: 2,
      name: 'Junior 1:1 Lesson',
      duration: 45,
      price: '45.00',
      capacity: 1,
      kind: 'lesson',
      providers: [coachId],
      bookableUntil: '2026-12-22',
    });
    // A dated programme with no sessions yet reaches no further than today.
    expect(data['4']).toMatchObject({
      kind: 'session',
      price: '55.00',
      capacity: 6,
      bookableUntil: '2026-11-22',
    });
  });

  it('lists the coaches keyed by id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/booking/providers' });
    const data = res.json().data;
    expect(data[String(coachId)]).toEqual({ id: coachId, name: expect.stringMatching(/^Jamie /) });
    expect(data[String(otherCoachId)].name).toMatch(/^Alex /);
  });

  it('answers the available dates of a range, and the times of one date', async () => {
    const range = await t.app.inject({
      method: 'GET',
      url: `/api/booking/timeslots?serviceId=2&date=2026-11-01&endDate=2027-01-31&providerId=${coachId}`,
    });
    expect(range.statusCode).toBe(200);
    const dates = Object.keys(range.json().data);
    // Past days and days beyond the 30-day window are never offered; today still has afternoon slots.
    expect(dates[0]).toBe('2026-11-22');
    expect(dates.at(-1)).toBe('2026-12-22');
    expect(dates).toHaveLength(31);

    const day = await t.app.inject({
      method: 'GET',
      url: '/api/booking/timeslots?serviceId=2&date=2026-11-22',
    });
    const times: string[] = day.json().data['2026-11-22'];
    // 10:00 GMT now and no minimum notice: from 10:00, every 15 minutes, the last 45-minute lesson at 19:15.
    expect(times[0]).toBe('10:00');
    expect(times.at(-1)).toBe('19:15');
    expect(times.every((time) => /^\d{2}:\d{2}$/.test(time))).toBe(true);
  });

  it('answers an empty day rather than nothing for a date without times', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/booking/timeslots?serviceId=2&date=2026-11-01',
    });
    expect(res.json()).toEqual({ success: true, data: { '2026-11-01': [] } });
  });

  it('refuses bad queries with 400 naming the field, in the booking envelope', async () => {
    for (const [query, field] of [
      ['serviceId=abc&date=2026-11-25', 'serviceId'],
      ['serviceId=2&date=2026-13-01', 'date'],
      ['serviceId=2&date=2026-02-30', 'date'],
      ['serviceId=2&date=2026-11-25&endDate=tomorrow', 'endDate'],
      ['serviceId=2&date=2026-11-25&colour=red', 'colour'],
      ['date=2026-11-25', 'serviceId'],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url: `/api/booking/timeslots?${query}` });
      expect(res.statusCode, query).toBe(400);
      const body = res.json();
      expect(body.success).toBe(false);
      expect(body.error).toEqual(body.message);
      expect(Object.keys(body.fields)).toContain(field);
    }
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/booking/timeslots?serviceId=99&date=2026-11-25',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual({ serviceId: 'Unknown service' });
  });
});
