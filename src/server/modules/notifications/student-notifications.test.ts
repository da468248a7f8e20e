import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../../db/seed/factories';
import { type Caller, studentCaller } from '../../test/callers';
import { createTestContext, type TestContext, testDbKind } from '../../test/test-app';
import { type Call, families } from '../families/families.test-helpers';
import { DRILL, drillDone, messageFrom, minutesBefore, roundPlayed } from './notifications.test-helpers';

type Send = Caller['call'] | Call;
const list = (call: Send, studentId: string) =>
  call({ method: 'GET', url: `/api/students/${studentId}/notifications` });
const seen = (call: Send, studentId: string, upTo: string) =>
  call({ method: 'POST', url: `/api/students/${studentId}/notifications/seen`, payload: { upTo } });

// Sunday 22 November 2026, 10:00 GMT.
describe(`a student's notifications (${testDbKind})`, () => {
  let t: TestContext;
  let leo: Caller;
  let grace: Caller;
  let guardian: { id: string; call: Call };
  let otherGuardian: { id: string; call: Call };
  let childId: string;
  let coachId: string;
  beforeAll(async () => {
    t = await createTestContext({ RATE_LIMIT_FACTOR: '100' });
    const coach = await createStaff(t.database.db, { firstName: 'James', lastName: 'Whitfield' });
    coachId = coach.id;
    leo = await studentCaller(t, { firstName: 'Leo', coachId, dateOfBirth: '1990-01-01' });
    grace = await studentCaller(t, { firstName: 'Grace', coachId, dateOfBirth: '1990-01-01' });
    // Leo's: a reply, a review and a verified round; and what is still waiting on the coach.
    await messageFrom(t, leo.id, coachId, 'Bunker shots', minutesBefore(90), { at: minutesBefore(30) });
    await drillDone(t, leo.id, coachId, minutesBefore(90), minutesBefore(20));
    await roundPlayed(t, leo.id, minutesBefore(90), { by: coachId, at: minutesBefore(10) });
    await messageFrom(t, leo.id, coachId, 'Not answered yet', minutesBefore(5));
    await drillDone(t, leo.id, coachId, minutesBefore(5));
    await roundPlayed(t, leo.id, minutesBefore(5));
    const f = families(t, 'notices');
    guardian = await f.registerGuardian();
    otherGuardian = await f.registerGuardian();
    await f.confirm(guardian.id);
    childId = await f.addChild(guardian.call, { firstName: 'Mia', dateOfBirth: '2015-03-01', coachId });
    await messageFrom(t, childId, coachId, 'Chipping', minutesBefore(60), { at: minutesBefore(15) });
  });
  afterAll(() => t.close());

  it("lists the coach's reply, review and verification, newest first, and nothing still waiting", async () => {
    const res = await list(leo.call, leo.id);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.items).toHaveLength(3);
    expect(body.items).toEqual([
      {
        id: expect.stringMatching(/^round_verified:/),
        kind: 'round_verified',
        title: 'James Whitfield verified the Break Par Level 1 (Starter Stars) round',
        at: minutesBefore(10).toISOString(),
        unread: true,
        tab: 'break-par',
      },
      {
        id: expect.stringMatching(/^drill_reviewed:/),
        kind: 'drill_reviewed',
        title: `James Whitfield reviewed ${DRILL.title}`,
        at: minutesBefore(20).toISOString(),
        unread: true,
        tab: 'challenges',
      },
      {
        id: expect.stringMatching(/^coach_replied:/),
        kind: 'coach_replied',
        title: 'James Whitfield replied to “Bunker shots”',
        at: minutesBefore(30).toISOString(),
        unread: true,
        tab: 'coaching',
      },
    ]);
    expect(body.unread).toBe(3);
  });

  it("never shows another student's items: their own list is theirs, and another's id is 404", async () => {
    const own = (await list(grace.call, grace.id)).json();
    expect(own).toMatchObject({ items: [], unread: 0 });
    expect((await list(grace.call, leo.id)).statusCode).toBe(404);
    expect((await seen(grace.call, leo.id, '2026-11-22T10:00:00.000Z')).statusCode).toBe(404);
  });

  it('a guardian reads their child’s list; another family gets 404', async () => {
    const mine = await list(guardian.call, childId);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().items.map((i: { title: string }) => i.title)).toEqual([
      'James Whitfield replied to “Chipping”',
    ]);
    expect((await list(otherGuardian.call, childId)).statusCode).toBe(404);
    expect((await list(guardian.call, leo.id)).statusCode).toBe(404);
    expect((await seen(otherGuardian.call, childId, '2026-11-22T10:00:00.000Z')).statusCode).toBe(404);
  });

  it('counts nothing once seen, and one again when the coach answers another message', async () => {
    const before = (await list(leo.call, leo.id)).json();
    const res = await seen(leo.call, leo.id, before.asOf);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ seenAt: before.asOf });
    expect((await list(leo.call, leo.id)).json().unread).toBe(0);
    // The guardian's mark is the guardian's: their child's list is still unread.
    expect((await list(guardian.call, childId)).json().unread).toBe(1);
    await seen(guardian.call, childId, before.asOf);
    expect((await list(guardian.call, childId)).json().unread).toBe(0);

    t.clock.advance(60_000);
    await messageFrom(t, leo.id, coachId, 'Driver', minutesBefore(60), { at: t.clock() });
    const after = (await list(leo.call, leo.id)).json();
    expect(after.unread).toBe(1);
    expect(after.items[0]).toMatchObject({ title: 'James Whitfield replied to “Driver”', unread: true });
  });

  it('refuses an id that is not one, and a seen moment that is not a date and time, naming each', async () => {
    const badId = await list(leo.call, 'not-an-id');
    expect(badId.statusCode).toBe(400);
    expect(badId.json().fields).toHaveProperty('id');
    const badMoment = await seen(leo.call, leo.id, '22/11/2026');
    expect(badMoment.statusCode).toBe(400);
    expect(badMoment.json().fields).toHaveProperty('upTo');
  });

  it('answers 401 signed out', async () => {
    expect(
      (await t.request({ method: 'GET', url: `/api/students/${leo.id}/notifications` })).statusCode,
    ).toBe(401);
    const post = await t.request({
      method: 'POST',
      url: `/api/students/${leo.id}/notifications/seen`,
      payload: { upTo: '2026-11-22T10:00:00.000Z' },
    });
    expect(post.statusCode).toBe(401);
  });
});
