import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ConsentPurpose, consentApplies, consentHolds } from '@/core/rules/consent-rules';
import { createStudent } from '../../db/seed/factories';
import { type Caller, signIn, staffCaller } from '../../test/callers';
import { createTestContext, type TestContext, testDbKind } from '../../test/test-app';
import {
  childWithoutLogin,
  consentsOf,
  guardianOf,
  holds,
  setConsent,
  teenWithLogin,
} from './consents.test-helpers';

const TODAY = '2026-11-22';

describe('consentHolds: whose agreement each student needs', () => {
  const live = (party: 'guardian' | 'student', purpose: ConsentPurpose = 'leaderboard') => ({
    purpose,
    party,
    withdrawnAt: null,
  });
  const gone = (party: 'guardian' | 'student') => ({ ...live(party), withdrawnAt: new Date() });
  const teen = { dateOfBirth: '2012-05-12', hasOwnLogin: true };
  const child = { dateOfBirth: '2017-03-01', hasOwnLogin: false };
  const adult = { dateOfBirth: '1990-01-01', hasOwnLogin: true };

  it('an adult needs their own, a child their guardian’s, a teen with a login both', () => {
    expect(consentHolds('leaderboard', adult, [live('student')], TODAY)).toBe(true);
    expect(consentHolds('marketing', adult, [live('student', 'marketing')], TODAY)).toBe(true);
    expect(consentHolds('marketing', adult, [live('guardian', 'marketing')], TODAY)).toBe(false);
    expect(consentHolds('promotional_photos', adult, [], TODAY)).toBe(false);
    expect(consentHolds('leaderboard', child, [live('guardian')], TODAY)).toBe(true);
    expect(consentHolds('leaderboard', child, [live('student')], TODAY)).toBe(false);
    expect(consentHolds('leaderboard', teen, [live('guardian')], TODAY)).toBe(false);
    expect(consentHolds('leaderboard', teen, [live('student')], TODAY)).toBe(false);
    expect(consentHolds('leaderboard', teen, [live('guardian'), live('student')], TODAY)).toBe(true);
    expect(consentHolds('leaderboard', teen, [live('guardian'), gone('student')], TODAY)).toBe(false);
    // Another purpose's agreement counts for nothing; no date of birth is a junior.
    expect(consentHolds('coaching_video', child, [live('guardian')], TODAY)).toBe(false);
    expect(
      consentHolds('leaderboard', { dateOfBirth: null, hasOwnLogin: true }, [live('student')], TODAY),
    ).toBe(false);
  });

  it('asks an adult only about promotion and news: what they film, post or write is theirs', () => {
    for (const purpose of ['coaching_video', 'leaderboard', 'coach_messaging'] as const) {
      expect(consentApplies(purpose, adult, TODAY), purpose).toBe(false);
      expect(consentHolds(purpose, adult, [], TODAY), purpose).toBe(true);
      expect(consentApplies(purpose, child, TODAY), purpose).toBe(true);
    }
    expect(consentApplies('promotional_photos', adult, TODAY)).toBe(true);
    expect(consentApplies('marketing', adult, TODAY)).toBe(true);
  });
});

