import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStudent } from '../../db/seed/factories';
import { type Caller, signIn, staffCaller } from '../../test/callers';
import { createTestContext, type TestContext, testDbKind } from '../../test/test-app';
import { addToDiary, bookPublicly, openDiary } from '../booking-admin/booking-admin.test-helpers';
import { DRILL, drillDone, messageFrom, minutesBefore, roundPlayed } from './notifications.test-helpers';

const list = (caller: Caller) => caller.call({ method: 'GET', url: '/api/staff/notifications' });
const seen = (caller: Caller, upTo: string) =>
  caller.call({ method: 'POST', url: '/api/staff/notifications/seen', payload: { upTo } });
const titles = (body: { items: { title: string }[] }) => body.items.map((i) => i.title);

// Sunday 22 November 2026, 10:00 GMT.
describe(`a member of staff's notifications (${testDbKind})`, () => {
  let t: TestContext;
  let james: Caller;
  let emma: Caller;
  let admin: Caller;
  let jamesDiaryId: number;
  beforeAll(async () => {
    t = await createTestContext({ RATE_LIMIT_FACTOR: '100' });
    admin = await staffCaller(t, { role: 'admin', firstName: 'Rachel' });
    james = await staffCaller(t, { firstName: 'James', lastName: 'Whitfield' });
    emma = await staffCaller(t, { firstName: 'Emma', lastName: 'Caldwell' });
    const leo = await createStudent(t.database.db, {
      firstName: 'Leo',
      lastName: 'Bennett',
      coachId: james.id,
    });
    const grace = await createStudent(t.database.db, {
      firstName: 'Grace',
      lastName: 'Okafor',
      coachId: emma.id,
    });
    await messageFrom(t, leo.id, james.id, 'Bunker shots', minutesBefore(50));
    await drillDone(t, leo.id, james.id, minutesBefore(40));
    await roundPlayed(t, leo.id, minutesBefore(30));
    await messageFrom(t, grace.id, emma.id, 'Putting grip', minutesBefore(45));
    await drillDone(t, grace.id, emma.id, minutesBefore(35));
    // Already read, reviewed or verified: nothing waits on these.
    await messageFrom(t, leo.id, james.id, 'Old question', minutesBefore(300), { at: minutesBefore(200) });
    await drillDone(t, leo.id, james.id, minutesBefore(300), minutesBefore(200));
    await roundPlayed(t, leo.id, minutesBefore(300), { by: james.id, at: minutesBefore(200) });
    jamesDiaryId = await addToDiary({ staffId: admin.id, call: admin.call }, james.id);
    await openDiary({ staffId: admin.id, call: admin.call }, [jamesDiaryId]);
  });
  afterAll(() => t.close());

  it("lists a coach's own students' new message, drill to review and round to verify, newest first", async () => {
    const res = await list(james);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.items).toHaveLength(3);
    expect(body.items).toEqual([
      {
        id: expect.stringMatching(/^round_submitted:/),
        kind: 'round_submitted',
        title: 'Leo Bennett played Break Par Level 1 (Starter Stars): to verify',
        at: minutesBefore(30).toISOString(),
        unread: true,
        tab: 'challenges',
      },
      {
        id: expect.stringMatching(/^drill_completed:/),
        kind: 'drill_completed',
        title: `Leo Bennett completed ${DRILL.title}: ready for review`,
        at: minutesBefore(40).toISOString(),
        unread: true,
        tab: 'challenges',
      },
      {
        id: expect.stringMatching(/^message_received:/),
        kind: 'message_received',
        title: 'New message from Leo Bennett: Bunker shots',
        at: minutesBefore(50).toISOString(),
        unread: true,
        tab: 'messaging',
      },
    ]);
    expect(body.unread).toBe(3);
    expect(body.asOf).toBe('2026-11-22T10:00:00.000Z');
  });

  it("never shows another coach's students; an admin sees the academy's", async () => {
    const other = (await list(emma)).json();
    expect(titles(other)).toEqual([
      `Grace Okafor completed ${DRILL.title}: ready for review`,
      'New message from Grace Okafor: Putting grip',
    ]);
    expect(other.unread).toBe(2);
    const all = (await list(admin)).json();
    expect(all.items).toHaveLength(5);
    expect(all.unread).toBe(5);
  });

  it('counts nothing once seen, and one again when a new item arrives', async () => {
    const before = (await list(emma)).json();
    const res = await seen(emma, before.asOf);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ seenAt: before.asOf });
    const after = (await list(emma)).json();
    expect(after.unread).toBe(0);
    expect(after.items.map((i: { unread: boolean }) => i.unread)).toEqual([false, false]);
    // Another coach's count is their own.
    expect((await list(james)).json().unread).toBe(3);

    t.clock.advance(5 * 60_000);
    const grace = await createStudent(t.database.db, {
      firstName: 'Ruby',
      lastName: 'Hart',
      coachId: emma.id,
    });
    await messageFrom(t, grace.id, emma.id, 'Lesson time', t.clock());
    const newer = (await list(emma)).json();
    expect(newer.unread).toBe(1);
    expect(newer.items[0]).toMatchObject({ title: 'New message from Ruby Hart: Lesson time', unread: true });

    // An older moment never moves the mark back; one in the future counts only up to now.
    await seen(emma, '2026-01-01T00:00:00.000Z');
    expect((await list(emma)).json().unread).toBe(1);
    await seen(emma, '2030-01-01T00:00:00.000Z');
    expect((await list(emma)).json().unread).toBe(0);
    t.clock.advance(60_000);
    await messageFrom(t, grace.id, emma.id, 'Another', t.clock());
    expect((await list(emma)).json().unread).toBe(1);
  });

  it('refuses a seen moment that is not a date and time, naming the field, and a body with more', async () => {
    const bad = await seen(james, 'yesterday');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('upTo');
    const extra = await james.call({
      method: 'POST',
      url: '/api/staff/notifications/seen',
      payload: { upTo: '2026-11-22T10:00:00.000Z', staffId: emma.id },
    });
    expect(extra.statusCode).toBe(400);
  });

  it('answers 401 without a staff session', async () => {
    expect((await t.request({ method: 'GET', url: '/api/staff/notifications' })).statusCode).toBe(401);
    const post = await t.request({
      method: 'POST',
      url: '/api/staff/notifications/seen',
      payload: { upTo: '2026-11-22T10:00:00.000Z' },
    });
    expect(post.statusCode).toBe(401);
  });
  it("lists today's places in the coach's own diary (London day), for that coach and admins only", async () => {
    const booked = await bookPublicly(t, {
      serviceId: 3,
      providerId: jamesDiaryId,
      date: '2026-11-23',
      time: '14:30',
      name: 'Sam Bennett',
      email: 'sam.bennett@example.com',
    });
    expect(booked.id).toBeTruthy();
    const bookingTitle = (body: { items: { kind: string; title: string }[] }) =>
      body.items.filter((i) => i.kind === 'booking_today').map((i) => i.title);
    // Not today yet.
    expect(bookingTitle((await list(james)).json())).toEqual([]);
    t.clock.set(new Date('2026-11-23T07:00:00Z'));
    // A day later the sessions have gone idle: sign in again.
    james = await signIn(t, 'staff', james);
    emma = await signIn(t, 'staff', emma);
    admin = await signIn(t, 'staff', admin);
    const mine = (await list(james)).json();
    expect(bookingTitle(mine)).toHaveLength(1);
    expect(bookingTitle(mine)[0]).toMatch(/^Today 14:30: .+ with Sam Bennett$/);
    expect(mine.items.find((i: { kind: string }) => i.kind === 'booking_today')).toMatchObject({
      tab: 'bookings',
      at: '2026-11-23T00:00:00.000Z',
      unread: true,
    });
    expect(bookingTitle((await list(emma)).json())).toEqual([]);
    expect(bookingTitle((await list(admin)).json())).toHaveLength(1);
    // The next day it is gone.
    t.clock.set(new Date('2026-11-24T07:00:00Z'));
    james = await signIn(t, 'staff', james);
    expect(bookingTitle((await list(james)).json())).toEqual([]);
  });
});
