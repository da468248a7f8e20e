import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookings } from '../../../db/schema/index';
import { createTestContext, type TestContext, testDbKind } from '../../../test/test-app';
import { API_KEY, bookBody, COMPANY, catalogue, NOT_ANSWERING } from './simplybook.test-helpers';
import { type SimplybookDouble, startSimplybookDouble } from './simplybook-api-double';

describe(`booking relay to SimplyBook.me (${testDbKind})`, () => {
  let double: SimplybookDouble;
  let t: TestContext;

  beforeAll(async () => {
    double = await startSimplybookDouble({ company: COMPANY, apiKey: API_KEY, ...catalogue() });
    t = await createTestContext({
      BOOKING_PROVIDER: 'simplybook',
      SIMPLYBOOK_COMPANY: COMPANY,
      SIMPLYBOOK_API_KEY: API_KEY,
      SIMPLYBOOK_API_URL: double.url,
      RATE_LIMIT_FACTOR: '100',
    });
  });
  afterAll(async () => {
    await t.close();
    await double.close();
  });
  beforeEach(() => {
    double.setDelay(0);
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const book = (payload: object, headers: Record<string, string> = {}) =>
    t.request({ method: 'POST', url: '/api/booking/book', payload, headers });

  it('logs in once with the company and key, then lists active public services in the widget shape', async () => {
    const res = await get('/api/booking/services');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: {
        '1': {
          id: 1,
          name: 'Junior Private Lesson',
          duration: 60,
          price: '35.00',
          description: 'One to one coaching for juniors & teens.',
          providers: [1, 2],
          kind: 'lesson',
        },
        '3': { id: 3, name: 'Adult Private Lesson', duration: 45, price: '60.00', kind: 'lesson' },
      },
    });
    expect(double.callsOf('getToken')).toEqual([
      expect.objectContaining({ path: '/login', params: [COMPANY, API_KEY], token: undefined }),
    ]);
    expect(double.callsOf('getEventList')).toEqual([
      expect.objectContaining({ path: '/', params: [], token: double.issued[0] }),
    ]);
    expect(double.violations).toEqual([]);
  });

  it('lists the coaches keyed by id', async () => {
    const res = await get('/api/booking/providers');
    expect(res.json()).toEqual({
      success: true,
      data: { '1': { id: 1, name: 'James Whitfield' }, '2': { id: 2, name: 'Emma Caldwell' } },
    });
    expect(double.callsOf('getUnitList')[0]?.token).toBe(double.issued[0]);
    expect(double.violations).toEqual([]);
  });

  it('answers the available dates of a range, from today, without empty days, in HH:MM', async () => {
    double.resetStats();
    const res = await get('/api/booking/timeslots?serviceId=1&date=2026-11-20&endDate=2026-11-30');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: {
        '2026-11-22': ['16:00'],
        '2026-11-23': ['09:00', '10:00'],
        '2026-11-24': ['09:00', '10:00', '11:30'],
        '2026-11-27': ['14:00'],
      },
    });
    // Past days are never asked for: the fake clock says 22 November.
    expect(double.callsOf('getStartTimeMatrix').map((c) => c.params)).toEqual([
      ['2026-11-22', '2026-11-30', 1, null, 1],
    ]);
    expect(double.violations).toEqual([]);
  });

  it("answers one date's times, for a chosen coach", async () => {
    double.resetStats();
    const res = await get('/api/booking/timeslots?serviceId=1&date=2026-11-24&providerId=2');
    expect(res.json()).toEqual({ success: true, data: { '2026-11-24': ['09:00', '10:00', '11:30'] } });
    expect(double.callsOf('getStartTimeMatrix')[0]?.params).toEqual(['2026-11-24', '2026-11-24', 1, 2, 1]);

    const none = await get('/api/booking/timeslots?serviceId=1&date=2026-11-25');
    expect(none.json()).toEqual({ success: true, data: { '2026-11-25': [] } });
  });

  it('refuses an unknown or hidden service and a backwards range with 400, without asking for times', async () => {
    double.resetStats();
    for (const url of [
      '/api/booking/timeslots?serviceId=2&date=2026-11-24',
      '/api/booking/timeslots?serviceId=99&date=2026-11-24',
    ]) {
      const res = await get(url);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, fields: { serviceId: 'Unknown service' } });
    }
    const backwards = await get('/api/booking/timeslots?serviceId=1&date=2026-11-24&endDate=2026-11-23');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().fields).toEqual({ endDate: 'Before date' });
    expect(double.callsOf('getStartTimeMatrix')).toEqual([]);
  });

  it("books through the provider and answers a confirmation with the provider's code", async () => {
    double.resetStats();
    const res = await book(bookBody());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      success: true,
      data: {
        id: '9001',
        reference: 'sb9001x',
        serviceId: 1,
        serviceName: 'Junior Private Lesson',
        providerId: 2,
        providerName: 'Emma Caldwell',
        date: '2026-11-24',
        time: '10:00',
        places: [
          {
            id: '9001',
            date: '2026-11-24',
            time: '10:00',
            endTime: '11:00',
            status: 'confirmed',
            attendance: null,
          },
        ],
        price: '35.00',
        location: null,
        status: 'confirmed',
        // SimplyBook takes the money on its own pages: nothing here claims a payment.
        checkoutUrl: null,
        holdExpiresAt: null,
        payment: null,
        clientName: 'Ava Patel',
        clientEmail: 'parent@example.com',
        participantName: null,
        cancelUntil: null,
      },
    });
    expect(double.callsOf('book').map((c) => c.params)).toEqual([
      [
        1,
        2,
        '2026-11-24',
        '10:00:00',
        { name: 'Ava Patel', email: 'parent@example.com', phone: '07700 900123' },
        { comment: 'Left-handed' },
        1,
      ],
    ]);
    expect(double.violations).toEqual([]);
    // The academy's own diary is not touched: the provider holds the booking.
    expect(await t.database.db.select().from(bookings)).toEqual([]);
  });

  it('answers 409 with a readable message when the provider says the time has gone', async () => {
    const res = await book(bookBody({ clientData: { name: 'Second Parent', email: 'second@example.com' } }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      success: false,
      error: 'Sorry, 10:00 on Tuesday 24 November 2026 has just been taken. Please choose another time.',
      message: 'Sorry, 10:00 on Tuesday 24 November 2026 has just been taken. Please choose another time.',
      fields: { time: 'No longer available' },
    });
    expect(double.callsOf('book').at(-1)?.params[4]).toEqual({
      name: 'Second Parent',
      email: 'second@example.com',
      phone: '',
    });
    expect(res.body).not.toContain('Selected time start');
  });

  it('answers 400 naming the field the provider refused', async () => {
    const email = await book(
      bookBody({ time: '11:30', clientData: { name: 'Ava Patel', email: 'parent@mail.invalid' } }),
    );
    expect(email.statusCode).toBe(400);
    expect(email.json()).toMatchObject({
      success: false,
      fields: { 'clientData.email': 'Enter a valid email address' },
    });

    // Codes may come as strings, as in the provider's own documentation.
    double.fail('book', { code: '-32063', message: 'Client phone value is wrong' });
    const phone = await book(bookBody({ time: '11:30' }));
    expect(phone.statusCode).toBe(400);
    expect(phone.json().fields).toEqual({ 'clientData.phone': 'Enter a valid phone number' });
    expect(phone.body).not.toContain('value is wrong');
  });

  it('answers 502 with a readable message for a provider failure, never its raw error or our key', async () => {
    const faults = [
      { code: -32603, message: 'Internal error: SQLSTATE[42S02] table sb_secret missing' },
      { httpStatus: 500, body: '<html>upstream exploded</html>' },
      { hangUp: true as const },
      { code: -32001, message: 'Plugin is not activated' },
    ];
    double.fail('getStartTimeMatrix', ...faults);
    for (let i = 0; i < faults.length; i++) {
      const res = await get('/api/booking/timeslots?serviceId=1&date=2026-11-24');
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({ success: false, error: NOT_ANSWERING, message: NOT_ANSWERING });
      expect(res.body).not.toContain(API_KEY);
      expect(res.body).not.toMatch(/SQLSTATE|exploded|Plugin/);
    }
    double.fail('book', { httpStatus: 503 });
    const res = await book(bookBody({ time: '09:00' }));
    expect(res.statusCode).toBe(502);
    expect(res.json().error).toBe(NOT_ANSWERING);
  });

  it('reuses its token, and renews it before the hour is up', async () => {
    const loginsBefore = double.issued.length;
    double.resetStats();
    await get('/api/booking/timeslots?serviceId=1&date=2026-11-23');
    await get('/api/booking/timeslots?serviceId=1&date=2026-11-24');
    expect(double.issued.length).toBe(loginsBefore);

    t.clock.advance(51 * 60_000);
    double.resetStats();
    const res = await get('/api/booking/timeslots?serviceId=1&date=2026-11-24');
    expect(res.statusCode).toBe(200);
    expect(double.issued.length).toBe(loginsBefore + 1);
    expect(double.calls[0]?.method).toBe('getToken');
    const newest = double.issued.at(-1);
    expect(double.calls.filter((c) => c.path === '/').every((c) => c.token === newest)).toBe(true);
    expect(double.violations).toEqual([]);
  });

  it('logs in again and retries once when the provider says the token has expired', async () => {
    const loginsBefore = double.issued.length;
    double.expireTokens();
    double.resetStats();
    const res = await get('/api/booking/timeslots?serviceId=1&date=2026-11-24');
    expect(res.statusCode).toBe(200);
    expect(res.json().data['2026-11-24']).toEqual(['09:00', '11:30']);
    expect(double.calls.map((c) => c.method)).toEqual([
      'getStartTimeMatrix',
      'getToken',
      'getStartTimeMatrix',
    ]);
    expect(double.issued.length).toBe(loginsBefore + 1);

    // A token refused twice in a row is not chased further.
    double.resetStats();
    double.fail(
      'getStartTimeMatrix',
      { code: -32600, message: 'Access denied' },
      { code: -32600, message: 'Access denied' },
    );
    const refused = await get('/api/booking/timeslots?serviceId=1&date=2026-11-24');
    expect(refused.statusCode).toBe(502);
    expect(double.calls.map((c) => c.method)).toEqual([
      'getStartTimeMatrix',
      'getToken',
      'getStartTimeMatrix',
    ]);
    expect(double.violations).toEqual([]);
  });

  it('keeps to at most 2 calls in flight and 5 started per second', async () => {
    await get('/api/booking/services'); // warm: a token and the catalogue
    double.setDelay(120);
    double.resetStats();
    const dates = Array.from({ length: 12 }, (_, i) => `2026-12-${String(i + 1).padStart(2, '0')}`);
    const answers = await Promise.all(dates.map((d) => get(`/api/booking/timeslots?serviceId=1&date=${d}`)));
    expect(answers.map((r) => r.statusCode)).toEqual(dates.map(() => 200));
    const arrivals = double.calls.map((c) => c.at);
    expect(double.callsOf('getStartTimeMatrix')).toHaveLength(12);
    expect(double.maxInFlight).toBeLessThanOrEqual(2);
    expect(double.maxInFlight).toBe(2);
    for (let i = 0; i + 5 < arrivals.length; i++) {
      expect(arrivals[i + 5]! - arrivals[i]!).toBeGreaterThanOrEqual(1000);
    }
  });

  it('replays a booking for the same Idempotency-Key instead of booking twice', async () => {
    double.resetStats();
    const headers = { 'idempotency-key': 'replay-key-0001' };
    const body = bookBody({ date: '2026-11-23', time: '09:00' });
    const [first, second] = await Promise.all([book(body, headers), book(body, headers)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 201]);
    expect(first.json().data).toEqual(second.json().data);
    const third = await book(body, headers);
    expect(third.statusCode).toBe(200);
    expect(third.json().data.reference).toBe(first.json().data.reference);
    expect(double.callsOf('book')).toHaveLength(1);

    const other = await book(bookBody({ date: '2026-11-23', time: '10:00' }), headers);
    expect(other.statusCode).toBe(422);
    expect(double.callsOf('book')).toHaveLength(1);
  });

  it("links memberships to the provider's page with the company, plan id and today's London date", async () => {
    // 23:30 UTC on 31 March 2027 is already 1 April in London (BST).
    t.clock.set(new Date('2027-03-31T23:30:00Z'));
    const res = await get('/api/booking/memberships');
    expect(res.statusCode).toBe(200);
    const data = res.json().data as Array<{ id: number; purchase_url: string }>;
    expect(data.map((m) => m.id)).toEqual([1, 2, 3]);
    expect(data[1]).toMatchObject({ name: 'Performance', first_price: 440, limit: 8 });
    expect(data[1]!.purchase_url).toBe('https://solentgolf.simplybook.me/v2/#membership/2/date/2027-04-01');
  });
});