describe(`consents API (${testDbKind})`, () => {
  let t: TestContext;
  let coach: Caller;
  let otherCoach: Caller;
  let admin: Caller;

  beforeAll(async () => {
    t = await createTestContext({ RATE_LIMIT_FACTOR: '100' });
    coach = await staffCaller(t, { firstName: 'James' });
    otherCoach = await staffCaller(t, { firstName: 'Emma' });
    admin = await staffCaller(t, { role: 'admin', firstName: 'Rachel' });
  });
  afterAll(() => t.close());

  it('a 13–17-year-old with a login needs both agreements, and either party’s withdrawal ends it', async () => {
    const maya = await teenWithLogin(t, coach.id);
    const asMaya = await signIn(t, 'student', maya);
    const parent = await guardianOf(t, [maya.id]);

    expect(await holds(asMaya, maya.id, 'leaderboard')).toBe(false);
    const byParent = await setConsent(parent, maya.id, 'leaderboard', true);
    expect(byParent.statusCode, byParent.body).toBe(200);
    const half = byParent.json().consents.find((c: { purpose: string }) => c.purpose === 'leaderboard');
    expect(half).toMatchObject({
      holds: false,
      needs: { guardian: true, student: true },
      guardian: { method: 'portal', by: 'Hannah Parker', givenAt: t.clock().toISOString() },
      student: null,
    });
    expect(byParent.json().callerParty).toBe('guardian');

    expect((await setConsent(asMaya, maya.id, 'leaderboard', true)).statusCode).toBe(200);
    expect(await holds(parent, maya.id, 'leaderboard')).toBe(true);
    expect((await consentsOf(asMaya, maya.id)).callerParty).toBe('student');

    // Maya withdraws: it ends for both parties at once, and the history is kept.
    t.clock.advance(60_000);
    expect((await setConsent(asMaya, maya.id, 'leaderboard', false)).statusCode).toBe(200);
    const after = (await consentsOf(parent, maya.id)).consents.find((c) => c.purpose === 'leaderboard')!;
    expect(after).toMatchObject({
      holds: false,
      guardian: null,
      student: null,
      withdrawnAt: t.clock().toISOString(),
    });

    // Both agree again, then the guardian withdraws: ended again.
    await setConsent(parent, maya.id, 'leaderboard', true);
    await setConsent(asMaya, maya.id, 'leaderboard', true);
    expect(await holds(coach, maya.id, 'leaderboard')).toBe(true);
    await setConsent(parent, maya.id, 'leaderboard', false);
    expect(await holds(coach, maya.id, 'leaderboard')).toBe(false);
  });

  it('a child without a login: the guardian’s agreement alone; an admin records a paper form', async () => {
    const oliver = await childWithoutLogin(t, coach.id);
    const parent = await guardianOf(t, [oliver.id]);
    expect((await setConsent(parent, oliver.id, 'coaching_video', true)).statusCode).toBe(200);
    expect(await holds(coach, oliver.id, 'coaching_video')).toBe(true);

    const paper = await setConsent(admin, oliver.id, 'promotional_photos', true);
    expect(paper.statusCode, paper.body).toBe(200);
    expect(paper.json().mayRecordPaper).toBe(true);
    expect(
      paper.json().consents.find((c: { purpose: string }) => c.purpose === 'promotional_photos'),
    ).toMatchObject({
      holds: true,
      guardian: { method: 'paper', by: 'Paper form recorded by Rachel Tester' },
    });
  });

  it('refuses the wrong people: a coach may read but not give, another family or coach sees nothing', async () => {
    const oliver = await childWithoutLogin(t, coach.id);
    const parent = await guardianOf(t, [oliver.id]);
    const otherParent = await guardianOf(t, [], 'Daniel');
    const stranger = await signIn(t, 'student', await createStudent(t.database.db, { coachId: coach.id }));

    expect((await coach.call({ method: 'GET', url: `/api/students/${oliver.id}/consents` })).statusCode).toBe(
      200,
    );
    const byCoach = await setConsent(coach, oliver.id, 'leaderboard', true);
    expect(byCoach.statusCode).toBe(403);
    expect(byCoach.json().message).toBe(
      'Only the student, their parent or guardian, or the academy can change consents',
    );
    expect((await setConsent(otherCoach, oliver.id, 'leaderboard', true)).statusCode).toBe(404);
    expect((await setConsent(otherParent, oliver.id, 'leaderboard', true)).statusCode).toBe(404);
    expect(
      (await otherParent.call({ method: 'GET', url: `/api/students/${oliver.id}/consents` })).statusCode,
    ).toBe(404);
    expect((await setConsent(stranger, oliver.id, 'leaderboard', true)).statusCode).toBe(404);
    expect(await holds(parent, oliver.id, 'leaderboard')).toBe(false);
  });

  it('names a bad purpose or body in a 400', async () => {
    const oliver = await childWithoutLogin(t, coach.id);
    const parent = await guardianOf(t, [oliver.id]);
    const badPurpose = await setConsent(parent, oliver.id, 'fishing', true);
    expect(badPurpose.statusCode).toBe(400);
    expect(badPurpose.json().fields).toHaveProperty('purpose');
    const badBody = await parent.call({
      method: 'PUT',
      url: `/api/students/${oliver.id}/consents/leaderboard`,
      payload: { agreed: 'yes' },
    });
    expect(badBody.statusCode).toBe(400);
    expect(badBody.json().fields).toHaveProperty('agreed');
  });

  it('a junior without a login of their own, or of unknown age, does not give their own', async () => {
    const noAge = await createStudent(
      t.database.db,
      { coachId: coach.id, dateOfBirth: null },
      { consents: [] },
    );
    const asNoAge = await signIn(t, 'student', noAge);
    const res = await setConsent(asNoAge, noAge.id, 'leaderboard', true);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Your parent or guardian gives this consent in the Family area');
  });

  it('reads the profile’s photo_video_consent and marketing_consent from the records, and records changes', async () => {
    const adult = await createStudent(
      t.database.db,
      { coachId: coach.id, dateOfBirth: '1990-01-01' },
      { consents: [] },
    );
    const asAdult = await signIn(t, 'student', adult);
    const profile = async (who: Caller, id: string) =>
      (await who.call({ method: 'GET', url: `/api/students/${id}` })).json();
    expect(await profile(asAdult, adult.id)).toMatchObject({
      photo_video_consent: false,
      marketing_consent: false,
    });
    await setConsent(asAdult, adult.id, 'marketing', true);
    expect(await profile(asAdult, adult.id)).toMatchObject({
      photo_video_consent: false,
      marketing_consent: true,
    });

    // The profile form still accepts the two answers: a change becomes the caller's own agreement.
    const put = await asAdult.call({
      method: 'PUT',
      url: `/api/students/${adult.id}`,
      payload: { photo_video_consent: true },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ photo_video_consent: true, marketing_consent: true });
    expect(await holds(asAdult, adult.id, 'promotional_photos')).toBe(true);
    await asAdult.call({
      method: 'PUT',
      url: `/api/students/${adult.id}`,
      payload: { marketing_consent: false },
    });
    expect(await holds(asAdult, adult.id, 'marketing')).toBe(false);

    // A child's own session cannot give it; their guardian can, through the same form.
    const noAge = await createStudent(
      t.database.db,
      { coachId: coach.id, dateOfBirth: null },
      { consents: [] },
    );
    const asNoAge = await signIn(t, 'student', noAge);
    const refused = await asNoAge.call({
      method: 'PUT',
      url: `/api/students/${noAge.id}`,
      payload: { photo_video_consent: true },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({
      photo_video_consent: 'Your parent or guardian gives this consent in the Family area',
    });
    // The profile says so up front, for the portal to show the two answers read-only.
    expect(await profile(asNoAge, noAge.id)).toMatchObject({ consents_editable: false });
    expect(await profile(asAdult, adult.id)).toMatchObject({ consents_editable: true });
    // Sending back what is shown is no change, and not refused.
    const same = await asNoAge.call({
      method: 'PUT',
      url: `/api/students/${noAge.id}`,
      payload: { photo_video_consent: false },
    });
    expect(same.statusCode, same.body).toBe(200);
  });
});
