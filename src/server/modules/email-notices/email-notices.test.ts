import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { breakParAttempts, downloadItems } from '../../db/schema/index';
import { readOutboxFiles } from '../../test/eml';
import { multipartBody } from '../../test/multipart';
import { createTestContext, type TestContext, testDbKind } from '../../test/test-app';
import { families } from '../families/families.test-helpers';
import { fieldsFor, send, setUp, type World } from '../messages/messages.test-helpers';

/** News e-mails: to a coach of a student's message, to a family of the coach's reply, review or verification. */
describe(`news e-mails and their unsubscribe links (${testDbKind})`, () => {
  let t: TestContext;
  let w: World;
  const mailsTo = async (address: string) => {
    await t.app.mailer.drain();
    return (await readOutboxFiles(path.join(t.dataDir, 'outbox'))).filter((m) => m.to === address);
  };
  const tokenIn = (text: string) => /\/email-preferences\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
  const reply = async (caller: World['asCoach'], messageId: string, response: string) =>
    caller({
      method: 'POST',
      url: `/api/messages/${messageId}/reply`,
      ...(await multipartBody([['response', response]])),
    });

  beforeAll(async () => {
    t = await createTestContext({ RATE_LIMIT_FACTOR: '100' });
    w = await setUp(t);
  });
  afterAll(() => t.close());

  it('tells the coach of a student’s message at once, and stops with one click', async () => {
    expect((await send(w.asAdult, fieldsFor(w.adult.id, w.coach.id))).statusCode).toBe(201);
    const [mail, ...more] = await mailsTo(w.coach.email);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe('New message from David Morgan: Driver slice');
    expect(mail!.text).toContain('/staff-portal?tab=messaging');
    // The words stay in the portal.
    expect(mail!.text).not.toContain('My drives keep curving right');
    const token = tokenIn(mail!.text)!;
    expect(mail!.listUnsubscribe).toBe(
      `<http://localhost:3000/api/email-preferences/unsubscribe?token=${token}>`,
    );
    expect(mail!.listUnsubscribePost).toBe('List-Unsubscribe=One-Click');

    const view = await t.request({ method: 'GET', url: `/api/email-preferences/unsubscribe?token=${token}` });
    expect(view.json()).toEqual({
      topic: 'student_messages',
      description: 'e-mails when a student sends you a message',
      stopped: false,
    });
    // As a mail client sends it: a form post from its own servers, no Origin, no cookie.
    const oneClick = await t.app.inject({
      method: 'POST',
      url: `/api/email-preferences/unsubscribe?token=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode, oneClick.body).toBe(200);
    expect(oneClick.json().stopped).toBe(true);
    expect(
      (await send(w.asAdult, fieldsFor(w.adult.id, w.coach.id, { subject: 'Putting' }))).statusCode,
    ).toBe(201);
    expect(await mailsTo(w.coach.email)).toHaveLength(1);
    const settings = await w.asCoach({ method: 'GET', url: '/api/staff/email-preferences' });
    expect(settings.json()).toEqual({ studentMessages: 'off', purchaseRequests: true, admin: false });

    expect(
      (await t.request({ method: 'GET', url: '/api/email-preferences/unsubscribe?token=x' })).statusCode,
    ).toBe(400);
    const unknown = await t.request({
      method: 'GET',
      url: `/api/email-preferences/unsubscribe?token=${'y'.repeat(43)}`,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('tells a student of the coach’s reply; a junior’s guardian gets only the reply’s copy', async () => {
    const sent = await send(w.asJunior, fieldsFor(w.junior.id, w.coach.id, { subject: 'Bunker shots' }));
    expect(sent.statusCode).toBe(201);
    const copiesBefore = (await mailsTo(w.junior.guardianEmail!)).length;
    expect(
      (await reply(w.asCoach, sent.json().message.id, 'Open the face and splash the sand.')).statusCode,
    ).toBe(200);
    const [notice] = await mailsTo(w.junior.email);
    expect(notice!.subject).toBe('Coach James replied: Bunker shots');
    expect(notice!.text).toContain('/student-portal?tab=coaching');
    const copies = (await mailsTo(w.junior.guardianEmail!)).slice(copiesBefore);
    expect(copies).toHaveLength(1);
    expect(copies[0]!.text).toContain('Open the face and splash the sand.');
  });

  it('tells a family of a drill reviewed and a round verified, once per address, until they turn it off', async () => {
    const family = families(t, 'notices');
    const guardian = await family.registerGuardian();
    const childId = await family.addChild(guardian.call, {
      firstName: 'Amelia',
      dateOfBirth: '2015-03-01',
      coachId: w.coach.id,
    });
    const before = (await mailsTo(guardian.email)).length;

    const assigned = await w.asCoach({
      method: 'POST',
      url: '/api/drill-assignments',
      payload: { drillId: '3-1', studentIds: [childId], coachId: w.coach.id, dueDate: null },
    });
    const id = assigned.json().assignments[0].id as string;
    for (const payload of [{ status: 'in_progress' }, { status: 'completed', student_score: '7 of 10' }]) {
      const moved = await guardian.call({
        method: 'PUT',
        url: `/api/drill-assignments/${id}?studentId=${childId}`,
        payload,
      });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    const review = () =>
      w.asCoach({ method: 'PUT', url: `/api/drill-assignments/${id}/review`, payload: { rating: 4 } });
    expect((await review()).statusCode).toBe(200);
    const told = (await mailsTo(guardian.email)).slice(before);
    expect(told.map((m) => m.subject)).toEqual([expect.stringMatching(/^Coach James reviewed /)]);
    expect(told[0]!.text).toContain('4 out of 5 stars');
    expect(told[0]!.text).toContain(`/student-portal?tab=challenges&child=${childId}`);

    const off = await guardian.call({
      method: 'PUT',
      url: '/api/portal/email-preferences',
      payload: { coachFeedback: false },
    });
    expect(off.json()).toEqual({ coachFeedback: false });
    expect((await review()).statusCode).toBe(200);
    expect((await mailsTo(guardian.email)).length).toBe(before + 1);

    const [attempt] = await t.database.db
      .insert(breakParAttempts)
      .values({
        studentId: w.adult.id,
        level: 1,
        totalScore: 52,
        targetScore: 54,
        par: 54,
        passed: true,
        holes: [],
      })
      .returning();
    const verify = () =>
      w.asCoach({
        method: 'PATCH',
        url: `/api/break-par-challenge/attempts/${attempt!.id}/verify`,
        payload: { verified: true },
      });
    expect((await verify()).statusCode).toBe(200);
    expect((await verify()).statusCode).toBe(200);
    const verified = (await mailsTo(w.adult.email)).filter(
      (m) => m.subject === 'Coach James verified a Break Par round',
    );
    expect(verified).toHaveLength(1);
    expect(verified[0]!.text).toContain('scored 52 on level 1');
  });

  it('tells admins of a download purchase request once, with payments off', async () => {
    const [item] = await t.database.db
      .insert(downloadItems)
      .values({
        title: 'Winter practice plan',
        description: 'Twelve weeks',
        type: 'pdf',
        category: 'Practice',
        pricePence: 450,
        author: 'James Whitfield',
        publishDate: '2026-11-01',
      })
      .returning();
    const ask = () => w.asAdult({ method: 'POST', url: `/api/downloads/${item!.id}/purchase` });
    expect((await ask()).statusCode).toBe(200);
    expect((await ask()).statusCode).toBe(200);
    const requests = (await mailsTo(w.admin.email)).filter((m) =>
      m.subject.startsWith('Download purchase request'),
    );
    expect(requests.map((m) => m.subject)).toEqual(['Download purchase request: Winter practice plan']);
    expect(requests[0]!.text).toContain('David Morgan asked to buy "Winter practice plan"');
    expect((await w.asAdmin({ method: 'GET', url: '/api/staff/email-preferences' })).json().admin).toBe(true);
  });

  it('stops from the unsubscribe page’s button, which posts no body at all', async () => {
    const on = await w.asCoach({
      method: 'PUT',
      url: '/api/staff/email-preferences',
      payload: { studentMessages: 'instant' },
    });
    expect(on.json()).toMatchObject({ studentMessages: 'instant' });
    expect((await send(w.asAdult, fieldsFor(w.adult.id, w.coach.id, { subject: 'Wedges' }))).statusCode).toBe(
      201,
    );
    const mail = (await mailsTo(w.coach.email)).find((m) => m.subject.endsWith(': Wedges'));
    const url = `/api/email-preferences/unsubscribe?token=${tokenIn(mail!.text)}`;
    // As the browser sends a fetch without a body: no Content-Type, a zero length.
    const pressed = await t.app.inject({ method: 'POST', url, headers: { 'content-length': '0' } });
    expect(pressed.statusCode, pressed.body).toBe(200);
    expect(pressed.json()).toEqual({
      topic: 'student_messages',
      description: 'e-mails when a student sends you a message',
      stopped: true,
    });
    const again = await t.app.inject({ method: 'POST', url });
    expect(again.statusCode, again.body).toBe(200);
    // Anything else in the body is refused, naming it.
    const bad = await t.app.inject({ method: 'POST', url, payload: { stop: true } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ stop: 'Unknown field' });
  });

  it('keeps each person’s settings to themselves and names a bad field', async () => {
    expect((await t.request({ method: 'GET', url: '/api/staff/email-preferences' })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/portal/email-preferences' })).statusCode).toBe(401);
    expect((await w.asAdult({ method: 'GET', url: '/api/portal/email-preferences' })).json()).toEqual({
      coachFeedback: true,
    });
    const bad = await w.asAdult({
      method: 'PUT',
      url: '/api/portal/email-preferences',
      payload: { coachFeedback: 'no' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('coachFeedback');
    expect((await w.asAdult({ method: 'GET', url: '/api/staff/email-preferences' })).statusCode).toBe(401);
  });

  // Last: it moves the clock a day on, which ends every session.
  it('sends a coach who chose it one summary a day of unread messages', async () => {
    const bad = await w.asOtherCoach({
      method: 'PUT',
      url: '/api/staff/email-preferences',
      payload: { studentMessages: 'weekly' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('studentMessages');
    const chosen = await w.asOtherCoach({
      method: 'PUT',
      url: '/api/staff/email-preferences',
      payload: { studentMessages: 'daily' },
    });
    expect(chosen.json()).toMatchObject({ studentMessages: 'daily' });

    for (const subject of ['Grip', 'Stance'])
      expect((await send(w.asAdult, fieldsFor(w.adult.id, w.otherCoach.id, { subject }))).statusCode).toBe(
        201,
      );
    expect(await mailsTo(w.otherCoach.email)).toHaveLength(0);
    // 10:00 in London: past seven, the day's summary goes, once.
    expect(await t.app.services.emailNotices.sendDigests()).toBe(1);
    expect(await t.app.services.emailNotices.sendDigests()).toBe(0);
    const [digest] = await mailsTo(w.otherCoach.email);
    expect(digest!.subject).toBe('Your students: 2 unread messages');
    expect(digest!.text).toMatch(/David Morgan: "Grip"\n.*David Morgan: "Stance"/);
    expect(digest!.listUnsubscribe).toMatch(/unsubscribe\?token=/);
    // The next morning: nothing new, nothing sent.
    t.clock.advance(24 * 3_600_000);
    expect(await t.app.services.emailNotices.sendDigests()).toBe(0);
  });
});
