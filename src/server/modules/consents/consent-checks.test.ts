import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { curriculumLesson } from '@/core/content/coaching/curriculum';
import { badgeTotals } from '../../db/schema/index';
import { createStudent } from '../../db/seed/factories';
import { type Caller, signIn, staffCaller } from '../../test/callers';
import { multipartBody, VIDEO } from '../../test/multipart';
import { createTestContext, type TestContext, testDbKind } from '../../test/test-app';
import { childWithoutLogin, guardianOf, setConsent, teenWithLogin } from './consents.test-helpers';

const video = { bytes: VIDEO, name: 'swing.mp4', type: 'video/mp4' };

// Every act that needs consent, refused without it (409 naming the consent), allowed with it, and refused
// again on the very next request after a withdrawal.
describe(`consent checks (${testDbKind})`, () => {
  let t: TestContext;
  let coach: Caller;

  beforeAll(async () => {
    t = await createTestContext({ RATE_LIMIT_FACTOR: '100' });
    coach = await staffCaller(t, { firstName: 'James' });
  });
  afterAll(() => t.close());

  const expectRefused = (res: { statusCode: number; json(): unknown; body: string }, purpose: string) => {
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ fields: { consent: purpose } });
  };

  it('a coach uploads a coaching video of a child only with video consent', async () => {
    const oliver = await childWithoutLogin(t, coach.id);
    const parent = await guardianOf(t, [oliver.id]);
    const assigned = await coach.call({
      method: 'POST',
      url: '/api/module-assignments',
      payload: { moduleId: 3, studentIds: [oliver.id], coachId: coach.id },
    });
    const moduleId = assigned.json().assignments[0].id;
    const exerciseId = curriculumLesson(3)!.exercises[0]!.id;
    const upload = async () =>
      coach.call({
        method: 'PUT',
        url: `/api/module-assignments/${moduleId}/exercises/${exerciseId}/with-video`,
        ...(await multipartBody([
          ['completed', 'true'],
          ['video', video],
        ])),
      });

    const without = await upload();
    expectRefused(without, 'coaching_video');
    expect(without.json().message).toBe(
      'There is no consent for coaching videos for Oliver: a parent or guardian gives it in the Family area, or on a paper form the academy records.',
    );
    await setConsent(parent, oliver.id, 'coaching_video', true);
    expect((await upload()).statusCode).toBe(200);
    await setConsent(parent, oliver.id, 'coaching_video', false);
    expectRefused(await upload(), 'coaching_video');
  });

  it('a teen sends a message only with messaging consent, and a video only with video consent', async () => {
    const maya = await teenWithLogin(t, coach.id);
    const asMaya = await signIn(t, 'student', maya);
    const parent = await guardianOf(t, [maya.id]);
    const fields = {
      studentId: maya.id,
      coachId: coach.id,
      subject: 'Bunker',
      message: 'How do I get out of the bunker?',
      type: 'question',
    };
    const send = async (withVideo = false) =>
      asMaya.call({
        method: 'POST',
        url: '/api/messages',
        ...(await multipartBody([
          ...Object.entries(fields),
          ...(withVideo ? [['video', video] as [string, typeof video]] : []),
        ])),
      });
    const refusal = async () =>
      (await asMaya.call({ method: 'GET', url: `/api/students/${maya.id}/messages` })).json().sendRefusal;

    expectRefused(await send(), 'coach_messaging');
    expect(await refusal()).toBe(
      'There is no consent for messaging with the coach for Maya: both Maya (on My Profile) and a parent or guardian (in the Family area) must agree.',
    );
    // The guardian alone is not enough for a 14-year-old with her own login.
    await setConsent(parent, maya.id, 'coach_messaging', true);
    expectRefused(await send(), 'coach_messaging');
    await setConsent(asMaya, maya.id, 'coach_messaging', true);
    expect(await refusal()).toBeNull();
    expect((await send()).statusCode).toBe(201);

    expectRefused(await send(true), 'coaching_video');
    await setConsent(parent, maya.id, 'coaching_video', true);
    await setConsent(asMaya, maya.id, 'coaching_video', true);
    const withVideo = await send(true);
    expect(withVideo.statusCode, withVideo.body).toBe(201);

    // The coach's video reply needs the same consent; withdrawn, it is refused on the next request.
    const reply = async () =>
      coach.call({
        method: 'POST',
        url: `/api/messages/${withVideo.json().message.id}/reply`,
        ...(await multipartBody([
          ['response', 'Open the face and splash the sand.'],
          ['video', video],
        ])),
      });
    expect((await reply()).statusCode).toBe(200);
    await setConsent(parent, maya.id, 'coaching_video', false);
    expectRefused(await reply(), 'coaching_video');
    expectRefused(await send(true), 'coaching_video');

    // Maya withdraws messaging: her next message is refused, and the portal says so up front.
    const textReply = async () =>
      coach.call({
        method: 'POST',
        url: `/api/messages/${withVideo.json().message.id}/reply`,
        ...(await multipartBody([['response', 'Weight on the front foot.']])),
      });
    expect((await textReply()).statusCode).toBe(200);
    await setConsent(asMaya, maya.id, 'coach_messaging', false);
    expectRefused(await send(), 'coach_messaging');
    expect(await refusal()).toMatch(/^There is no consent for messaging with the coach for Maya/);
    // Nor may the coach write to her any more, even without a video.
    expectRefused(await textReply(), 'coach_messaging');
  });

  it('a teen uploads video evidence of a round only with video consent', async () => {
    const maya = await teenWithLogin(t, coach.id, 'Ruby');
    const asMaya = await signIn(t, 'student', maya);
    const parent = await guardianOf(t, [maya.id]);
    const upload = async () =>
      asMaya.call({
        method: 'POST',
        url: '/api/break-par-challenge/evidence',
        ...(await multipartBody([['video', video]])),
      });
    expectRefused(await upload(), 'coaching_video');
    await setConsent(parent, maya.id, 'coaching_video', true);
    await setConsent(asMaya, maya.id, 'coaching_video', true);
    expect((await upload()).statusCode).toBe(201);
    await setConsent(asMaya, maya.id, 'coaching_video', false);
    expectRefused(await upload(), 'coaching_video');
  });

  it('adults are not gated: their uploads and messages need no recorded consent', async () => {
    const adult = await createStudent(
      t.database.db,
      { coachId: coach.id, dateOfBirth: '1990-01-01' },
      { consents: [] },
    );
    const asAdult = await signIn(t, 'student', adult);
    const res = await asAdult.call({
      method: 'POST',
      url: '/api/messages',
      ...(await multipartBody([
        ['studentId', adult.id],
        ['coachId', coach.id],
        ['subject', 'Driver'],
        ['message', 'A slice.'],
        ['type', 'question'],
        ['video', video],
      ])),
    });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('leaves a junior without leaderboard consent off everyone else’s board, but shows them their own standing', async () => {
    const db = t.database.db;
    const maya = await teenWithLogin(t, coach.id, 'Maya');
    const asMaya = await signIn(t, 'student', maya);
    const parent = await guardianOf(t, [maya.id]);
    await setConsent(parent, maya.id, 'leaderboard', true);
    await setConsent(asMaya, maya.id, 'leaderboard', true);
    const viewer = await createStudent(db, { coachId: coach.id, firstName: 'Leo' });
    const asViewer = await signIn(t, 'student', viewer);
    await db.insert(badgeTotals).values([
      { studentId: maya.id, gold: 9, total: 9 },
      { studentId: viewer.id, gold: 1, total: 1 },
    ]);
    const board = async (who: Caller) =>
      (await who.call({ method: 'GET', url: '/api/badges/leaderboard' })).json();
    const names = async (who: Caller) =>
      (await board(who)).leaderboard.map((e: { studentId: string }) => e.studentId);

    expect(await names(asViewer)).toContain(maya.id);
    const shownRank = (await board(asViewer)).me.rank;

    await setConsent(parent, maya.id, 'leaderboard', false);
    expect(await names(asViewer)).not.toContain(maya.id);
    // Nobody is ranked behind someone who is not shown.
    expect((await board(asViewer)).me.rank).toBe(shownRank - 1);
    // Maya's own view still shows her standing, privately, and not on the board itself.
    const hers = await board(asMaya);
    expect(hers.leaderboard.map((e: { studentId: string }) => e.studentId)).not.toContain(maya.id);
    expect(hers.me).toMatchObject({ studentId: maya.id, total: 9, rank: 1 });

    // The guardian's withdrawal ended Maya's agreement too: both agree again, and she is back on the board.
    await setConsent(parent, maya.id, 'leaderboard', true);
    expect(await names(asViewer)).not.toContain(maya.id);
    await setConsent(asMaya, maya.id, 'leaderboard', true);
    expect(await names(asViewer)).toContain(maya.id);
  });
});
