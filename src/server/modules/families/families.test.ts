import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { badgeTotals } from '../../db/schema/index';
import { createStaff, createStudent } from '../../db/seed/factories';
import { createTestContext, type TestContext, testDbKind } from '../../test/test-app';

const PASSWORD = 'a long enough passphrase';
const tokenIn = (text: string) => /invitation\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];

// The test clock reads 22 November 2026.
const OLIVER_9 = '2017-03-14';
const MAYA_14 = '2012-06-02';

describe(`family accounts (${testDbKind})`, () => {
  let t: TestContext;
  let coachId: string;
  let n = 0;

  beforeAll(async () => {
    t = await createTestContext();
    coachId = (await createStaff(t.database.db)).id;
  });
  afterAll(() => t.close());

  type Call = (o: Parameters<TestContext['request']>[0]) => ReturnType<TestContext['request']>;
  const as =
    (token: string): Call =>
    (o) =>
      t.request({ ...o, headers: { authorization: `Bearer ${token}`, ...(o.headers ?? {}) } });

  async function registerGuardian(extra: Record<string, unknown> = {}) {
    n += 1;
    const email = `parent.${n}@example.com`;
    const res = await t.request({
      method: 'POST',
      url: '/api/family/register',
      remoteAddress: `10.1.0.${n}`,
      payload: {
        firstName: 'Hannah',
        lastName: 'Parker',
        email,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        over18: true,
        ...extra,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return { email, id: res.json().guardian.id as string, call: as(res.json().token) };
  }

  async function addChild(call: Call, firstName: string, dateOfBirth: string) {
    const res = await call({
      method: 'POST',
      url: '/api/family/children',
      payload: { firstName, lastName: 'Parker', dateOfBirth, relationship: 'Mother', coachId },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  }

  it('registers a guardian who declares they are 18 or over, signs them in and mails the confirmation link', async () => {
    const refused = await t.request({
      method: 'POST',
      url: '/api/family/register',
      payload: {
        firstName: 'Hannah',
        lastName: 'Parker',
        email: 'not.declared@example.com',
        password: PASSWORD,
        confirmPassword: PASSWORD,
        over18: false,
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ over18: 'Please confirm you are 18 or over' });

    const guardian = await registerGuardian();
    const mail = await t.lastEmailTo(guardian.email);
    expect(mail?.subject).toBe('Confirm your Solent Golf Academy e-mail address');
    const validate = await guardian.call({ method: 'POST', url: '/api/portal/validate' });
    expect(validate.json()).toEqual({ guardian: expect.objectContaining({ email: guardian.email }) });
  });

  it('refuses an address that already signs in, whether a student or a guardian holds it', async () => {
    const student = await createStudent(t.database.db);
    const res = await t.request({
      method: 'POST',
      url: '/api/family/register',
      payload: {
        firstName: 'A',
        lastName: 'B',
        email: student.email,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        over18: true,
      },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().fields).toHaveProperty('email');
  });

  it('adds children without logins, lists them, and opens their portal to their guardian only', async () => {
    const parent = await registerGuardian();
    const oliver = await addChild(parent.call, 'Oliver', OLIVER_9);
    const maya = await addChild(parent.call, 'Maya', MAYA_14);

    const family = await parent.call({ method: 'GET', url: '/api/family' });
    expect(family.statusCode).toBe(200);
    const children = family.json().children;
    expect(children).toHaveLength(2);
    expect(
      children.map((c: { firstName: string; age: number; login: unknown; mayHaveOwnLogin: boolean }) => [
        c.firstName,
        c.age,
        c.login,
        c.mayHaveOwnLogin,
      ]),
    ).toEqual([
      ['Oliver', 9, null, false],
      ['Maya', 14, null, true],
    ]);

    const profile = await parent.call({ method: 'GET', url: `/api/students/${oliver}` });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().username).toBeNull();

    const other = await registerGuardian();
    expect((await other.call({ method: 'GET', url: `/api/students/${oliver}` })).statusCode).toBe(404);
    expect((await other.call({ method: 'GET', url: `/api/students/${maya}/messages` })).statusCode).toBe(404);
    expect((await parent.call({ method: 'GET', url: `/api/students/${maya}/messages` })).statusCode).toBe(
      200,
    );

    // Routes that act for "me" take the child from the query; without it the guardian is asked to choose.
    const unnamed = await parent.call({ method: 'GET', url: '/api/downloads' });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().fields).toEqual({ studentId: 'Choose which child this is for' });
    expect((await parent.call({ method: 'GET', url: `/api/downloads?studentId=${oliver}` })).statusCode).toBe(
      200,
    );
    expect((await other.call({ method: 'GET', url: `/api/downloads?studentId=${oliver}` })).statusCode).toBe(
      404,
    );
  });

  it('shows a guardian the leaderboard from the child they name: the child is "me"', async () => {
    const parent = await registerGuardian();
    const oliver = await addChild(parent.call, 'Oliver', OLIVER_9);
    await t.database.db
      .insert(badgeTotals)
      .values({ studentId: oliver, gold: 1, silver: 0, bronze: 0, total: 1 });
    const named = await parent.call({ method: 'GET', url: `/api/badges/leaderboard?studentId=${oliver}` });
    expect(named.statusCode).toBe(200);
    expect(named.json().me).toMatchObject({ firstName: 'Oliver' });
    const unnamed = await parent.call({ method: 'GET', url: '/api/badges/leaderboard' });
    expect(unnamed.json().me).toBeNull();
    const other = await registerGuardian();
    expect(
      (await other.call({ method: 'GET', url: `/api/badges/leaderboard?studentId=${oliver}` })).statusCode,
    ).toBe(404);
  });

  it('refuses a child of 18 or over, or born in the future', async () => {
    const parent = await registerGuardian();
    for (const dateOfBirth of ['2008-11-22', '2027-01-01']) {
      const res = await parent.call({
        method: 'POST',
        url: '/api/family/children',
        payload: { firstName: 'Sam', lastName: 'Parker', dateOfBirth, relationship: 'Father', coachId },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toHaveProperty('dateOfBirth');
    }
  });

  it('is for guardians only: a student is refused the family routes', async () => {
    const student = await createStudent(t.database.db, { coachId });
    const login = await t.request({
      method: 'POST',
      url: '/api/portal/login',
      payload: { email: student.email, password: 'correct horse battery staple' },
    });
    const res = await as(login.json().token)({ method: 'GET', url: '/api/family' });
    expect(res.statusCode).toBe(403);
  });

  it('gives a 13–17-year-old their own login from an invitation, still linked to the family', async () => {
    const parent = await registerGuardian();
    const oliver = await addChild(parent.call, 'Oliver', OLIVER_9);
    const maya = await addChild(parent.call, 'Maya', MAYA_14);

    const tooYoung = await parent.call({
      method: 'POST',
      url: `/api/family/children/${oliver}/invite`,
      payload: { email: 'oliver@example.com' },
    });
    expect(tooYoung.statusCode).toBe(409);

    const invite = await parent.call({
      method: 'POST',
      url: `/api/family/children/${maya}/invite`,
      payload: { email: `maya.${n}@example.com` },
    });
    expect(invite.statusCode, invite.body).toBe(200);
    const token = tokenIn((await t.lastEmailTo(`maya.${n}@example.com`))!.text)!;

    const preview = await t.request({
      method: 'POST',
      url: '/api/family/invitations/preview',
      payload: { token },
    });
    expect(preview.json()).toMatchObject({ kind: 'junior_login', childFirstName: 'Maya' });

    const accepted = await t.request({
      method: 'POST',
      url: '/api/family/invitations/login',
      payload: { token, username: `maya_${n}_${testDbKind}`, password: PASSWORD, confirmPassword: PASSWORD },
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(accepted.json().user).toMatchObject({ id: maya, firstName: 'Maya', emailConfirmed: true });

    const again = await t.request({
      method: 'POST',
      url: '/api/family/invitations/login',
      payload: { token, username: `maya_b_${n}`, password: PASSWORD, confirmPassword: PASSWORD },
    });
    expect(again.statusCode).toBe(400);

    const signIn = await t.request({
      method: 'POST',
      url: '/api/portal/login',
      payload: { email: `maya.${n}@example.com`, password: PASSWORD },
    });
    expect(signIn.json().user.id).toBe(maya);
    const family = await parent.call({ method: 'GET', url: '/api/family' });
    expect(family.json().children[1].login).toEqual({
      username: `maya_${n}_${testDbKind}`,
      email: `maya.${n}@example.com`,
    });
  });

  it('shares a child with a second guardian who accepts on sign-up, and never a third', async () => {
    const parent = await registerGuardian();
    const oliver = await addChild(parent.call, 'Oliver', OLIVER_9);
    const second = `second.${n}@example.com`;
    const invite = await parent.call({
      method: 'POST',
      url: '/api/family/guardians/invite',
      payload: { email: second, relationship: 'Father', studentIds: [oliver] },
    });
    expect(invite.statusCode, invite.body).toBe(200);
    const token = tokenIn((await t.lastEmailTo(second))!.text)!;

    n += 1;
    const res = await t.request({
      method: 'POST',
      url: '/api/family/register',
      remoteAddress: `10.2.0.${n}`,
      payload: {
        firstName: 'Tom',
        lastName: 'Parker',
        email: second,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        over18: true,
        invitationToken: token,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().guardian.emailConfirmed).toBe(true);
    const family = await as(res.json().token)({ method: 'GET', url: '/api/family' });
    expect(family.json().children.map((c: { id: string }) => c.id)).toEqual([oliver]);
    expect(family.json().children[0].guardians).toHaveLength(2);

    const third = await parent.call({
      method: 'POST',
      url: '/api/family/guardians/invite',
      payload: { email: 'third@example.com', relationship: 'Aunt', studentIds: [oliver] },
    });
    expect(third.statusCode).toBe(409);
  });

  describe('a student registering themself', () => {
    const register = (dateOfBirth: string, extra: Record<string, unknown> = {}) => {
      n += 1;
      return t.request({
        method: 'POST',
        url: '/api/portal/register',
        remoteAddress: `10.3.0.${n}`,
        payload: {
          firstName: 'Jo',
          lastName: 'Young',
          email: `jo.${n}@example.com`,
          username: `jo_${n}_${testDbKind}`,
          password: PASSWORD,
          confirmPassword: PASSWORD,
          coachId,
          dateOfBirth,
          ...extra,
        },
      });
    };

    it('is refused under 13, pointing to the family sign-up', async () => {
      const res = await register(OLIVER_9);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.dateOfBirth).toContain('parent or guardian');
    });

    it('at 13 to 17 names a guardian, who is invited and, on accepting, links to the junior', async () => {
      const missing = await register('2011-01-10');
      expect(missing.statusCode).toBe(400);
      expect(missing.json().fields).toHaveProperty('guardianEmail');

      const guardianEmail = `mum.${n}@example.com`;
      const res = await register('2011-01-10', { guardianEmail });
      expect(res.statusCode, res.body).toBe(201);
      const junior = res.json().user.id;
      const mail = await t.lastEmailTo(guardianEmail);
      expect(mail?.subject).toBe('Jo asked you to be their guardian at Solent Golf Academy');

      const guardian = await registerGuardian({ email: guardianEmail, invitationToken: tokenIn(mail!.text) });
      const family = await guardian.call({ method: 'GET', url: '/api/family' });
      expect(family.json().children.map((c: { id: string }) => c.id)).toEqual([junior]);
    });

    it('as an adult registers as before', async () => {
      expect((await register('1990-04-12')).statusCode).toBe(201);
    });
  });
});
