import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { students } from '../../db/schema/index';
import { createStaff, createStudent } from '../../db/seed/factories';
import { createTestContext, type TestContext, testDbKind } from '../../test/test-app';
import { families, PASSWORD } from './families.test-helpers';

/** What a guardian's own session does outside their children's portals: their address, their child's data. */
describe(`a guardian's own account (${testDbKind})`, () => {
  let t: TestContext;
  let f: ReturnType<typeof families>;
  let coachId: string;

  beforeAll(async () => {
    t = await createTestContext({ RATE_LIMIT_FACTOR: '100' });
    coachId = (await createStaff(t.database.db)).id;
    f = families(t, 'own');
  });
  afterAll(() => t.close());

  it('resends the guardian’s own confirmation link, and says when the address is confirmed', async () => {
    const parent = await f.registerGuardian();
    const res = await parent.call({ method: 'POST', url: '/api/portal/confirm-email/resend' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(`We have sent a new confirmation link to ${parent.email}.`);
    const mail = await t.lastEmailTo(parent.email);
    expect(mail?.subject).toBe('Confirm your Solent Golf Academy e-mail address');
    expect(mail?.text).toContain('family account');

    await f.confirm(parent.id);
    const again = await parent.call({ method: 'POST', url: '/api/portal/confirm-email/resend' });
    expect(again.statusCode).toBe(409);
  });

  it('exports their child’s data as the child would, and asks for the account to be deleted', async () => {
    const parent = await f.registerGuardian();
    const child = await f.addChild(parent.call, { firstName: 'Oliver', dateOfBirth: '2017-03-14', coachId });
    const other = await f.registerGuardian();
    const otherChild = await f.addChild(other.call, {
      firstName: 'Ella',
      dateOfBirth: '2016-01-01',
      coachId,
    });

    const zip = await parent.call({ method: 'GET', url: `/api/students/${child}/data-export` });
    expect(zip.statusCode, zip.body).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(
      (await parent.call({ method: 'GET', url: `/api/students/${otherChild}/data-export` })).statusCode,
    ).toBe(404);

    const deletion = await parent.call({
      method: 'POST',
      url: `/api/students/${child}/deletion`,
      payload: {},
    });
    // The guardian asks, and the link that confirms it goes to them.
    expect(deletion.statusCode, deletion.body).toBe(202);
    expect(deletion.json().message).toContain('Nothing is deleted until you open it');
  });

  it('changes the guardian’s name and phone at once, and the child’s profile shows them', async () => {
    const parent = await f.registerGuardian();
    const child = await f.addChild(parent.call, { firstName: 'Amelia', dateOfBirth: '2018-05-02', coachId });
    const res = await parent.call({
      method: 'PUT',
      url: '/api/family/guardian',
      payload: { firstName: 'Hannah-Jane', phone: '07700 900123' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      firstName: 'Hannah-Jane',
      lastName: 'Parker',
      phone: '07700 900123',
      email: parent.email,
      pendingEmail: null,
    });
    const profile = await parent.call({ method: 'GET', url: `/api/students/${child}` });
    expect(profile.statusCode, profile.body).toBe(200);
    expect(profile.json()).toMatchObject({
      parent_guardian_1_name: 'Hannah-Jane Parker',
      parent_guardian_1_phone: '07700 900123',
    });
  });

  it('uses a new address only once its link is opened, then tells the previous one', async () => {
    const parent = await f.registerGuardian();
    await f.confirm(parent.id);
    const child = await f.addChild(parent.call, { firstName: 'Oliver', dateOfBirth: '2016-09-09', coachId });
    const next = `moved.${parent.id.slice(0, 8)}@example.com`;

    const res = await parent.call({ method: 'PUT', url: '/api/family/guardian', payload: { email: next } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ email: parent.email, pendingEmail: next, emailConfirmed: true });
    const signIn = (email: string) =>
      t.request({ method: 'POST', url: '/api/portal/login', payload: { email, password: PASSWORD } });
    expect((await signIn(parent.email)).statusCode).toBe(200);

    const link = await t.lastEmailTo(next);
    expect(link?.text).toContain('family account');
    const token = /confirm-email\?token=([A-Za-z0-9_-]+)/.exec(link!.text)![1];
    const confirmed = await t.request({
      method: 'POST',
      url: '/api/portal/confirm-email',
      payload: { token },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().message).toBe(`Your e-mail address is now ${next}.`);

    const told = await t.lastEmailTo(parent.email);
    expect(told?.subject).toBe('Your Solent Golf Academy family account has a new e-mail address');
    expect(told?.text).toContain(next);
    expect((await signIn(next)).statusCode).toBe(200);
    expect((await signIn(parent.email)).statusCode).toBe(401);
    // The child without a login of their own is reached at the family's address, wherever it moves.
    const [row] = await t.database.db.select().from(students).where(eq(students.id, child));
    expect(row?.email).toBe(next);
    // The link works once.
    const again = await t.request({ method: 'POST', url: '/api/portal/confirm-email', payload: { token } });
    expect(again.statusCode).toBe(400);
  });

  it('refuses a new address at its link when a student has signed up with it since it was asked for', async () => {
    const parent = await f.registerGuardian();
    await f.confirm(parent.id);
    const next = `taken.${parent.id.slice(0, 8)}@example.com`;
    const res = await parent.call({ method: 'PUT', url: '/api/family/guardian', payload: { email: next } });
    expect(res.statusCode, res.body).toBe(200);
    const token = /confirm-email\?token=([A-Za-z0-9_-]+)/.exec((await t.lastEmailTo(next))!.text)![1];
    await createStudent(t.database.db, { coachId, email: next });

    const opened = await t.request({ method: 'POST', url: '/api/portal/confirm-email', payload: { token } });
    expect(opened.statusCode, opened.body).toBe(409);
    expect(opened.json().fields).toHaveProperty('email');
    const family = await parent.call({ method: 'GET', url: '/api/family' });
    expect(family.json().guardian.email).toBe(parent.email);
  });

  it('refuses an address another account signs in with, and names the field of bad input', async () => {
    const parent = await f.registerGuardian();
    const other = await f.registerGuardian();
    const student = await createStudent(t.database.db, { coachId });
    for (const email of [other.email, student.email]) {
      const res = await parent.call({ method: 'PUT', url: '/api/family/guardian', payload: { email } });
      expect(res.statusCode, email).toBe(409);
      expect(res.json().fields).toHaveProperty('email');
    }
    const bad = await parent.call({
      method: 'PUT',
      url: '/api/family/guardian',
      payload: { email: 'not an address', firstName: 'x'.repeat(61) },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['email', 'firstName']);
    const unknown = await parent.call({
      method: 'PUT',
      url: '/api/family/guardian',
      payload: { role: 'admin' },
    });
    expect(unknown.statusCode).toBe(400);
    // Nothing of the refused requests was kept.
    const family = await parent.call({ method: 'GET', url: '/api/family' });
    expect(family.json().guardian).toMatchObject({ firstName: 'Hannah', pendingEmail: null });
  });
});
